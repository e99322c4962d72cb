// The words the German crisis phrase table (de.ts) is built from: the rule makers, the
// slots (who, wanting, dying, when) and the longer phrases the rules share.
import type { LanguageCrisisRule } from "./table";

type Category = LanguageCrisisRule["category"];

export function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
export function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("ich habe einen Plan", "lebt wohl"). */
export function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("meine Freundin will sich umbringen"): concern, never crisis. */
export function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Fillers and intensifiers between the words of a phrase: "ich will *einfach nur noch* sterben". */
export const ADV = String.raw`(?:(?:einfach|nur|noch|echt|wirklich|so|gerade|grad|halt|eigentlich|jetzt|heute|heute nacht|heute abend|morgen|gestern|gestern nacht|letzte nacht|manchmal|oft|immer|wieder|mal|am liebsten|lieber|bald|gern|gerne|endlich|ehrlich|ernsthaft|langsam|total|sowieso|eh|ja|doch|schon|mittlerweile|inzwischen|allmahlich|allmaehlich),? ){0,4}`;
/** Up to three words, none a negation: "ich denke *darüber nach,* mich umzubringen". */
export const GAP = String.raw`(?:(?!(?:nicht|nich|net|ned|nie|niemals|kein\w*)\b)\S+ ){0,3}?`;
/** First person before the verb ("ich", dialect "i"), generic "man", or none after "und" or at the start. */
export const I = String.raw`(?:(?:\bich|\bi|\bman|\bund|\baber|\bdoch) |^)`;
/** Wanting: "will", "möchte", "würde gern", "wollte". */
const WANT = String.raw`(?:will|mo?e?chte?|mo?e?cht|wue?rde (?:so )?(?:gerne?|am liebsten)|wue?rd gern|wollte)`;
/** Wanting, first person, either order: "ich will", "will ich", "manchmal möchte ich". */
export const I_WANT = String.raw`(?:${I}${WANT}|\b${WANT} (?:ich|man)|\bam liebsten (?:wue?rde|wue?rd|mo?e?chte|will) ich)`;
/** Killing oneself, infinitive: "mich umbringen", "mich umzubringen", "mir das Leben nehmen", "Schluss machen mit allem". */
export const KILL = String.raw`(?:mich (?:selbst |selber )?${ADV}(?:um(?:zu)?bringen|(?:zu )?toe?ten|um(?:zu)?legen|(?:zu )?killen|auf(?:zu)?hae?ngen|(?:zu )?erhae?ngen|(?:zu )?erschiessen|(?:zu )?vergiften|(?:zu )?ertrae?nken|vor (?:den|einen|die) (?:zug|bahn|u-?bahn|s-?bahn|lkw|laster) (?:zu )?(?:werfen|schmeissen|legen))\b|mir (?:selbst )?das leben (?:zu )?nehmen|(?:selbstmord|suizid) (?:zu )?(?:begehen|machen|verue?ben)|(?:meinem|mein) leben (?:ein ende (?:zu )?(?:setzen|machen|bereiten)|(?:zu )?beenden)|(?:mit )?allem ein ende (?:zu )?(?:setzen|machen|bereiten)|dem ganzen ein ende (?:zu )?(?:setzen|machen|bereiten)|(?:mit allem|mit dem leben|mit meinem leben) schluss (?:zu )?machen|schluss (?:zu )?machen mit (?:allem|dem leben|meinem leben))`;
/** Pills and medicines, with the names people write. */
export const PILLS = String.raw`(?:tabletten|pillen|schlaftabletten|schmerztabletten|ibus?|ibuprofen|paracetamol|tavor|diazepam|valium|zopiclon|antidepressiva|medikamente|packungen|schachteln)`;
/** Long ago: "vor fünf Jahren", "als ich 15 war", "damals", "früher", "in meiner Jugend", "2016". */
const LONG_AGO = String.raw`(?:vor (?:\d+|vielen|einigen|ein paar|zwei|drei|vier|fue?nf|zehn) jahren|als ich (?:\d+|jung|klein|jugendliche?r?|teenager|in der schule|noch zur schule)|mit (?:\d+|vierzehn|fue?nfzehn|sechzehn|siebzehn)(?: jahren)?\b|(?:19|20)\d\d|in meiner jugend|damals|fru?e?her)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
export const recent = (core: string): string => String.raw`(?:${core})(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
export const longAgo = (core: string): string => String.raw`(?:${core})(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Not said of someone else ("er will vor den Zug springen"): no third-person subject just before. */
export const NOT_OTHER = String.raw`(?<!\b(?:er|sie|jemand|(?:mein|meine|meinem|meiner|dein|deine|sein|seine|ihr|ihre) [a-z]+)\b(?: (?!ich\b)[^\s,]+){0,4} )`;
/** Third person the writer knows: "er", "sie", "mein Bruder", "meine beste Freundin", "ein Freund". */
export const THEY = String.raw`\b(?:er|sie|(?:mein|meine|meinem|meiner) (?:beste[rn]? )?[a-z]+|ein freund|eine freundin|jemand aus meine[rm] \S+)\b (?:[^\s,]+ ){0,3}?`;
/** A farewell letter to work or school, an ordinary one: "an die Kollegen", "für die Klasse". */
export const WORKPLACE = String.raw`\b(?:an|fue?r) (?:die |das |den |meine |meinen |unsere |unser )?(?:kolleg\w*|team|firma|klasse|schule|chef\w*|abteilung|verein)\b`;
/** Recently: "gestern", "heute", "letzte Nacht", "wieder". */
export const LATELY = String.raw`\b(?:gestern|heute|letzte nacht|letzte woche|diese woche|vorgestern|wieder|erneut)\b`;

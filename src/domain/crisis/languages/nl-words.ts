// The words the Dutch crisis phrase table (nl.ts) is built from: the rule makers, the
// slots (who, wanting, dying, when) and the longer phrases the rules share.
import type { LanguageCrisisRule } from "./table";

type Category = LanguageCrisisRule["category"];

export function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
export function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("ik heb een plan", "vaarwel iedereen"). */
export function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("mijn vriendin wil dood"): concern, never crisis. */
export function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** "ik", and in texting "k" or "'k" ("k wil dood"). */
export const IK = String.raw`(?:\bik|(?<![\w'])'?k)\b`;
/** Fillers and intensifiers between the words of a phrase: "ik wil *gewoon echt* dood", "k wil *ff* dood". */
export const ADV = String.raw`(?:(?:gewoon|gwn|echt|zo|heel|ff|even|eigenlijk|soms|nu|nog|al|toch|het liefst|liefst|alleen|maar|serieus|wel|nou|vandaag|vannacht|vanavond|morgen|gisteren|weer|steeds|nog steeds|altijd|vaak|bijna|graag|eindelijk|gewoonweg|helemaal|ook|elke dag|iedere dag|echt waar),? ){0,4}`;
/** Up to three words, none a negation: "ik denk *er vaak aan* om ...". */
export const GAP = String.raw`(?:(?!(?:niet|nie|nooit|geen|never)\b)\S+ ){0,3}?`;
/** Myself: "mezelf", "mijzelf", "m'n eigen" (Flemish and informal), "me". */
const ME = String.raw`(?:mezelf|mijzelf|mzelf|m'n eigen|mn eigen|mijn eigen|me|mij)`;
/** Killing oneself, infinitive: "mezelf van kant maken", "zelfmoord plegen", "er een eind aan maken", "uit het leven stappen". */
export const KILL = String.raw`(?:${ME} ${ADV}(?:van kant (?:te )?maken|om (?:te )?brengen|ombrengen|op (?:te )?hangen|ophangen|(?:te )?verhangen|(?:te )?doden|(?:te )?vermoorden|(?:iets|wat) aan (?:te )?doen|iets aandoen|wat aandoen|van het leven (?:te )?beroven|dood (?:te )?maken|doodmaken|(?:te )?vergiftigen|voor (?:de|een) trein (?:te )?(?:gooien|werpen))\b|(?:zelfmoord|suicide) (?:te )?plegen\b|er ${ADV}(?:een )?eind(?:e)? aan (?:te )?maken\b|een eind(?:e)? aan (?:mijn|m'n|mn) leven (?:te )?maken\b|(?:mijn|m'n|mn) leven (?:te )?beeindigen\b|uit het leven (?:te )?stappen\b)`;
/** Pills and medicines, with the names people write. */
export const PILLS = String.raw`(?:pillen|pilletjes|tabletten|slaappillen|slaaptabletten|paracetamol|paracetamols|oxazepam|temazepam|ibuprofen|medicijnen|medicatie|antidepressiva)`;
/** Long ago: "jaren geleden", "toen ik 15 was", "vroeger", "in 2016". */
const LONG_AGO = String.raw`(?:jaar geleden|jaren geleden|toen ik (?:\d+|jong|klein|tiener|een tiener|op de middelbare|nog op school)|(?:19|20)\d\d|als tiener|in mijn tienerjaren|vroeger)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
export const recent = (core: string): string => String.raw`(?:${core})(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
export const longAgo = (core: string): string => String.raw`(?:${core})(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Not said of someone else ("hij wil voor de trein springen"): no third-person subject just before. */
export const NOT_OTHER = String.raw`(?<!\b(?:hij|zij|ze|iemand|(?:mijn|m'n|mn|zijn|haar|jouw|je) [a-z]+)\b(?: (?!(?:ik|k)\b)[^\s,]+){0,4} )`;
/** Third person the writer knows: "hij", "ze", "mijn broer", "m'n beste vriendin", "een vriend". */
export const THEY = String.raw`\b(?:hij|zij|ze|(?:mijn|m'n|mn) (?:beste )?[a-z]+|een vriend(?:in)?|iemand uit (?:mijn|m'n|mn) \S+)\b (?:[^\s,]+ ){0,3}?`;
/** A farewell letter to work or school, an ordinary one: "aan mijn collega's", "voor de klas". */
export const WORKPLACE = String.raw`\b(?:aan|voor) (?:de |het |mijn |m'n |mn |onze )?(?:collega\S*|team|bedrijf|klas|school|baas|afdeling|club)\b`;
/** An accident, not self-harm: "per ongeluk", "bij het koken", "tijdens het scheren". */
export const ACCIDENT = String.raw`\b(?:per ongeluk|perongeluk|koken|aardappel\w*|groente|scheren|papier|glas|sporten|voetbal)\b`;
/** Recently: "gisteren", "vandaag", "vannacht", "weer". */
export const LATELY = String.raw`\b(?:gisteren|vandaag|vannacht|gisteravond|vorige week|deze week|eergisteren|weer|opnieuw)\b`;

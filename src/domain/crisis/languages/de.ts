// German crisis phrase table: the English detector's categories and levels
// (docs/decisions/008-crisis-detection.md) in the words German speakers type, including forms
// without umlauts ("moechte", "muede", "waere": every "ä/ö/ü" is also accepted as "ae/oe/ue"),
// texting forms ("nich", "hab", "bock", "i"), slang ("verrecken", "abkratzen", "mir die Kugel
// geben", "SVV", "ritzen") and euphemisms ("Schluss machen mit allem", "meinem Leben ein Ende
// setzen", "mir das Leben nehmen"). Patterns run on folded text (lower case, "ü" → "u", "ß" → "ss").
//
// German puts its negation after the verb and in subordinate clauses before the final verb
// ("ich will nicht sterben", "dass ich mich nicht umbringe"): the words allowed between the
// parts of a phrase (`ADV`, `GAP`) never include "nicht", "nie" or "kein", so a negated phrase
// does not match; `negationBefore` catches "nie" or "kein" just before a phrase that starts at its
// content word ("ich würde nie vor den Zug springen", "keine Suizidgedanken"). Phrases whose
// meaning is the negation ("ich will nicht mehr leben") carry it inside the match.
import type { LanguageCrisisRule, LanguageCrisisTable } from "./table";

type Category = LanguageCrisisRule["category"];

function crisis(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "crisis", pattern: new RegExp(source) };
}
function concern(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source) };
}
/** Counts only beside another phrase of the text ("ich habe einen Plan", "lebt wohl"). */
function weak(category: Category, level: "crisis" | "concern", source: string): LanguageCrisisRule {
  return { category, level, pattern: new RegExp(source), weak: true };
}
/** Someone the writer knows ("meine Freundin will sich umbringen"): concern, never crisis. */
function other(category: Category, source: string): LanguageCrisisRule {
  return { category, level: "concern", pattern: new RegExp(source), who: "other" };
}

// ---- slots -------------------------------------------------------------------------------------

/** Fillers and intensifiers between the words of a phrase: "ich will *einfach nur noch* sterben". */
const ADV = String.raw`(?:(?:einfach|nur|noch|echt|wirklich|so|gerade|grad|halt|eigentlich|jetzt|heute|heute nacht|heute abend|morgen|gestern|gestern nacht|letzte nacht|manchmal|oft|immer|wieder|mal|am liebsten|lieber|bald|gern|gerne|endlich|ehrlich|ernsthaft|langsam|total|sowieso|eh|ja|doch|schon|mittlerweile|inzwischen|allmahlich|allmaehlich),? ){0,4}`;
/** Up to three words, none a negation: "ich denke *darüber nach,* mich umzubringen". */
const GAP = String.raw`(?:(?!(?:nicht|nich|net|ned|nie|niemals|kein\w*)\b)\S+ ){0,3}?`;
/** First person before the verb ("ich", dialect "i"), generic "man", or none after "und" or at the start. */
const I = String.raw`(?:(?:\bich|\bi|\bman|\bund|\baber|\bdoch) |^)`;
/** Wanting: "will", "möchte", "würde gern", "wollte". */
const WANT = String.raw`(?:will|mo?e?chte?|mo?e?cht|wue?rde (?:so )?(?:gerne?|am liebsten)|wue?rd gern|wollte)`;
/** Wanting, first person, either order: "ich will", "will ich", "manchmal möchte ich". */
const I_WANT = String.raw`(?:${I}${WANT}|\b${WANT} (?:ich|man)|\bam liebsten (?:wue?rde|wue?rd|mo?e?chte|will) ich)`;
/** Killing oneself, infinitive: "mich umbringen", "mich umzubringen", "mir das Leben nehmen", "Schluss machen mit allem". */
const KILL = String.raw`(?:mich (?:selbst |selber )?${ADV}(?:um(?:zu)?bringen|(?:zu )?toe?ten|um(?:zu)?legen|(?:zu )?killen|auf(?:zu)?hae?ngen|(?:zu )?erhae?ngen|(?:zu )?erschiessen|(?:zu )?vergiften|(?:zu )?ertrae?nken|vor (?:den|einen|die) (?:zug|bahn|u-?bahn|s-?bahn|lkw|laster) (?:zu )?(?:werfen|schmeissen|legen))\b|mir (?:selbst )?das leben (?:zu )?nehmen|(?:selbstmord|suizid) (?:zu )?(?:begehen|machen|verue?ben)|(?:meinem|mein) leben (?:ein ende (?:zu )?(?:setzen|machen|bereiten)|(?:zu )?beenden)|(?:mit )?allem ein ende (?:zu )?(?:setzen|machen|bereiten)|dem ganzen ein ende (?:zu )?(?:setzen|machen|bereiten)|(?:mit allem|mit dem leben|mit meinem leben) schluss (?:zu )?machen|schluss (?:zu )?machen mit (?:allem|dem leben|meinem leben))`;
/** Pills and medicines, with the names people write. */
const PILLS = String.raw`(?:tabletten|pillen|schlaftabletten|schmerztabletten|ibus?|ibuprofen|paracetamol|tavor|diazepam|valium|zopiclon|antidepressiva|medikamente|packungen|schachteln)`;
/** Long ago: "vor fünf Jahren", "als ich 15 war", "damals", "früher", "in meiner Jugend", "2016". */
const LONG_AGO = String.raw`(?:vor (?:\d+|vielen|einigen|ein paar|zwei|drei|vier|fue?nf|zehn) jahren|als ich (?:\d+|jung|klein|jugendliche?r?|teenager|in der schule|noch zur schule)|mit (?:\d+|vierzehn|fue?nfzehn|sechzehn|siebzehn)(?: jahren)?\b|(?:19|20)\d\d|in meiner jugend|damals|fru?e?her)`;
/** The sentence says nothing of long ago (recent past counts in full, as in English). */
const recent = (core: string): string => String.raw`(?:${core})(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`;
/** The sentence puts it long ago: concern (decision 008, past ideation). */
const longAgo = (core: string): string => String.raw`(?:${core})(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))`;
/** Not said of someone else ("er will vor den Zug springen"): no third-person subject just before. */
const NOT_OTHER = String.raw`(?<!\b(?:er|sie|jemand|(?:mein|meine|meinem|meiner|dein|deine|sein|seine|ihr|ihre) [a-z]+)\b(?: (?!ich\b)[^\s,]+){0,4} )`;
/** Third person the writer knows: "er", "sie", "mein Bruder", "meine beste Freundin", "ein Freund". */
const THEY = String.raw`\b(?:er|sie|(?:mein|meine|meinem|meiner) (?:beste[rn]? )?[a-z]+|ein freund|eine freundin|jemand aus meine[rm] \S+)\b (?:[^\s,]+ ){0,3}?`;
/** A farewell letter to work or school, an ordinary one: "an die Kollegen", "für die Klasse". */
const WORKPLACE = String.raw`\b(?:an|fue?r) (?:die |das |den |meine |meinen |unsere |unser )?(?:kolleg\w*|team|firma|klasse|schule|chef\w*|abteilung|verein)\b`;
/** Recently: "gestern", "heute", "letzte Nacht", "wieder". */
const LATELY = String.raw`\b(?:gestern|heute|letzte nacht|letzte woche|diese woche|vorgestern|wieder|erneut)\b`;

export const DE_CRISIS: LanguageCrisisTable = {
  language: "de",
  foldAccents: true,
  rules: [
    // ---- wish to be dead (C-SSRS 1): said plainly it is crisis, as in English -----------------
    // "ich will sterben", "will einfach nur noch sterben", "manchmal möchte ich tot sein", "ich will verrecken"
    // (not "ich will alt sterben": only fillers may stand between).
    crisis("wish-to-be-dead", String.raw`${I_WANT} ${ADV}(?:sterben|tot sein|verrecken|abkratzen|krepieren|draufgehen)\b`),
    // Verb last: "dass ich sterben will", "weil ich einfach tot sein möchte".
    crisis("wish-to-be-dead", String.raw`\bich ${ADV}(?:sterben|tot sein) (?:will|mo?e?chte|wollte)\b`),
    // "ich will nicht mehr leben", "ich mag nimmer leben" (not "nicht ohne dich leben", "nicht so leben").
    crisis(
      "wish-to-be-dead",
      String.raw`(?:${I}(?:will|mo?e?chte|mag|kann)|\b(?:will|mo?e?chte|mag|kann) (?:ich|man)) ${ADV}(?:(?:nicht|nich|net|ned) mehr|nimmer) (?:weiter)?leben\b(?! (?:in|mit|ohne|bei|so|hier|dort|da|neben|auf|wie)\b)`,
    ),
    // "lasst mich sterben", "ich sollte tot sein", "ich verdiene es zu sterben", "ich hätte sterben sollen".
    crisis(
      "wish-to-be-dead",
      String.raw`\blass(?:t)? mich ${ADV}(?:sterben|tot sein)\b|\bich (?:sollte|mue?sste) ${ADV}tot sein\b|\bich verdiene ${ADV}(?:es )?(?:zu sterben|den tod|tot zu sein)\b|\bich hae?tte ${ADV}(?:sterben|tot sein) sollen\b`,
    ),
    // Passive: "ich wünschte, ich wäre tot", "wär ich doch tot", "ich wäre lieber tot" (not "lieber tot als
    // in diesen Schuhen", but "lieber tot als so weiterleben").
    concern(
      "wish-to-be-dead",
      String.raw`\bwue?nscht?e?(?: mir)?,? (?:ich|dass ich) ${ADV}(?:wae?re|wa?r|sei) ${ADV}tot\b|\b(?:wae?re|wa?r) ich (?:doch |nur |bloss |blos |einfach )+tot\b|\b(?:wae?re|war|bin) ${ADV}lieber tot\b(?! als\b)|\blieber tot als (?:\S+ ){0,3}?(?:so )?(?:weiter\w*|leben|zu leben|am leben|noch einen tag)\b|\bam liebsten (?:wae?re|wa?r) ich ${ADV}tot\b|\bbesser,? wenn ich ${ADV}tot (?:wae?re|wa?r|bin)\b|\b(?:wae?re|wa?r) ${ADV}gerne? tot\b|\b(?:wae?re|wa?r) ${ADV}besser tot\b`,
    ),
    // "ich wünschte, ich wäre nie geboren worden", "warum bin ich überhaupt geboren".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:wae?re|wa?r) ich (?:doch |nur |bloss |blos )?nie ${ADV}geboren\b|\bwue?nscht?e?(?: mir)?,? (?:ich|dass ich) (?:wae?re|wa?r) nie ${ADV}geboren\b|\bwarum (?:bin ich|wurde ich) (?:ue?berhaupt )?(?:geboren|auf der welt)\b|\bhae?tte ${ADV}(?:nie|nicht) geboren werden (?:sollen|due?rfen)\b`,
    ),
    // Tired of living: "ich bin lebensmüde", "lebensmuede", "das Leben satt", "kein Bock mehr zu leben"
    // (not "bist du lebensmüde?", an idiom for reckless).
    concern(
      "wish-to-be-dead",
      String.raw`(?:\bich bin|\bbin ich|\bbin|\bfue?hle? mich|\bich fue?hle? mich) ${ADV}lebensmue?de\b|\b(?:meine )?lebensmue?digkeit\b|\b(?:mue?de|satt|ue?berdrue?ssig) (?:vom|des|von meinem) lebens?\b|\b(?:das|mein) leben ${ADV}satt\b|\b(?:keine lust|kein bock|keinen bock|keine kraft|keinen willen) ${ADV}(?:mehr )?(?:zu leben|zum leben|auf (?:das|mein|s) leben|am leben zu bleiben)\b`,
    ),
    // "einschlafen und nie mehr aufwachen", "ich hoffe, ich wache morgen nicht mehr auf", "will nie wieder aufwachen".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:einschlafen|schlafen|einzuschlafen|ins bett gehen) (?:\S+ ){0,3}?(?:und )?(?:nie|nicht) (?:mehr |wieder )?(?:aufwachen|aufzuwachen)\b(?! (?:bevor|vor|bis|um|fru?e?h)\b)|\b(?:hoffe|wue?nscht?e?),? (?:dass )?ich (?:\S+ ){0,3}?(?:nie|nicht) (?:mehr |wieder )?(?:aufwache|auf(?=\s*$|,))|\b(?:will|mo?e?chte|wollte) (?:\S+ )?(?:nie|nicht) (?:mehr|wieder) aufwachen\b`,
    ),
    // "für immer verschwinden", "einfach aufhören zu existieren", "ich möchte nicht mehr existieren".
    concern(
      "wish-to-be-dead",
      String.raw`\b(?:fue?r immer|endgue?ltig) ${ADV}(?:verschwinden|weg sein)\b|\b(?:verschwinden|weg sein) ${ADV}(?:fue?r immer|endgue?ltig)\b|\baufhoe?ren zu existieren\b|${I_WANT} ${ADV}(?:nicht mehr|nicht) existieren\b`,
    ),
    // Weak beside another phrase: "ich will einfach nur verschwinden" (people say it of embarrassment, too).
    weak(
      "wish-to-be-dead",
      "concern",
      String.raw`${I_WANT} ${ADV}verschwinden\b(?! (?:aus|von|nach|in|vor|hier|zum|zur|fue?r (?:ein|eine|zwei))\b)`,
    ),

    // ---- suicidal thoughts (C-SSRS 2) -----------------------------------------------------------
    // "ich will mich umbringen", "möchte mir das Leben nehmen", "ich will Schluss machen mit allem", "i will selbstmord".
    crisis("suicidal-thoughts", String.raw`(?:${I_WANT}|${I}(?:muss|sollte|wue?rde)) ${ADV}(?:${KILL}|selbstmord\b|suizid\b)`),
    // "der Drang, mich umzubringen", "Lust, mir das Leben zu nehmen".
    crisis(
      "suicidal-thoughts",
      String.raw`\b(?:lust|bock|drang|druck|bedue?rfnis|verlangen|sehnsucht|versuchung|gedanken?),? ${ADV}(?:daran,? )?${KILL}`,
    ),
    // "ich denke an Selbstmord", "ich denke darüber nach, mich umzubringen", "ich spiele mit dem Gedanken an Suizid"
    // (not "an den Selbstmord meines Bruders").
    crisis(
      "suicidal-thoughts",
      recent(
        String.raw`\b(?:ich denke?|denke? ich|ich dachte|dachte ich|ich ue?berlege|ue?berlege ich|(?:ich )?spiele? mit dem gedanken|ich grue?bel\w*|ich fantasiere|(?:ich )?(?:habe?|hab) ${ADV}(?:ue?berlegt|daran gedacht|dran gedacht|drue?ber nachgedacht|darue?ber nachgedacht))\b,? ${GAP}(?:${KILL}|(?:an |ue?ber |den )?(?:selbstmord|suizid)\b(?! (?:meine[sr]?|von|des|der|deine[sr]?|seine[sr]?|ihre[sr]?)\b))`,
      ),
    ),
    // "ich habe Suizidgedanken", "meine Selbstmordgedanken sind wieder da", "ich bin suizidal".
    crisis(
      "suicidal-thoughts",
      String.raw`(?:(?:\bich (?:habe?|hatte)|\b(?:habe?|hatte) ich|\bmeine|\bwieder|\bstae?ndig|\bstarke) ${GAP}|^)(?:selbstmord|suizid)gedanken\b|(?:\bich bin|\bbin ich|\bfue?hle? mich|\bich fue?hle? mich|^bin) ${ADV}(?:suizidal|suizidgefae?hrdet|selbstmordgefae?hrdet)\b`,
    ),
    // "Selbstmord ist die einzige Lösung", "sterben wäre der einzige Ausweg" (not "keine Lösung").
    crisis(
      "suicidal-thoughts",
      String.raw`\b(?:selbstmord|suizid|sterben|der tod|mich umzubringen) (?:ist|wae?re|scheint|ist doch) ${ADV}(?:die |der |mein |meine )?(?:einzige|beste|letzte) (?:loe?sung|ausweg|option|weg)\b`,
    ),
    // Thinking of one's own death: "ich denke ständig an den Tod", "an meinen Tod": concern.
    concern(
      "suicidal-thoughts",
      String.raw`\b(?:ich denke?|denke? ich)\b ${ADV}(?:jeden tag |den ganzen tag |staendig |standig |nur noch )?an (?:den|meinen) tod\b`,
    ),
    // Long ago ("als ich 15 war, dachte ich an Selbstmord"): concern.
    concern(
      "suicidal-thoughts",
      longAgo(String.raw`\b(?:ich dachte|dachte ich|ich wollte|wollte ich)\b,? ${GAP}(?:${KILL}|(?:an |ue?ber )?(?:selbstmord|suizid)\b)`),
    ),

    // ---- intent (C-SSRS 4) ----------------------------------------------------------------------
    // "ich werde mich umbringen", "heute nacht werde ich mir das Leben nehmen", "ich habe vor, mich umzubringen",
    // "ich habe beschlossen zu sterben".
    crisis(
      "intent",
      String.raw`(?:${I}(?:werde|werd|geh|gehe)|\b(?:werde|werd) ich) ${ADV}${KILL}|\bich (?:habe?|hab) ${ADV}vor,? ${ADV}${KILL}|\b(?:ich (?:habe?|hab)|(?:habe?|hab) ich) (?:mich )?${ADV}(?:entschieden|beschlossen|entschlossen),? ${ADV}(?:zu sterben|${KILL})`,
    ),
    // The present for soon: "ich bring mich um", "heute nacht bringe ich mich um", "ich nehme mir das Leben",
    // "ich setze meinem Leben ein Ende" (not "bringe mich um den Schlaf").
    crisis(
      "intent",
      String.raw`(?:(?:\bich|\bund|\bi) |^)bring(?:e)? mich ${ADV}um\b(?! (?:den|die|das|meine?n?|jeden|alles|mein|\d+)\b)|\bbring(?:e)? ich mich ${ADV}um\b(?! (?:den|die|das|meine?n?|jeden|alles|mein|\d+)\b)|\b(?:ich nehme?|nehme? ich) mir ${ADV}das leben\b|\b(?:ich setze?|setze? ich) ${ADV}(?:meinem leben|allem|dem ganzen) ${ADV}ein ende\b|\b(?:ich mache?|mache? ich) ${ADV}schluss mit (?:allem|dem leben|meinem leben)\b`,
    ),
    // Weak beside another phrase: "ich mach heute Schluss", "heute ist es soweit", "ich tu es heute Nacht".
    weak(
      "intent",
      "crisis",
      String.raw`\bich (?:mache?|mach|will|mo?e?chte) ${ADV}schluss(?: machen)?(?=\s*$|,)|\b(?:heute|heute nacht|morgen) ist es so ?weit\b|\bich tu(?:e)? es ${ADV}(?:heute|heute nacht|morgen|jetzt)\b|\bdas ist meine letzte nacht\b|\b(?:morgen|heute nacht|bald) bin ich (?:nicht mehr da|weg|tot)\b`,
    ),

    // ---- plan (C-SSRS 5) ------------------------------------------------------------------------
    // "ich plane meinen Suizid", "ich habe geplant, mich umzubringen", "ich weiß, wie ich mich umbringe".
    crisis(
      "plan",
      String.raw`\b(?:plane?|geplant|planne?)\b,? ${ADV}(?:meinen (?:tod|suizid|selbstmord)|${KILL}|zu sterben)|\bmeinen (?:tod|suizid|selbstmord) ${ADV}(?:geplant|planen|vorbereitet|vorbereiten|durchgeplant)\b|\bich wei(?:ss|s),? ${ADV}(?:wie|wo|wann) ich ${ADV}(?:mich umbringe|mich umbringen werde|sterben werde|es beende)\b`,
    ),
    // Weak beside another phrase: "ich weiß schon, wie ich es mache", "ich habe es für Freitag geplant", "ich hab einen Plan".
    weak(
      "plan",
      "crisis",
      String.raw`\bich wei(?:ss|s),? ${ADV}(?:genau |bereits )?(?:wie|wo|wann) ich es ${ADV}(?:mache|tue|tun werde|machen werde|mach|tu|anstelle)\b|\bich (?:habe?|hab) ${ADV}(?:es|alles) ${ADV}(?:geplant|durchgeplant|vorbereitet)(?=\s*$|,| fue?r)|\bich (?:habe?|hab) (?:es|alles) fue?r (?:\S+ )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|heute|morgen|nacht|wochenende) geplant\b|\bich (?:habe?|hab) einen plan\b(?! fue?r\b)|\bder plan steht\b`,
    ),

    // ---- method (C-SSRS 3; searching for a way, NIMH) -------------------------------------------
    // "wie viele Tabletten braucht man zum Sterben", "wieviele Schlaftabletten sind tödlich".
    crisis(
      "method",
      String.raw`\bwie ?viele (?:\S+ ){0,2}?${PILLS}\b[^,]{0,40}?(?:sterben|\btot\b|toe?dlich|umbringen|umzubringen|nicht mehr aufwach|ue?berdosis)`,
    ),
    // "tödliche Dosis", "welche Tabletten sind tödlich".
    crisis(
      "method",
      String.raw`\b(?:toe?dliche|letale) (?:dosis|menge)\b|\b(?:welche|was fue?r) ${PILLS} (?:\S+ )?(?:sind|ist|wae?ren) (?:\S+ )?(?:toe?dlich|letal)\b`,
    ),
    // "die schmerzloseste Art zu sterben", "wie bringt man sich am schnellsten um", "wie stirbt man schmerzlos".
    crisis(
      "method",
      String.raw`\b(?:schmerzlos|schnellst|einfachst|sicherst|best|sanftest|leichtest)\w* (?:art|weg|methode|moe?glichkeit)\w* ${ADV}(?:zu sterben|sich umzubringen|${KILL}|sich das leben zu nehmen)|\bwie (?:bringe? ich|bringt man|kann ich|kann man) (?:\S+ ){0,2}?(?:mich|sich) (?:\S+ ){0,2}?(?:um\b|umbringen|toe?ten|das leben nehmen)|\bwie (?:sterbe ich|stirbt man) ${ADV}(?:schmerzlos|schnell|am schnellsten|ohne schmerzen)\b`,
    ),
    // "welche Brücke ist hoch genug", "wie hoch muss ein Stockwerk sein, damit man tot ist".
    crisis(
      "method",
      String.raw`\b(?:welche|wie hoch|welches) (?:\S+ ){0,2}?(?:brue?cke|hochhaus|gebae?ude|stockwerk|etage|dach|turm|parkhaus)\b[^,]{0,40}?(?:hoch genug|genug|toe?dlich|sterben|\btot\b|ue?berleben)`,
    ),
    // "vor den Zug springen", "mich vor einen Zug werfen", "von der Brücke springen" (not someone else's, not into the lake).
    crisis(
      "method",
      String.raw`${NOT_OTHER}\b(?:vor|unter) (?:den|einen|die|eine) (?:zug|u-?bahn|s-?bahn|bahn|lkw|laster|auto|bus|strassenbahn|tram)\b (?:zu )?(?:werfen|springen|legen|laufen|schmeissen)\b|${NOT_OTHER}\b(?:von|vom) (?:der |einer |dem |einem )?(?:\S+ )?(?:brue?cke|dach|hochhaus|balkon|turm|klippe|parkhaus|gebae?ude)\b (?:zu )?(?:springen|stue?rzen|werfen)\b(?! (?:ins|in den|in die)\b)|${NOT_OTHER}\baus dem fenster (?:zu )?(?:springen|stue?rzen)\b`,
    ),
    // Means at hand: "den Strick schon gekauft", "die Tabletten liegen bereit", "ich sammle Schlaftabletten".
    crisis(
      "method",
      String.raw`\b(?:den|einen|meinen|der|ein) strick\b (?:\S+ ){0,3}?(?:in der hand|bereit|gekauft|besorgt|geknotet|gebunden|hae?ngt)\b|\b(?:das|mein) seil (?:\S+ ){0,3}?(?:in der hand|liegt bereit|ist bereit|hae?ngt schon)\b|\b(?:die|alle|meine) ${PILLS} (?:\S+ ){0,3}?(?:in der hand|in meiner hand|vor mir|neben mir|liegen bereit|bereitgelegt|abgezae?hlt)\b|\b${PILLS} (?:\S+ ){0,2}?(?:gesammelt|gehortet|gebunkert|aufgespart|zusammengespart)\b|\b(?:sammle|horte|bunkere?) (?:\S+ ){0,2}?${PILLS}\b`,
    ),
    // "mich aufhängen", "mir die Pulsadern aufschneiden", "mir die Kugel geben", "ich vergifte mich".
    crisis(
      "method",
      String.raw`(?<!\b(?:er|sie|jemand|man) (?:will|wollte|wird|droht|kann) )\b(?:mich ${ADV}(?:auf(?:zu)?hae?ngen|(?:zu )?erhae?ngen|(?:zu )?erschiessen|(?:zu )?vergiften|(?:zu )?ertrae?nken)|mir ${ADV}(?:die pulsadern (?:auf(?:zu)?schneiden|auf(?:zu)?schlitzen|(?:zu )?schneiden)|die kugel (?:zu )?geben|den goldenen schuss (?:zu )?(?:setzen|geben)))\b|\bich (?:hae?nge|erhae?nge|erschiesse|vergifte) mich\b`,
    ),
    // Weak beside another phrase: "ich stehe auf der Brücke", "ich sitze an den Gleisen" (not "und mache Fotos").
    weak(
      "method",
      "crisis",
      String.raw`\bich (?:stehe?|sitze?) ${ADV}(?:auf|an) (?:der|dem|den|einer|einem) (?:brue?cke|dach|gleisen|gleis|klippe|gelae?nder|bru?e?stung)\b(?! (?:und|mit|zum|zur|im|in)\b)`,
    ),
    // Weak beside another phrase: "ich hab ein Seil", "Rasierklingen gekauft", "ich habe genug Tabletten".
    weak(
      "method",
      "crisis",
      String.raw`\bich (?:habe?|hab) (?:\S+ )?(?:ein seil|das seil|genug ${PILLS}|die ${PILLS} schon)\b|\bseil (?:\S+ )?gekauft\b|\brasierklingen? (?:\S+ )?(?:gekauft|besorgt|geholt)\b`,
    ),

    // ---- preparatory acts, goodbyes, attempts (C-SSRS 6) ----------------------------------------
    // "ich habe meinen Abschiedsbrief geschrieben", "mein Abschiedsbrief liegt bereit" (not one to the colleagues,
    // not one someone else left).
    crisis(
      "preparatory-acts",
      String.raw`(?:\b(?:mein(?:en)?|ich (?:habe?|hab) ${ADV}(?:einen|den|meinen)|ich schreibe? ${ADV}(?:einen|meinen|den|an meinem)|schreibe? ${ADV}an meinem) abschiedsbrie\w*|(?<=\bich\b.{0,40})\babschiedsbrie\w* (?:\S+ ){0,3}?(?:geschrieben|fertig|liegt bereit|ist fertig)\b)(?!.*${WORKPLACE})(?<!${WORKPLACE}.*)`,
    ),
    // Giving things away for after: "ich verschenke meine Sachen, ich brauche sie eh nicht mehr".
    crisis(
      "preparatory-acts",
      String.raw`\b(?:verschenke?|verteile?|verschenkt|gebe? (?:\S+ ){0,3}?weg)\b(?!.*\b(?:alte[nrs]?|klamotten|kleidung|zu klein|umzug|ausmisten|flohmarkt)\b).{0,40}?(?:brauche? (?:sie|das|es|ich) ${ADV}(?:eh |sowieso |ja )?nicht mehr|wenn ich (?:nicht mehr (?:da|hier)|weg|tot) bin)`,
    ),
    // Weak beside another phrase: "ich verschenke alle meine Sachen".
    weak(
      "preparatory-acts",
      "crisis",
      String.raw`\bich (?:verschenke?|verteile?) ${ADV}(?:alle |all )?meine (?:sachen|habseligkeiten|lieblingssachen)\b|\bich (?:habe?|hab) ${ADV}(?:alle |all )?meine (?:sachen|habseligkeiten|lieblingssachen) ${ADV}verschenkt\b`,
    ),
    // "ich verabschiede mich für immer", "Abschied für immer", "das ist meine letzte Nachricht".
    crisis(
      "preparatory-acts",
      String.raw`\b(?:ich verabschiede mich|verabschiede mich|mich (?:zu )?verabschieden) (?:\S+ ){0,3}?(?:fue?r immer|endgue?ltig|fue?r alle zeit|von dieser welt)\b|\babschied fue?r (?:immer|alle zeit)\b|\bdas (?:hier )?ist (?:mein|meine) (?:letzter (?:post|eintrag|brief)|letzte nachricht|abschied)\b`,
    ),
    // Weak beside another phrase: "lebt wohl", "tschüss an alle", "es tut mir leid für alles", "danke für alles".
    weak(
      "preparatory-acts",
      "crisis",
      String.raw`\b(?:lebt|lebe) wohl\b|\b(?:tschue?ss|tschau|adieu|macht(?:'?s)? gut) (?:alle|allen|zusammen|an alle|fue?r immer|welt)\b|\bes tut mir leid (?:fue?r|um) alles\b|\bdanke fue?r alles\b|\bverzeih(?:t)? mir\b`,
    ),
    // An attempt, recent: "ich habe gestern versucht, mich umzubringen", "mein Suizidversuch letzte Woche".
    crisis(
      "preparatory-acts",
      recent(
        String.raw`\b(?:ich (?:habe?|hab)|(?:habe?|hab) ich) ${ADV}(?:versucht|probiert),? ${ADV}${KILL}|\b(?:mein(?:em|en)?|ich hatte ${ADV}einen|ich (?:habe?|hab) ${ADV}einen) (?:\S+ )?(?:suizidversuch|selbstmordversuch|suizid-versuch)\b`,
      ),
    ),
    // An attempt long ago ("mit 16 habe ich versucht, mich umzubringen"): concern.
    concern(
      "preparatory-acts",
      longAgo(
        String.raw`\b(?:ich (?:habe?|hab)|(?:habe?|hab) ich) ${ADV}(?:versucht|probiert),? ${ADV}${KILL}|\b(?:mein(?:em|en)?|ich hatte ${ADV}einen) (?:\S+ )?(?:suizidversuch|selbstmordversuch)\b`,
      ),
    ),
    // Overdose taken: "ich habe eine ganze Packung Tabletten geschluckt", "alle Schlaftabletten auf einmal genommen".
    crisis(
      "preparatory-acts",
      recent(
        String.raw`\bich (?:habe?|hab) ${ADV}(?:die ganze|eine ganze|ne ganze|zwei|drei) (?:packung(?:en)?|schachteln?) (?:\S+ )?(?:${PILLS} )?${ADV}(?:genommen|geschluckt|eingeworfen)\b|\bich (?:habe?|hab) ${ADV}\d{2,} (?:\S+ )?${PILLS} ${ADV}(?:genommen|geschluckt|eingeworfen)\b|\bich (?:habe?|hab) ${ADV}alle (?:meine )?${PILLS} (?:auf einmal|auf einen schlag|zusammen) (?:genommen|geschluckt|eingeworfen)\b|\b(?:habe?|hab) (?:\S+ ){0,2}?(?:eine )?ue?berdosis ${ADV}(?:genommen|geschluckt)\b`,
      ),
    ),

    // ---- self-harm, now ---------------------------------------------------------------------
    // "ich ritze mich", "hab mich wieder geritzt", "der Druck zu ritzen" (not "seit zwei Jahren nicht mehr").
    crisis(
      "self-harm",
      recent(
        String.raw`\britze? mich\b(?! (?:nicht|nie|seit)\b)|\bmich ${ADV}(?:ritzen|zu ritzen|geritzt)\b|\b(?:wieder|heute|gestern|erneut|nochmal|noch mal) ${ADV}geritzt\b|\bam ritzen\b|\b(?:drang|druck|lust|bedue?rfnis|verlangen),? ${ADV}(?:mich )?(?:zu )?ritzen\b|\britzdruck\b`,
      ),
    ),
    // "ich schneide mich", "ich will mir wehtun", "ich habe mich absichtlich verbrannt" (not "beim Kochen", "an der Sonne").
    crisis(
      "self-harm",
      String.raw`\bich (?:schneide?|verletze?|verbrenne?) mich\b(?! (?:an|am|beim|aus versehen|versehentlich|in den finger|nicht|nie)\b)(?!.*\b(?:aus versehen|versehentlich|beim kochen|beim rasieren)\b)|(?:\bich|\bdrang|\bdruck|\blust|\bbedue?rfnis|\bverlangen)\b[^,]{0,30}?\b(?:mich|mir) ${ADV}(?:selbst |selber )?(?:(?:zu )?verletzen|wehtun|weh tun|wehzutun|weh zu tun|(?:zu )?schneiden|(?:zu )?verbrennen|schmerzen zuzufue?gen|schmerzen zufue?gen)\b|\bmich (?:\S+ ){0,2}?(?:wieder|erneut) (?:\S+ )?geschnitten\b(?!.*\b(?:aus versehen|versehentlich|beim|am papier)\b)|\b(?:mich|mir) (?:\S+ ){0,3}?(?:absichtlich|mit absicht|extra|mit (?:einer |der |dem |einem )?(?:klinge|rasierklinge|scherbe|feuerzeug|zigarette)) (?:\S+ ){0,2}?(?:geschnitten|verletzt|verbrannt|aufgeschnitten|wehgetan|weh getan)\b`,
    ),
    // The words for it, of oneself: "meine Selbstverletzung", "Rückfall mit SVV", "hab wieder SVV gemacht".
    crisis(
      "self-harm",
      String.raw`\b(?:meine|ich (?:habe?|hab)|wieder|rue?ckfall|mache?|mach)\b ${GAP}(?:selbstverletzung|svv|selbstverletzendes verhalten)\b|\brue?ckfall\b (?:\S+ ){0,2}?(?:geritzt|svv|selbstverletzung|ritzen)\b`,
    ),
    // "ich hab mir wieder die Arme aufgeschnitten", "mir die Haut aufritzen".
    crisis(
      "self-harm",
      String.raw`\bmir ${ADV}(?:die |den |meine |meinen )?(?:arme?|unterarme?|handgelenke?|beine?|oberschenkel|haut|bauch) ${ADV}(?:aufgeschnitten|aufgeritzt|geritzt|zerschnitten|aufgekratzt|verbrannt|aufschneiden|aufritzen|aufzuschneiden|aufzuritzen|zerschneiden|verbrennen)\b`,
    ),
    // Weak beside another phrase: "neue Schnitte", "die Klinge in der Hand".
    weak(
      "self-harm",
      "crisis",
      String.raw`\b(?:neue|frische|tiefe|tiefere) (?:schnitte|wunden|narben)\b|\b(?:klinge|rasierklinge|scherbe) (?:\S+ ){0,2}?(?:in der hand|auf dem arm|am arm|am handgelenk)\b`,
    ),
    // Long ago ("früher habe ich mich geritzt"): concern.
    concern("self-harm", longAgo(String.raw`\bmich ${ADV}(?:\S+ )?geritzt\b|\bich ritzte mich\b`)),

    // ---- hopelessness (concern) -------------------------------------------------------------
    // "ich kann nicht mehr", "ich halte das nicht mehr aus", "i kann nimmer" (not "nicht mehr schlafen").
    concern(
      "hopelessness",
      String.raw`(?:(?:\bich|\bi|\bund|\baber) |^)(?:kann|halte?|packe?|schaffe?|ertrage?) ${ADV}(?:das |es )?(?:einfach |echt |wirklich |so |alles )?(?:(?:nicht|nich|net|ned) mehr|nimmer|nimma)(?: aus)?(?=\s*$|,| (?:aus|weiter|so|und|ich|mit dem leben|leben)\b)`,
    ),
    // "ich will nicht mehr", "ich will nicht mehr hier sein", "ich mag nimmer".
    concern(
      "hopelessness",
      String.raw`(?:(?:\bich|\bi|\bund|\baber) |^)(?:will|mag|mo?e?chte?) ${ADV}(?:(?:nicht|nich|net|ned) mehr|nimmer|nimma)(?:(?=\s*$|,| (?:so weiter|weiter|kae?mpfen|ich)\b)| (?:hier|da|auf dieser welt) sein\b)`,
    ),
    // "das Leben hat keinen Sinn", "ich sehe keinen Sinn mehr", "kein Grund mehr zu leben", "wozu noch leben".
    concern(
      "hopelessness",
      String.raw`\b(?:das leben|mein leben|alles|das alles|es hat alles|es hat doch alles) ${ADV}(?:hat|macht|ergibt) ${ADV}(?:keinen|kein) sinn\b|\b(?:hat|macht|ergibt) ${ADV}(?:alles |doch |eh )?keinen sinn mehr(?=\s*$)|\bsehe? ${ADV}keinen sinn ${ADV}(?:mehr )?(?:im leben|in meinem leben|zu leben|weiterzuleben|weiterzumachen|in allem|in nichts|mehr(?=\s*$|,))|\bkein(?:en)? (?:grund|sinn) ${ADV}(?:mehr )?(?:zu leben|weiterzuleben|weiterzumachen|am leben zu bleiben|aufzustehen|aufzuwachen)\b|\b(?:mein leben|das leben|alles) (?:ist|fue?hlt sich) ${ADV}(?:sinnlos|wertlos|nicht lebenswert)\b|\bwozu ${ADV}(?:leben|weiterleben|weitermachen)\b|\bwarum (?:sollte ich|soll ich) ${ADV}(?:leben|weiterleben|weitermachen)\b`,
    ),
    // "alle wären besser dran ohne mich", "ohne mich wären alle glücklicher", "es ginge allen besser ohne mich".
    concern(
      "hopelessness",
      String.raw`\b(?:alle|jeder|allen|meine[mnr]? \S+|mein \S+|die welt|ihr)\b (?:\S+ ){0,3}?(?:wae?ren|wae?re|wa?r|ginge?|gings) ${ADV}(?:besser|glue?cklicher|leichter)(?: dran)? ohne mich\b|\bohne mich (?:wae?ren|wae?re|ginge? es|gings|hae?tten|hae?tte) ${ADV}(?:alle|alles|jeder|es|meine \S+|mein \S+|die welt|ihr|sie) ${ADV}(?:besser|leichter|glue?cklicher)|\bbesser dran ohne mich\b|\b(?:ginge?|gings) es (?:\S+ ){0,2}?besser ohne mich\b`,
    ),
    // "ich bin nur eine Last für alle", "ich fühle mich wie eine Belastung", "ich falle allen zur Last".
    concern(
      "hopelessness",
      String.raw`(?:\bich bin|\bbin ich|\bfue?hle? mich (?:wie )?|\bich fue?hle? mich (?:wie )?|\bbin) (?:(?:allen|jedem|meiner familie|meinen eltern|euch) )?${ADV}(?:eine |nur eine |nur noch eine |so eine )?(?:last|belastung|bue?rde)(?:(?=\s*$|,)| fue?r (?:alle|jeden|meine \S+|mein \S+|euch|andere|die anderen)\b)|\bfalle? (?:\S+ ){0,2}?zur last\b`,
    ),
    // "niemand würde mich vermissen", "keiner würde es merken, wenn ich weg wäre".
    concern(
      "hopelessness",
      String.raw`\b(?:niemand|keiner)\b (?:\S+ ){0,2}?(?:wue?rde|wird) mich ${ADV}vermissen\b|\b(?:niemand|keiner|keinem) (?:wue?rde|wird) (?:es )?(?:auffallen|merken|bemerken),? wenn ich (?:\S+ )?(?:weg|tot|nicht mehr (?:da|hier)|verschwinde|sterbe)\b`,
    ),
    // Weak beside another phrase: "es wird sich nie was ändern", "kein Ausweg", "ich hasse mein Leben", "ich bin am Ende".
    weak(
      "hopelessness",
      "concern",
      String.raw`\bes wird sich ${ADV}nie ${ADV}(?:was |etwas |irgendwas )?ae?ndern\b|\bes wird nie ${ADV}besser\b|\bkein ausweg\b|\bausweglos\b|\b(?:keine|null) hoffnung mehr\b|\bich hasse mein leben\b|\bich (?:gebe?|geb) auf\b|\bich bin ${ADV}am ende\b`,
    ),

    // ---- someone else at risk now (concern) --------------------------------------------------
    // "meine Freundin will sich umbringen", "er redet davon, sich das Leben zu nehmen", "sie will sterben".
    other(
      "suicidal-thoughts",
      String.raw`${THEY}(?:will|mo?e?chte|denkt|redet|spricht|droht|hat gesagt|sagt|schreibt|hat geschrieben|plant)\b,? ${GAP}(?:sich ${ADV}(?:um(?:zu)?bringen|das leben (?:zu )?nehmen|(?:zu )?toe?ten)|sterben|selbstmord|suizid|nicht mehr leben)\b`,
    ),
    // "mein Bruder hat gestern versucht, sich umzubringen" (an attempt this week; someone else's past stays none).
    other(
      "preparatory-acts",
      String.raw`${THEY}(?:hat|hatte) ${ADV}(?:versucht|probiert),? sich ${ADV}(?:umzubringen|das leben zu nehmen)\b(?:(?=.*${LATELY})|(?<=${LATELY}.*))`,
    ),
    // "meine Schwester ritzt sich", "er verletzt sich selbst" (not "beim Sport").
    other("self-harm", String.raw`${THEY}(?:ritzt|schneidet|verletzt) sich\b(?! (?:beim|an|am|aus versehen|versehentlich)\b)`),
  ],
  idioms: [
    // "ich lach mich tot", "hab mich totgelacht", "wir lachen uns kaputt".
    /\b(?:lach\w*|gelacht) (?:mich|mir|uns|dich|sich|euch) (?:\S+ )?(?:tot|kaputt|schlapp|schief|krumm)\b|\btot ?(?:ge)?lach\w*/,
    // "todmüde", "todmuede", "todsicher", "todlangweilig", "totunglücklich".
    /\btod(?:mue?de|krank|schick|sicher|langweilig|ernst|traurig|unglue?cklich|schlecht|chic|still|elend|bleich)\w*|\btot(?:mue?de|unglue?cklich|langweilig)\w*/,
    // "ich sterbe vor Hunger", "vor Langeweile gestorben", "sterbe vor Lachen".
    /\bsterb\w* (?:\S+ )?vor (?:hunger|durst|langeweile|hitze|lachen|neugier|angst|scham|kae?lte|sehnsucht|liebe|mue?digkeit|stress|schmerzen|glue?ck|aufregung)\b|\bvor (?:hunger|durst|langeweile|hitze|lachen|neugier|angst|scham|kae?lte|sehnsucht|liebe|mue?digkeit|stress|glue?ck|aufregung) (?:\S+ )?(?:sterben|gestorben|sterbe|sterb|umkommen|umgekommen|eingehen)\b/,
    // "das bringt mich um", "die Hitze bringt mich noch um", "meine Mutter bringt mich um".
    /\b(?:bringt|bringst|bringen|brachte) (?:mich|einen|uns) (?:\S+ ){0,2}?um\b/,
    // "zu Tode gelangweilt", "zu Tode erschrocken", "mich zu Tode schämen".
    /\bzu tode (?:gelangweilt|langweilen|erschrocken|erschrecken|geae?rgert|ae?rgern|geschae?mt|schae?men|gearbeitet|arbeiten|gelacht|lachen|gefroren|frieren|genervt|gestresst|gehetzt|geschuftet|gefue?rchtet|fue?rchten|lieben|geliebt)\b/,
    // "sterbenslangweilig", "kein Sterbenswort", "sterbenskrank".
    /\bsterbens(?:langweilig|krank|elend|wort|seele|ue?bel)\w*/,
    // Breaking up: "mit meinem Freund Schluss machen", "sie hat Schluss gemacht"; stopping work: "Schluss für heute".
    /\bschluss (?:ge)?mach\w* (?:\S+ )?mit (?:mir|ihm|ihr|dir|(?:meinem|meiner|dem|der|ihrem|seinem|seiner|ihrer) (?!leben\b)\S+)|\bmit (?:mir|ihm|ihr|dir|(?:meinem|meiner|dem|der|ihrem|seinem|seiner|ihrer) (?!leben\b)\S+) (?:\S+ )?schluss (?:ge)?mach\w*|\b(?:hat|haben|hast) (?:\S+ )?schluss gemacht\b|\bschluss fue?r heute\b/,
    // Reckless, not suicidal: "bist du lebensmüde?", "ein lebensmüder Fahrer".
    /\b(?:bist du|seid ihr|ist er|ist sie|sind die|ist der|ist die) (?:\S+ )?lebensmue?de\b|\blebensmue?de[nr]? (?:fahrer|aktion|idee|stunt|manoe?ver|typ(?:en)?)\b|\bwie (?:ein|eine) lebensmue?de\w*/,
    // "Selbstmordkommando", "Selbstmordattentäter" (news), "selbstmörderisch" (a reckless plan).
    /\bselbstmord(?:kommando|mission|attentat\w*|attentae?ter\w*|anschlag\w*|bomber\w*)|\bselbstmoe?rderisch\w*/,
    // "ich falle gleich tot um", "tot umfallen".
    /\btot umfall\w*|\bfall\w* (?:\S+ ){0,2}?tot um\b/,
    // Working oneself to death: "ich arbeite mich tot", "totgeschuftet", "ich ärgere mich zu Tode".
    /\b(?:arbeit|schuft|lern|renn|frier|schwitz|such|ae?rger|tanz|sauf|shopp)\w* (?:mich|mir|dich|sich|uns) (?:\S+ )?(?:tot|zu tode)\b|\btot(?:ge)?(?:arbeit|schuft|lern|such|frier|schwitz|ae?rger|sauf)\w*/,
    // Annoyed at oneself: "ich könnte mich erschießen, dass ich das vergessen habe", "könnte mich ohrfeigen".
    /\bich (?:koe?nnte|konnt|koennt) mich (?:\S+ )?(?:erschiessen|ohrfeigen|in den arsch beissen|treten)\b(?= *(?:,|$|dass|weil|wegen|so|fue?r|ue?ber))/,
    // Someone else "kills" the writer (a scolding): "meine Mutter killt mich".
    /\b(?:killt|tue?tet|toe?tet) mich\b/,
  ],
  // "nicht", "nie", "niemals", "kein…" with a few words of the clause ("ich würde nie vor den Zug springen").
  negationBefore:
    /\b(?:nicht|nich|net|ned|nie|niemals|kein|keine|keinen|keinerlei|never)(?: (?:so|wirklich|daran|dran|vor|an|ue?ber|zu|mal|je|jemals|ernsthaft|einfach|mich|mir)){0,2},? ?$/,
  laughter:
    /\b(?:ha){2,}h?\b|\b(?:he){2,}\b|\b(?:hi){2,}\b|\blol\b|\brofl\b|\blmao\b|\bxd\b|😂|🤣|😹|\*lach\w*\*|\b(?:war |ist )?nur (?:ein )?(?:spass|scherz|witz)\b|\bjk\b/,
  story:
    /\b(?:im film|der film|den film|einem film|in der serie|die serie|im buch|das buch|im roman|der roman|die figur|die hauptfigur|der protagonist|die protagonistin|in der folge|doku|dokumentation|in den nachrichten|die nachrichten|in der zeitung|zeitungsartikel|artikel ue?ber|bericht ue?ber|studie|statistik|prae?vention|vortrag|referat|podcast|im lied|das lied|der song|im song|songtext|liedtext|tatort|krimi|welttag|aktionstag|kampagne)\b/,
};

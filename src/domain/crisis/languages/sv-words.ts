// The words the Swedish crisis phrase table (sv.ts) is built from: the people and slots
// a pattern names, the pattern expander `p`, the rule makers and the past-aware rule pair.
import type { CrisisCategory } from "../detector";
import { concern, crisis, other, slotPattern, weak } from "./table";
import type { LanguageCrisisRule } from "./table";

/** A third person the writer knows: their words are someone else at risk (concern). */
const PERSON_WORDS = String.raw`han|hon|hen|de|dom|hans|hennes|deras|(?:min|mitt|mina|din|ditt|dina|er|ert|era) \S+|kompisen|vannen|polaren|brorsan|syrran|morsan|farsan|killen|tjejen|grabben`;
const PERSONS = `(?:${PERSON_WORDS})`;
/** Any third-person subject, people in general and characters too: a phrase right after one is not the writer's. */
const OTHERS = `(?:${PERSON_WORDS}|alla|folk|manniskor|nagon|nan|personen|karaktaren|huvudpersonen|mannen|kvinnan)`;

const SLOTS: Readonly<Record<string, string>> = {
  me: String.raw`(?:mig|mej)`,
  myself: String.raw`(?:mig|mej) (?:sjalv|sjav)`,
  /** Adverbs allowed between the verb and the rest ("vill bara dö", "vill typ dö"); never "inte". */
  adv: String.raw`(?:(?:bara|ba|verkligen|typ|liksom|helst|fan|assa|seriost|egentligen|bokstavligen|garna|sa garna|mest|nastan|nog|ju|nu|redan|snart|ocksa|helt|kanske|just nu|ibland|alltid|fortfarande|igen|helt enkelt|pa riktigt|ofta) ){0,3}`,
  /**
   * Right after the verb: the writer's unless a third-person subject stands within three words
   * before it with no "jag" between ("hon vill dö" is someone else, "hon vet att jag vill dö" the
   * writer; "hon skrev "jag vill dö"" quotes her). A lookbehind after the verb runs only where
   * the verb matched, which keeps the table fast.
   */
  mine: String.raw`(?<!\b${OTHERS} (?:(?!(?:jag|ja)\b)\S+ ){0,3}\S+)`,
  others: PERSONS,
  /** Up to three words after a third-person subject, none of them "jag" (then it is the writer's). */
  gap: String.raw`(?:(?!jag\b|ja\b)\S+ ){0,3}`,
  pills: String.raw`(?:tabletter|tabletterna|tabletten|piller|pillren|somntabletter|lugnande|medicin|mediciner|medicinerna|alvedon|panodil|ipren|citodon|tramadol|stesolid|sobril|imovane|propavan|atarax|insulin|paracetamol|burken|kartan|kartorna)`,
  /** Phrases for killing oneself, after a verb ("vill ...", "ska ..."). */
  killme: String.raw`(?:ta livet av (?:mig|mej)|ta mitt (?:eget )?liv|ta (?:mig|mej) av daga|doda (?:mig|mej) sjalv|ta ihjal (?:mig|mej)|bega sjalvmord|avsluta mitt liv|gora slut pa (?:mitt liv|(?:mig|mej) sjalv))`,
  weekday: String.raw`(?:mandag|tisdag|onsdag|torsdag|fredag|lordag|sondag|helgen|ikvall|i kvall|inatt|i natt|imorgon|i morgon|nasta vecka)`,
};

/** A pattern with {slot} names expanded. */
export const p = slotPattern("sv", SLOTS);

export { concern, crisis, other, weak };

/** Long ago: "för fem år sedan", "när jag var 15", "i tonåren", "på högstadiet", "2015". */
const LONG_AGO = String.raw`(?:for (?:\d+|tva|tre|fyra|fem|sex|sju|atta|nio|tio|manga|flera|nagra|ett par) ar sedan|for lange sedan|nar jag var (?:\d+|liten|ung|yngre|tonaring|barn)|som (?:tonaring|barn)|i tonaren|pa (?:hogstadiet|mellanstadiet|gymnasiet)|i min ungdom|forr i tiden|\b(?:19|20)\d\d\b)`;
/** Said to be over: "mår mycket bättre nu", "är glad att jag lever", "det är över". */
const RECOVERED = String.raw`(?:mar (?:jag )?(?:mycket |mkt |sa mycket |betydligt )?battre|(?:glad|tacksam) (?:att|over att) jag lever|har det bra nu|det ar over|ar forbi|tagit (?:mig|mej) ur det|livet ar bra nu)`;
/**
 * Past ideation, attempts and self-harm (decision 008): recent past counts in full; a sentence
 * that puts it long ago is concern; long ago and said to be over is none.
 */
export function pastAware(category: CrisisCategory, pattern: RegExp): LanguageCrisisRule[] {
  const core = pattern.source;
  return [
    crisis(category, new RegExp(String.raw`(?:${core})(?!.*${LONG_AGO})(?<!${LONG_AGO}.*)`)),
    concern(category, new RegExp(String.raw`(?:${core})(?:(?=.*${LONG_AGO})|(?<=${LONG_AGO}.*))(?!.*${RECOVERED})(?<!${RECOVERED}.*)`)),
  ];
}

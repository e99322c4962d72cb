// The words the Polish crisis phrase table (pl.ts) is built from: the people and slots
// a pattern names, the pattern expander `p`, the rule makers and the past-aware rule pair.
import type { CrisisCategory } from "../detector";
import { concern, crisis, other, slotPattern, weak } from "./table";
import type { LanguageCrisisRule } from "./table";

/** Someone the writer knows, or a verb reporting their words: the phrase after it is theirs. */
const PERSON_WORDS = String.raw`on|ona|oni|one|jego|jej|ich|(?:moj|moja|moje|moi|mojego|mojej|twoj|twoja|twoje|nasz|nasza|nasze) \S+|brat|siostra|kolega|kolezanka|przyjaciel|przyjaciolka|kumpel|kumpela|mama|tata|ojciec|matka|syn|corka|chlopak|dziewczyna|maz|zona|partner|partnerka|babcia|dziadek|wujek|ciocia|kuzyn|kuzynka|sasiad|sasiadka|znajomy|znajoma|mowi|mowil|mowila|powiedzial|powiedziala|napisal|napisala|pisal|pisala|twierdzi|twierdzil|twierdzila|wyznal|wyznala|przyznal|przyznala|grozi|grozil|grozila|wspomnial|wspomniala|wyslal|wyslala|krzyczal|krzyczala|plakal|plakala`;
const PERSONS = `(?:${PERSON_WORDS})`;
/** Any third-person subject, people in general and characters too: the phrase is not the writer's. */
const OTHERS = `(?:${PERSON_WORDS}|ktos|nikt|ludzie|wszyscy|kazdy|czlowiek|facet|bohater|bohaterka|postac|narrator|narratorka)`;

export const SLOTS: Readonly<Record<string, string>> = {
  /** Adverbs allowed between the verb and the rest ("chcę po prostu umrzeć", "chcę już umrzeć"). */
  adv: String.raw`(?:(?:juz|po prostu|poprostu|tylko|naprawde|serio|zwyczajnie|bardzo|tak bardzo|wreszcie|w koncu|kurwa|kurde|teraz|dzis|dzisiaj|znowu|znow|czasem|czasami|najchetniej|chyba|wlasnie|ciagle|caly czas|strasznie|jeszcze|tez|normalnie|mega|totalnie) ){0,3}`,
  /**
   * Right after the verb: the writer's unless a third-person subject or reporting verb stands
   * within three words before it with no "ja" between ("on chce umrzeć", "mówi, że chce umrzeć"
   * are someone else; "mama wie, że ja chcę umrzeć" is the writer). Checked only where the verb
   * matched, which keeps the table fast.
   */
  mine: String.raw`(?<!\b${OTHERS},?:? (?:(?!ja\b)\S+ ){0,3}\S+)`,
  persons: PERSONS,
  /** Up to three words after someone else's name, none of them "ja". */
  gap: String.raw`(?:(?!ja\b)\S+ ){0,3}`,
  die: String.raw`(?:umr?zec|zdechnac|zginac)`,
  pills: String.raw`(?:tabletek|tabletki|tabletkami|pigulek|pigulki|prochow|prochy|lekow|leki|lekami|paracetamolu|paracetamol|apapu|apap|ibupromu|ibuprofenu|xanaxu|xanax|relanium|nasennych|tabsow|tabsy|antydepresantow|psychotropow)`,
  /** Getting hurt by accident: "zabić się na tym lodzie", "pociąć się kartką". */
  accident: String.raw`(?: (?:\S+ ){0,2}(?:na (?:\S+ )?(?:lodzie|schodach|rowerze|motorze|drodze|nartach|hulajnodze|desce|rolkach|slizgawce|silowni|treningu)|potykajac|spadajac|jadac|kartk\w*|papier\w*|nozem do|przy goleniu|golac|krojac|w kuchni))`,
};

/** A pattern with {slot} names expanded. */
export const p = slotPattern("pl", SLOTS);

export { concern, crisis, other, weak };

/** "żyć" not followed by where or how ("nie chcę żyć w Polsce", "nie chcę żyć sama" are not a wish to die). */
export const LIVE_PLAIN = String.raw`zyc\b(?! (?:w|we|z|ze|bez|jak|obok|u|na|tam|tu|tutaj|razem|blisko|daleko|sam|sama|samotnie|tak|w ten sposob|pod|za granica|dalej w)\b)`;

/** Long ago: "pięć lat temu", "dawno temu", "w liceum", "gdy miałam 15 lat", "kiedyś" before a past verb, "w 2015". */
const LONG_AGO = String.raw`(?:(?:\d+|dwa|trzy|cztery|piec|szesc|siedem|osiem|dziewiec|dziesiec|kilka|kilkanascie|wiele|pare) lat(?:a)? temu|dawno temu|lata temu|w dziecinstwie|jako (?:nastolat\w*|dziecko)|w (?:liceum|gimnazjum|podstawowce|technikum)|(?:gdy|kiedy) (?:bylem|bylam|mialem|mialam) (?:\d+|mlod\w*|nastolat\w*|dzieckiem|w liceum|w gimnazjum)|kiedys (?=(?:\S+ ){0,2}\S*l(?:em|am|a|o)?\b)|\bw (?:19|20)\d\d\b|\b(?:19|20)\d\d roku\b)`;
/** Said to be over: "teraz jest lepiej", "czuję się dużo lepiej", "to już przeszłość". */
const RECOVERED = String.raw`(?:teraz (?:jest|czuje sie) (?:juz )?(?:lepiej|dobrze)|juz mi lepiej|czuje sie (?:juz )?(?:duzo |znacznie |o wiele )?lepiej|jestem (?:juz )?zdrow\w*|to juz przeszlosc|juz tak nie mam|ciesze sie,? ze zyje|wyszl(?:am|em) z tego|mam sie (?:juz )?dobrze)`;
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

// The words the Turkish crisis phrase table (tr.ts) is built from: the people and slots
// a pattern names, the pattern expander `p`, the rule makers and the past-aware rule pair.
import type { CrisisCategory } from "../detector";
import { concern, crisis, other, slotPattern, weak } from "./table";
import type { LanguageCrisisRule } from "./table";

const SLOTS: Readonly<Record<string, string>> = {
  /** "I want" (and "I wanted", "I would like", "that I want") as typed, texting forms included: istiyorum, istiyom, isterdim, istediğimi. */
  want: String.raw`(?:ist(?:iyorum|iyom|iyorm|yorum|iorum|iyrm|iyordum|iyodum|erdim|edim|erim|edigimi)|isiyorum)\b`,
  /** "I do not want" as typed: istemiyorum, istemiyom, istemedim, istemem. */
  nowant: String.raw`(?:istem(?:iyorum|iyom|iyorm|iorum|iyrm|iyordum|edim|em|ezdim)|istemedigim\w*)\b`,
  /** Not the writer's words but a quotation ("ölmek istiyorum" dedi) or a denial ("... demiyorum"). */
  nq: String.raw`(?!\S*(?: \S+){0,2} (?:dedi|diyor|demis|diyordu|yazdi|yazmis|yaziyor|soyledi|soyluyor|soylemis|diyen\w*|demiyorum)\b)(?!\S* degil(?:im)?\b)`,
  /** Someone else's (genitive): "annemin", "arkadaşımın", "onun". */
  theirs: String.raw`(?:onun|onlarin|\S+(?:min|nin|mun|nun))`,
  pills: String.raw`(?:hap|ilac|tablet|parol|xanax|antidepresan|uyku hapi|lustral|cipralex|prozac|majezik|aspirin)\w*`,
};

/** A pattern with {slot} names expanded. */
export const p = slotPattern("tr", SLOTS);

export { concern, crisis, other, weak };

/** Long ago: "beş yıl önce", "yıllar önce", "lisede", "çocukken", "15 yaşındayken", "2015'te". */
const LONG_AGO = String.raw`(?:(?:\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on|birkac|bir kac|cok) yil (?:once|evvel)|yillar (?:once|evvel)|(?:cok |uzun )(?:zaman|sure) once|eskiden|lisede|lise yillarimda|ortaokulda|cocukken|gencken|ergenlikte|ergenken|\d+ yasindayken|\b(?:19|20)\d\d(?:'?(?:de|da|te|ta|yilinda))?\b)`;
/** Said to be over: "artık iyiyim", "atlattım", "yaşadığım için mutluyum". */
const RECOVERED = String.raw`(?:(?:artik|simdi|cok daha|cok sukur) iyiyim|(?:bunu |onu )?atlattim|iyilestim|gecti artik|artik gecti|(?:yasadigim|hayatta oldugum) icin (?:mutluyum|sukrediyorum))`;
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

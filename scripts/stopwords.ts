// Function words (and everyday diary words) scripts/derive-model.ts can leave out, stemmed like the
// analyser's tokens. Negators are excluded too: the analyser reads them as marks (intensifiers
// and diminishers never reach the token stream).
import { NEGATORS } from "../src/domain/analysis/keyword-tokeniser";
import { stemWord } from "../src/domain/analysis/word-stem";

const WORDS = `
a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each else even ever every few for from further
get gets getting got had has have having he her here hers herself him himself his how i if in into is it its
itself just let lets like ll me might more most must my myself now of off on once one only or other our ours
ourselves out over own same say says said she should since so some still such than that the their theirs them
themselves then there these they thing things this those though through to too under until up upon us very
was we were what when where which while who whom why will with would you your yours yourself yourselves
feel feeling felt im ive id youre thats dont also yeah yes ok okay oh well really actually probably maybe
going go goes went gonna wanna make made know think thought see seen look looks way time times people person
someone something anyone anything everyone everything lot lots much many guy guys man men
`;

/**
 * Everyday words of a diary (times, places, people, activities). Their emotion in Reddit
 * comments is an accident of the threads ("good morning", "happy new year"); in a journal
 * they are everywhere, so the data may not make keywords of them. Curated seeds still can.
 */
const DIARY_TOPICS = `
today yesterday tomorrow morning afternoon evening night tonight day days week weeks weekend month months
year years hour hours minute minutes moment monday tuesday wednesday thursday friday saturday sunday
new old first last next again always sometimes often later soon ago recently lately
work job office meeting meetings school class college university exam project boss colleague colleagues
coworker coworkers manager team client home house room kitchen bed car train bus drive road city town
news phone call called text message email post posts comment comments sub reddit video picture photo
friend friends family mum mom dad mother father sister brother parents partner husband wife boyfriend
girlfriend kid kids child children son daughter baby dog cat grandma grandmother grandpa doctor therapist
dinner lunch breakfast food coffee tea walk run gym book books music song movie film show game games
weather rain sun snow money bill bills body head hand hands eyes face heart
share shared sharing said told asked went came saw watched started finished read write wrote talk talked
stop stopped pretend pretending drown drowning dark woke wake door roof notice find check build fast flat end
choice compare borrow blur boil wipe knot stomach chest tight toward towards whenever idea listen help ring sea
mountain paint light
`;

/** The words, as written. */
export const STOPWORD_WORDS: ReadonlySet<string> = new Set([...`${WORDS} ${DIARY_TOPICS}`.split(/\s+/).filter(Boolean), ...NEGATORS]);
/** Their stems, as the lexicon's keys are written. */
export const STOPWORDS: ReadonlySet<string> = new Set([...STOPWORD_WORDS].map(stemWord));

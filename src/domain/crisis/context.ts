// Context around a matched crisis phrase (docs/decisions/008-crisis-detection.md): who it is
// about, whether it is negated, said in jest about something trivial, long past, or quoted
// from a story, song or the news. All on normalised sentences (src/domain/crisis/normalise.ts).

/** Who a phrase is about: the writer, someone they know, or nobody in particular. */
export type Person = "self" | "known" | "generic";

const PERSON_WORDS =
  "friend|friends|bestie|bff|best friend|sister|sis|brother|bro|mom|mum|mother|dad|father|son|daughter|kid|child|boyfriend|bf|girlfriend|gf|husband|wife|partner|fiance|fiancee|cousin|aunt|uncle|grandma|grandpa|nan|roommate|flatmate|housemate|classmate|coworker|colleague|student|patient|client|niece|nephew|teen|teenager|ex";
const STORY_WORDS =
  "character|characters|protagonist|narrator|villain|hero|heroine|author|singer|rapper|actor|actress|celebrity|speaker|poet";

/** Persons in a sentence, in order; the last one before a phrase is taken as its subject. */
const PERSON = new RegExp(
  [
    `\\b(?<story>(?:the|a|this|that|his|her|my|our|main) (?:[a-z]+ )?(?:${STORY_WORDS}))\\b`,
    `\\b(?<known>(?:my|our|his|her|their|a|your) (?:[a-z]+ )?(?:${PERSON_WORDS})s?|he|she|they|him|her|them|hes|shes)\\b`,
    // "does anyone else want to die": asked of others, it says it of the writer too.
    "\\b(?<also>(?:anyone|anybody) else(?: here| on here| out there)?)\\b",
    "\\b(?<generic>someone|somebody|people|anyone|anybody|a person|persons|teens|teenagers|kids|students|folks|men|women|those who|a man|a woman|the man|the woman|a guy|a girl|the guy|the girl|everyone who|many|we|us)\\b",
    "\\b(?<self>i|me|myself|you|u)\\b",
  ].join("|"),
  "g",
);

/** Stories, songs, news, lessons and awareness posts: nobody in them is the writer at risk. */
const MEDIA =
  /\b(character|characters|protagonist|narrator|villain|hero|heroine|novel|book|film|movie|show|series|episode|season|song|songs|lyric|lyrics|album|poem|play|musical|game|anime|manga|fanfic|fic|scene|plot|chapter|article|news|headline|headlines|report|reported|reports|documentary|podcast|study|studies|essay|research|police said|according to|warning signs|signs of|prevention|awareness|hotline|lifeline|988|statistics|rates|psychology|ask someone|reminder|if you are struggling|why do people|how (do|can) (i|you|we) (help|support|tell|know|spot)|take (them|it) seriously|if (someone|somebody|anyone|a friend|a loved one)|tells you|if you ever|if you are (ever )?(feeling|thinking|struggling)|reach out|you are not alone|help is available|call or text)\b/;

/** A reporting frame before a quotation: "she said", "he texted me". */
const REPORTING_ALL = /\b(said|says|say|told|tells|texted|wrote|writes|posted|posts|screamed|yelled|whispered|asked|goes|sings|sang)\b/g;

/**
 * Who is speaking when the phrase at `index` is inside a quotation someone is reported to
 * have said ('he texted me "I want to die"'), or undefined when it is not quoted speech.
 */
export function quotedSpeaker(facts: SentenceFacts, index: number): Person | "story" | undefined {
  const prefix = facts.text.slice(0, index);
  const quote = prefix.lastIndexOf('"');
  if (quote < 0 || (prefix.split('"').length - 1) % 2 === 0) return undefined;
  const frame = prefix.slice(0, quote);
  const verbs = [...frame.matchAll(REPORTING_ALL)];
  if (verbs.length === 0) return undefined;
  if (lastPerson(frame.slice(0, verbs[verbs.length - 1]!.index)) === "self") return "self"; // who said it, not who heard it
  return facts.media ? "story" : "known";
}

/** Who the phrase starting at `index` in `sentence` is about. */
export function personBefore(facts: SentenceFacts, index: number): Person | "story" {
  const speaker = quotedSpeaker(facts, index);
  if (speaker !== undefined) return speaker;
  const prefix = facts.text.slice(0, index);
  const person = facts.personBefore(index) ?? "self";
  if (person === "story") return "story";
  if (person === "mine") return "known"; // "my student": a real person, even beside "essay"
  if (person !== "self" && facts.media) return "story";
  if (person === "self" && !/\b(i|me|myself|my)\b/.test(prefix) && facts.media) return "story";
  return person;
}

type Named = Person | "story" | "mine";

/**
 * The persons named in `text`, in order, with where each ends; "mine" for someone the writer calls
 * "my"/"our"; "anyone else" (and a "they" after it) is the writer asking whether others feel as they do.
 */
function personsIn(text: string): Array<{ end: number; who: Named }> {
  const found: Array<{ end: number; who: Named }> = [];
  let askedAlso = false;
  for (const m of text.matchAll(PERSON)) {
    const g = m.groups!;
    if (g.also) askedAlso = true;
    // After "anyone else", "they"/"them" are those asked, the writer among them ("wishing they were dead").
    const pronoun = g.known !== undefined && /^(they|them)$/.test(g.known);
    found.push({
      end: m.index + m[0].length,
      who: g.story
        ? "story"
        : g.known && !(pronoun && askedAlso)
          ? /^(my|our) /.test(g.known)
            ? "mine"
            : "known"
          : g.generic
            ? "generic"
            : "self",
    });
  }
  return found;
}

/** The last person named in `text`. */
function lastPerson(text: string): Named | undefined {
  return personsIn(text).at(-1)?.who;
}

const NEGATOR = /^(not|never|no|nor|without|stopped|quit|accidentally|accidently)$/;
/** Words a negation reaches across: auxiliaries, "want to", "thoughts of", "any", intensifiers. */
const TRANSPARENT = new Set(
  "i am is are was were be been being have has had do does did would will could should can ever even really truly honestly actually any going to want wanting plan plans planning thoughts thought thinking of about feel feeling like intention intend urge urges desire wish that it at all a so anymore longer".split(
    " ",
  ),
);

const RECOVERED_FROM =
  /\b(clean|free|recovered|recovering|recovery|sober|quit|stopped|beat|beating|overcame|overcome|overcoming|survivor) (from |of )?$/;
/** "i said i was not suicidal but i lied": the denial is taken back. */
const TAKEN_BACK = /\bbut (i|that was a) (lied|lie|was lying)\b/;

/**
 * True when the phrase at `index` is negated: "i would never hurt myself", "not suicidal",
 * "clean from self harm" — unless the sentence takes the denial back.
 */
export function isNegated(sentence: string, index: number): boolean {
  const prefix = sentence.slice(0, index);
  if (RECOVERED_FROM.test(prefix)) return true;
  return negatedBefore(prefix) && !TAKEN_BACK.test(sentence.slice(index));
}

function negatedBefore(prefix: string): boolean {
  const words = prefix.trim().split(" ");
  for (let i = words.length - 1, seen = 0; i >= 0 && seen < 7; i -= 1, seen += 1) {
    const word = words[i]!;
    if (NEGATOR.test(word)) return true;
    if (word === "longer" && words[i - 1] === "no") return true;
    if (!TRANSPARENT.has(word)) return false;
  }
  return false;
}

const JOKE = /(?<!\bnot (a )?|\bno )\b(lol|lolol|lmao|lmfao|rofl|haha\w*|hehe\w*|jk|jking|just kidding|kidding|joking|xd)\b/;
const SINCERE =
  /\b(not (a )?(joke|joking|kidding)|(actually|but) not lol|no joke|not even joking|i mean it|for real|seriously|i am serious|srs)\b/;

/** "lol", "jk", a laughing emoji — unless the writer says they are not joking. */
export function isJoking(normalisedText: string): boolean {
  return JOKE.test(normalisedText) && !SINCERE.test(normalisedText);
}

const EXASPERATED = /\b(ugh+|omg|oh my god|bruh|smh|fml|jfc)\b/;

/** "ugh", "omg", "fml": exasperation, the other mark of "I want to die" said in passing. */
export function isExasperated(normalisedText: string): boolean {
  return EXASPERATED.test(normalisedText) && !SINCERE.test(normalisedText);
}

/** Everyday irritants that "I want to die" is so often said about in jest. */
const TRIVIAL =
  /\b(homework|assignments?|essay|exams?|test|quiz|midterms?|finals|lectures?|class|lesson|seminar|meetings?|zoom|traffic|commute|queue|wifi|internet|songs?|playlist|album|episode|finale|show|movie|film|games?|match|team|boss fight|level|referee|weather|heat|humidity|rain|monday|mondays|hangover|cringe|embarrass\w*|memes?|tiktok|video|(?<!\bnot a |\bno |\bnot )joke|pun|party|diet|gym|workout|crossword|puzzle|spreadsheet|emails?|inbox|printer|group chat|group project|project|deadlines?|shift|customers?|neighbou?rs?|noise|lyrics|concert|tickets?|photo|selfie|haircut|outfit|coffee|caffeine|sugar|chocolate|pizza|cake|cookies?|taxes|paperwork|laundry|dishes|chores)\b/;

const LONG_AGO =
  /\b(used to|years ago|a year ago|months ago|back (then|when|in)|when i was (younger|a kid|a child|little|a teen|a teenager|in (high|middle|secondary|primary) school|at (school|uni|university|college)|\d+|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)|as a (kid|teen|teenager|child)|in (high|middle|secondary) school|in the past|at my (lowest|worst)|a long time ago|(?<!\bmy )last year|in (19|20)\d\d|in my (early |late |mid )?(teens|twenties|20s|teenage years)|during (college|uni|school|my divorce|the pandemic|lockdown)|(years|months|a year|\d+ years) (since|after))\b/;
const STILL_NOW = /\b(still|again|these days|lately|this week|tonight|right now|coming back|came back)\b/;

/**
 * Facts about one normalised sentence, each worked out once and only when a matched phrase
 * needs it: framed as a story, the news or advice; long past; about something trivial.
 */
export class SentenceFacts {
  #media: boolean | undefined;
  #longAgo: boolean | undefined;
  #trivial: boolean | undefined;
  #persons: Array<{ end: number; who: Named }> | undefined;
  constructor(readonly text: string) {}
  /** The last person named before `index` (worked out once per sentence). */
  personBefore(index: number): Named | undefined {
    const persons = (this.#persons ??= personsIn(this.text));
    let found: Named | undefined;
    for (const p of persons) {
      if (p.end > index) break;
      found = p.who;
    }
    return found;
  }
  get media(): boolean {
    return (this.#media ??= MEDIA.test(this.text));
  }
  /** It tells of something long past and does not say it still goes on. */
  get longAgo(): boolean {
    return (this.#longAgo ??= LONG_AGO.test(this.text) && !STILL_NOW.test(this.text));
  }
  get trivial(): boolean {
    return (this.#trivial ??= TRIVIAL.test(this.text));
  }
}

const RECOVERED =
  /\b(doing (much |so much |a lot |way |really )?better|(i am|i feel|feeling) (so much |much |a lot |way )?(better|okay|ok|fine|good|safe|happy|stable|grateful|glad|in a (better|good) place)|(so |really )?(glad|grateful|thankful|happy) (to be alive|i am (still )?(here|alive)|i (stayed|survived|did not))|in recovery|recovered|recovering|into recovery|it gets better|things got better|got better(?! at)|got help|getting help|(clean|free) (from|of) (self harm|cutting)|\d+ (days|weeks|months|years) clean|years? clean|(clean|free|sober) (for|since)|survived|survivor|proud of (myself|how far)|life is (so |really |genuinely |actually )?(good|great|better))\b/;

/** The writer says they are through it: "doing much better now", "two years clean". */
export function saysRecovered(normalisedText: string): boolean {
  return RECOVERED.test(normalisedText);
}

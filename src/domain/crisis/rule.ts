// The shape of one crisis phrase rule, its builders and the shared pattern macros. Patterns
// run on normalised text (src/domain/crisis/normalise.ts): lower case, no apostrophes, "i am", "do not",
// "cannot", "want to", one space between words, " , " for commas. Parentheses are plain groups
// (made non-capturing when compiled); {name} expands to a MACROS entry.

/**
 * self: the phrase itself is about the writer ("kill myself", "my life").
 * subject: about whoever the sentence names before it: "i"/"me"/nobody means the writer,
 *   "she"/"my brother" someone they know, "someone"/"the character" nobody in particular.
 * other: the phrase is about someone else ("wants to kill herself").
 */
export type Who = "self" | "subject" | "other";

export interface CrisisRule {
  level: "crisis" | "concern";
  who: Who;
  pattern: string;
  /** A weak phrase ("tonight's the night", "I have a plan") counts only beside another signal. */
  weak?: boolean;
  /** Set on a scored signal (src/domain/crisis/signals.ts): what it adds to the text's score. */
  weight?: 1 | 2 | 3;
}

export const crisis = (who: Who, pattern: string): CrisisRule => ({ level: "crisis", who, pattern });
export const concern = (who: Who, pattern: string): CrisisRule => ({ level: "concern", who, pattern });
export const weak = (level: CrisisRule["level"], who: Who, pattern: string): CrisisRule => ({ level, who, pattern, weak: true });
/** A scored signal (src/domain/crisis/signals.ts): never counted alone, only toward a text's score. */
export const signal = (weight: 1 | 2 | 3, who: Who, pattern: string): CrisisRule & { weight: 1 | 2 | 3 } => ({
  level: "concern",
  who,
  pattern,
  weight,
});

const MACROS: Readonly<Record<string, string>> = {
  /** Intensifiers and hedges people put between the words of a phrase. */
  adv: "((just|really|honestly|seriously|actually|literally|kinda|kind of|sort of|so|so so|truly|genuinely|legit|lowkey|highkey|fucking|fking|still|sometimes|often|always|even|also|now|badly|desperately|simply|finally|only|constantly|almost|definitely|totally|very|already|secretly|quietly|sincerely|all|more|probably|pretty|mostly|deeply|truthfully|tbh|right now|at this point|some days|most days|every day|every night|each night|every morning|some nights|most nights|at night|anymore) )*",
  pills:
    "(sleeping pills?|sleeping tablets?|hydros|hydrocodone|percs|percocets?|xans|xanax bars|bars|norcos?|vicodin|klonopin|ativan|lorazepam|trazodone|pills?|tablets?|meds|medications?|medicines?|prescriptions?|painkillers?|pain killers|paracetamol|tylenol|acetaminophen|ibuprofen|advil|aspirin|xanax|valium|insulin|antidepressants?|benzos|oxys?|opioids|oxycodone|fentanyl|sertraline|lithium|seroquel|ambien|sleeping meds)",
  many: "(all|every|every single|all of|all the|a (whole )?load of|a shit ?load of|a shit ?ton of|the whole (bottle|box|pack|packet)( of)?|a (whole )?(bottle|box|pack|packet) of|a bunch of|a handful of|a lot of|lots of|loads of|too many|so many|a ton of|enough|\\d{2,}|twenty|thirty|forty|fifty|sixty|hundred|dozens of)",
  soon: "(tonight|today|tomorrow|this weekend|this week|next week|this (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|soon|now|at midnight|after [a-z ]{1,30}|on my birthday)",
  endit:
    "((end|ending) (it|things|everything)( all)?(?! (with|between|there|here|on good|for (her|him|them|us)|off)\\b)|(end|ending) my (own )?life|end myself|take my (own )?life|(end|ending) (the|my|this|all the) pain (for good|forever|permanently)|kill myself|commit suicide|kms|unalive( myself)?(?! (my|the|this|that|a|an|his|her|their|your|these|those)\\b)|off myself)",
  /** Figures of speech after "die": of embarrassment, laughing, for a burrito, on this hill. */
  notfig:
    "(?! (of|from|laughing|happy|alone|old|trying|watching|reading|listening|looking at|on (the )?(inside|stage)|on (this|that) hill|for (this|that|a|the|it|some|one)|in (peace|his|her) arms|with (laughter|embarrassment|my|dignity|honou?r))\\b)",
  quantity_pills:
    "((about|around|like|maybe|over|almost|nearly|at least) )?{many} (of )?(my |the |these |those |his |her )?{pills}(?! (the|my) (doctor|gp|dentist|vet)| (as prescribed|for (my|the|an|a) (infection|cold|flu|pain|headache|course|allergy|allergies|back))\\b)",
  /** Wanting, wishing, waiting: the verbs of a wish to be dead. */
  desire:
    "(want|wants|wanted|wanting|wish i could|wish i would|wish to|wish|wishes|wished|wishing|long|longing|yearn|yearning|crave|craving|pray|praying|hope|hoping|waiting|wait|ready|would like|would love|would welcome|welcome|welcoming|looking forward|look forward|cannot wait|tempted|desperate|dream|dreaming|itching|trying)",
  /** Ways of stopping for good, as a wish ("want to fade away", "hope to not wake up"). */
  vanish:
    "({notexist}|stop existing|cease to exist|cease existing|vanish|fade away|fade out|slip away|disappear (forever|for good|permanently|and never come back)(?! (into|in|from|under|behind)\\b)|not be here anymore|be gone forever|stop being (here|alive)|leave this (world|earth|life)|not wake up|never wake up|rest forever|rest for good|(go to |fall )?(sleep|asleep) forever|stay asleep (forever|for good|permanently)|stop breathing|not be (here|around|alive) anymore|be gone for good|not have to wake up)",
  /** Not existing, but not "not exist in this office" (absent from a place). */
  notexist:
    "not exist(?! (in|at) (this|the|that|my) (office|room|class|classroom|meeting|building|house|flat|apartment|chat|group chat|school|job|lecture))",
  /** Ways of being dead or gone for good, for the scored layer (src/domain/crisis/signals.ts). */
  gone: "(die{notfig}|be dead|not be (here|around|alive)( anymore)?|be gone(?! (for (a|the|now|today|two|three|\\d)|from|on|to|until|till|all|in|with|at|this|a|the|by the time)\\b)|{notexist}|stop existing|cease to exist|vanish|fade (away|out)|stop breathing|(not|never) wake up(?! (before|until|till|early|at|in time|for (work|school|class|my|the|a|an|breakfast|church|\\d))\\b)|(sleep|asleep) forever|stay asleep( forever| for good| permanently)?|rest (forever|for good)|end it( all)?(?! (with|between)\\b)|end things|end everything|be done with (life|living|everything)|go away forever|leave this (world|earth|life)|finally rest|((go to |fall )?(sleep|asleep)|lie down|lay down)( [a-z]+){0,3} and {adv}(never|not) (have to )?(wake up|be here|get (back )?up|come back)(?! (before|until|till|early|at|in time|for (work|school|class|my|the|a|an|breakfast|church|\\d))\\b)|(fall asleep|go to sleep) and stay asleep|{euph})",
  /** Euphemisms for dying ("check out for good", "off this ride", "meet my maker"). */
  euph: "((check|clock|log|tap|bow|peace) out (for good|permanently|forever|early|of (life|this life|this world))|meet my maker|(get )?off this (ride|planet|rock|earth)|leave this (world|planet|earth|life)( behind)?|cross over to the other side|(go|be) (home )?(to|in) heaven|take the (easy|coward is|cowards) way out|not see (tomorrow|another (day|year|birthday|christmas|summer)|my next birthday))",
  /** Being dead, said plainly or not. */
  deadstate: "(dead|in the ground|six feet under|in (a|my) (coffin|grave)|buried)",
  /** What someone can be weary of when it is life itself. */
  lifeobj:
    "(life|living(?! (in|with|at|near|here|there|alone|abroad|on|off|next|like|paycheck|room|costs?|expenses|situation|arrangements?|wage|out of)\\b)|existing|existence|being alive|being a person|being human|being me|staying alive|trying to live|waking up|surviving|this life|(?<!(ever|have|i have|i am|what i have) done with )my life|having to exist|breathing)(?! (insurance|coach|hacks?|skills|update|lessons?|story|goals?|admin|savings|partner|choices|changes)\\b)",
  /** How being gone is made to sound: peaceful, a relief. */
  relief:
    "(peaceful|so peaceful|nice|so nice|a relief|such a relief|relief|relieving|a blessing|better|easier|freeing|comforting|calming|appealing|tempting|good|the most peaceful thing|a mercy|a release)",
  /** Before a word in a window: not someone or something else the wish could be about ("want them to die"). */
  notsomeone:
    "(?!(them|her|him|she|he|they|you|someone|somebody|people|everyone|everybody|name|capitalism|the|his|their|your|my (mom|mum|dad|boss|ex|brother|sister|teacher))\\b)",
  /** The people a writer might be a burden to. */
  loved:
    "(everyone|everybody|they|people|the world|my (family|kids|children|parents|friends|wife|husband|partner|mom|mum|dad|boyfriend|girlfriend|son|daughter|sister|brother)|he|she|you all|you guys|the people i love|all of them|them)",
};

/** A pattern with its {macros} written out (macros may use macros). */
export function expandMacros(pattern: string): string {
  let out = pattern;
  for (let depth = 0; depth < 4 && /\{[a-z_]+\}/.test(out); depth += 1) {
    out = out.replace(/\{([a-z_]+)\}/g, (whole, name: string) => MACROS[name] ?? whole);
  }
  return out;
}

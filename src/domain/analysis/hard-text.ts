// What the words themselves say about how hard an entry is, whatever label the analyser chose:
// a loss, hopelessness, strain (exams, deadlines, "this is killing me"), or plainly hard feeling
// words. Local replies, suggestions and the support block read it so that a hard text is never
// answered upbeat and support fits the feeling (docs/decisions/024-support-in-proportion.md).
// English only, like the local templates it guards. Not crisis detection (decision 008).

export interface HardTextCues {
  /** Someone or something was lost: a death, grief, mourning. */
  loss: boolean;
  /** Nothing will change, no point, tired of everything. */
  hopeless: boolean;
  /** Pressure of a task or an ordeal: exams, deadlines, "killing me", stressed out. */
  strain: boolean;
  /** Any hard feeling named in the words (sad, anxious, angry, crying, …), the three above included. */
  hard: boolean;
}

const LOSS =
  /\b(passed away|pass(?:ed|ing) on|funeral|grie(?:f|ve|ving|ved)|mourn\w*|bereave\w*|miscarriage|(?:lost|losing) my (?:mom|mum|mother|dad|father|grand\w+|gran|nan|wife|husband|partner|friend|best friend|brother|sister|son|daughter|baby|dog|cat|pet)|(?:since|when|after) (?:she|he|they|my \w+) died|(?:she|he|they) died|(?:her|his|their) death|miss (?:her|him|them) so much)\b/i;

const HOPELESS =
  /\b(nothing (?:will|is going to|is gonna|ever) (?:ever )?(?:change|get better|help|work)|(?:never|won'?t ever) (?:gets?|getting) better|tired of everything|sick of everything|what'?s the point|there'?s no point|no point (?:in|anymore|trying)|hopeless\w*|no hope|(?:given|giving|give) up on (?:everything|myself|life)|nothing matters|always the same|stuck forever)\b/i;

const STRAIN =
  /\b((?:is|are|was|were|'s|'re) killing me|deadlines?|stress(?:ed|ful|ing)?|under (?:so much )?pressure|swamped|drowning in|burn(?:ed|t) out|so much to do|cramming)\b/i;
/** An ordeal that is strain only with a hard feeling beside it ("I passed my exam" is good news). */
const ORDEAL = /\b(exams?|finals|tests?|presentation|interview|essay|thesis)\b/i;

const HARD_FEELING =
  /\b(sad|sadness|cry(?:ing)?|cried|tears|lonely|heartbroken|hurt(?:s|ing)?|upset|miserable|depressed|feel(?:ing)? (?:down|low|empty)|anxious|anxiety|worried|worry(?:ing)?|nervous|scared|afraid|terrified|panic\w*|dread\w*|overwhelm\w*|angry|furious|rage|hate|frustrat\w*|annoyed|exhausted|drained|awful|terrible|horrible|ashamed|guilty|can'?t cope|can'?t sleep|struggl\w*)\b/i;

/** The cues in a text; all false for an empty one. */
export function readHardText(text: string | undefined | null): HardTextCues {
  const words = (text ?? "").replace(/[’‘]/g, "'");
  const loss = LOSS.test(words);
  const hopeless = HOPELESS.test(words);
  const feeling = HARD_FEELING.test(words);
  const strain = STRAIN.test(words) || (ORDEAL.test(words) && feeling);
  return { loss, hopeless, strain, hard: loss || hopeless || strain || feeling };
}

// Everyday hyperbole in English: "this exam is killing me", "my feet are killing me", "so nervous
// I could die", "sleep and never wake up before noon". The tables take none of it as crisis language, and the learned model, trained on
// forum posts, can read the loaded word alone. A short text that says it is treated as words the
// tables heard and set aside (readByRules' `heard`), so the model does not overrule them there
// (fuseWithTables, TABLES_CONTEXT_WORDS); a longer post is still read by the model.

/** Things of an ordinary day that people say are "killing" them. */
const EVERYDAY =
  "exams?|tests?|homework|essays?|assignments?|deadlines?|revision|studying|finals|semester|term|uni|college|work|job|shift|meetings?|class|classes|school|lectures?|traffic|commute|heat|weather|feet|back|legs|knees|neck|boss|kids|week|mondays?|cramps|hangover|headache|suspense|wait|waiting|this|that|it";

const PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b(?:${EVERYDAY})\\s+(?:is|are|was|were|has been|have been|'s|'re)\\s+(?:\\w+\\s+)?killing me\\b`),
  /\b(?:will|would|is going to|gonna) be the death of me\b/,
  /\bso (?:nervous|embarrassed|hungry|tired|bored|happy|excited|full) (?:that )?i could (?:just )?die\b/,
  /\bdying (?:of|from) (?:laughter|embarrassment|boredom|the heat|heat|hunger|curiosity)\b/,
  // Sleeping in: "fall asleep and never wake up before noon".
  /\b(?:never|not|don't|do not) wake up (?:before|until|till) (?:noon|midday|lunch|the afternoon|\d|ten|eleven|twelve)/,
];

/** Whether a text uses an everyday "killing me" / "death of me" figure of speech. */
export function soundsLikeHyperbole(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  return PATTERNS.some((pattern) => pattern.test(lower));
}

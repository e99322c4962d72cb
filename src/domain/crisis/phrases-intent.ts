// Crisis phrase tables, part 1b: intent and plan. C-SSRS screener items 4 (intent) and 5 (plan);
// items 1 and 2 are in phrases-ideation.ts. Sources of the phrasing:
// docs/decisions/008-crisis-detection.md. Rule shapes: src/domain/crisis/rule.ts.
import { concern, crisis, weak } from "./rule";
import type { CrisisRule } from "./rule";

// C-SSRS 4 — intent to act ("going to", "decided") and not being safe.
export const INTENT: CrisisRule[] = [
  crisis(
    "subject",
    "(going|gonna|about|ready|decided|decide|deciding|intend|intending|choosing|chosen|determined|close|so close|this close|finally going|finally|getting ready|preparing) (to )?{endit}",
  ),
  crisis("subject", "\\bi (will|shall|am going to|am finally going to|intend to|plan to|am planning to) {adv}({endit}|do it {soon})"),
  crisis("subject", "(if|when|unless) [a-z ]{0,60}(i will|i am going to|going to|i would|i will just|i am) {adv}{endit}"),
  crisis(
    "subject",
    "(stop|stopping|keep|keeping|hold|holding) myself (back )?from (doing it|killing myself|ending it|acting on it|going through with it)",
  ),
  crisis("subject", "(would|will) {adv}(kill myself|kms|end it) if"),
  crisis(
    "subject",
    "(i am|so|this) close to {adv}(killing myself|ending it|ending my life|doing it)|if i had (the )?(guts|courage|balls|nerve) i would (do it|kill myself|end it)",
  ),
  crisis("subject", "(do not|did not|does not) (trust|feel safe with|feel safe around|feel safe being alone with) myself"),
  crisis("subject", "(scared|afraid|terrified|worried) (of|about) what i (might|will|could|am going to) do( to myself)?"),
  concern(
    "subject",
    "(scared|afraid|terrified|worried) (that )?i (am going to|will|might|could) do something (stupid|dumb|bad|drastic|i cannot take back)( tonight| today| soon)?$|(do not think|not sure|doubt) i (can|will) (make it|get) through (tonight|the night|this night|another night|another day)",
  ),
  crisis(
    "subject",
    "(do not|does not) want to be (saved|rescued|found)|do not (try to )?(save|stop) me this time|please do not (try to )?(save|stop) me",
  ),
  concern("subject", "\\bi am not (safe|okay to be alone)( right now| tonight|$)"),
  weak("crisis", "subject", "(did not|have not) do(ne)? it (yet )?(but|,) (i )?{adv}(want|wanted|will)|did not (jump|go through with it)"),
  // Being gone at a stated time ("in about 30 mins I will cease to exist").
  crisis(
    "subject",
    "(in|within) (about |around |like |maybe |the next |less than )?(\\d+|a few|an|a|one|two|three|half an) (mins?|minutes|hours?|hrs?|days?)( from now)? (, )?i (will|am going to|am gonna|should) (cease to exist|be dead|be gone|die|end it|kill myself|not be (here|alive)|stop existing)|i (will|am going to|am gonna) (cease to exist|be dead|stop existing|not be alive) (in|within) (about |around |like |less than )?(\\d+|a few|an|a|one|two|three|half an) (mins?|minutes|hours?|hrs?)",
  ),
  // Being dead by a stated time, said plainly ("by this time tomorrow I will be dead").
  crisis(
    "subject",
    "(by|at) this time (tomorrow|next week|next month|next year)( ,)? i (will|would|am going to|am gonna|should) (probably )?(be dead|be gone|not be here|not be alive|have killed myself)",
  ),
  concern(
    "subject",
    "\\bi am (probably |likely )?(going|gonna) to (be dead|die) (tonight|tomorrow|this weekend|by (tomorrow|morning|the weekend))(?! (of|from|laughing|when|if)\\b)",
  ),
  // Walking out with no return meant.
  concern(
    "subject",
    "(not|never) (planning|intending|going) (on|to) (come|coming) (back|home)( alive| from (this|it))?( ,)?$|(will|going to|gonna|am going to) walk (into|in front of) (the |a )?(sea|ocean|river|lake|traffic|train)",
  ),
];

// C-SSRS 5 — a plan: when, where, how worked out.
export const PLAN: CrisisRule[] = [
  crisis(
    "subject",
    "plan(ning|ned|s)? (my|to|on|how to|the) (suicide|death|kill myself|killing myself|end my life|ending my life|die|dying|end it|ending it|take my life|taking my life|exit|overdose|od|jump (off|from|in front)|hang myself)",
  ),
  crisis("subject", "my plan is to (take|jump|hang|overdose|die|end|kill|drive|walk|swallow|cut|shoot)"),
  crisis(
    "subject",
    "(worked out|figured out|decided|planned|picked|chose|set) (when and where|where and when|the date|a date|the day|the time|the place|the night|how i (will|would|am going to))",
  ),
  crisis("subject", "(i am|im) (going|gonna) to do it {soon}"),
  crisis(
    "subject",
    "plan(ning|ned)? (out )?(how|when|where) (i would|i will|i am going to|i could|to|i should) (do it|die|end it|go through with it)",
  ),
  crisis("subject", "(going to|gonna|will|ready to|about to) (jump|hang myself|drown myself|shoot myself) {soon}"),
  crisis("subject", "(end|ending) (it|things)( all)? {soon}"),
  weak(
    "crisis",
    "subject",
    "(have|got|made|make|making|worked out|working out|figured out|came up with|thought out|finali[sz]ing) (a|the|my|an exit) plan(?! (for (the|my|our|this|next) [a-z]+|b\\b|to (go|get|visit|see|meet|move|travel|start|buy|save|study|learn|finish))\\b)",
  ),
  weak(
    "crisis",
    "subject",
    "(planning|planned|plan) (this|it) for (a|weeks|months|days|a while|ages)|(started|begun|begin|been) making plans",
  ),
  weak("crisis", "subject", "know (which|what) (night|day|date|bridge|building|pills|way)"),
  weak(
    "crisis",
    "subject",
    "(after|once|when) (everyone|everybody|they|my (family|parents|wife|husband|roommate|flatmate|partner)s?) (goes|go|is|are|has gone|have gone|falls|fall) (to sleep|to bed|asleep|out|away)",
  ),
  weak(
    "crisis",
    "subject",
    "(house|flat|apartment|place) (is|will be) empty (until|till|tonight|this weekend|all)|(made up my mind|my mind is made up)|^(tonight|today|tomorrow|soon)$",
  ),
  weak(
    "crisis",
    "subject",
    "i will (most likely |probably |likely )?be gone (by|before) (next (week|month)|the end of (the|this) (week|month|year)|tomorrow|tonight|christmas|my birthday)",
  ),
];

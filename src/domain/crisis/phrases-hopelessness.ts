// Crisis phrase tables, part 3: hopelessness with no reason to live and feeling a burden (NIMH,
// SAMHSA and 988 warning signs; Joiner's interpersonal theory), and someone else at risk now.
// Sources of the phrasing: docs/decisions/008-crisis-detection.md. Rule shapes: src/domain/crisis/rule.ts.
import { concern, weak } from "./rule";
import type { CrisisRule } from "./rule";

export const HOPELESSNESS: CrisisRule[] = [
  concern(
    "subject",
    "((do not|does not|cannot|can not|could not|did not) (have|see|find|think of|picture|give) (a single|a|any|one|any real) |no |not any |not a single |zero |any )(reason|reasons) (for me )?(left )?(to|for) {adv}(live|living|keep going|go on|going on|stay(?! (up|in|home|out|late|over|at|with|for|on|here|there|the night|awake))|stay alive|be here|be alive|wake up|get up|continue|exist|keep living|carry on)",
  ),
  concern(
    "subject",
    "(nothing|no one|nobody|not much|nothing left) (left )?to live for|(nothing|life|my life) (is|feels|seems) (worth living for|worth living)$",
  ),
  concern(
    "subject",
    "(no|not any|zero) point (in |of )?(living|life|going on|being alive|existing|anything|trying anymore|it all|continuing|carrying on|staying|waking up|even trying)",
  ),
  concern("subject", "what is (even )?the point (of|in) (living|life|anything|being alive|going on|existing|it all|carrying on|me)"),
  concern(
    "subject",
    "why (bother|should i|do i (even )?(bother|keep)|even) (living|being alive|going on|waking up|staying alive|exist|keep going)",
  ),
  concern(
    "subject",
    "(life|living|my life|existence|being alive) (is not|is no longer|isnt|is not really) worth (it|living|the pain|the effort|anything)|not worth living|(is|feels) not worth it anymore",
  ),
  concern(
    "subject",
    "life (is|feels|seems) (so |just )?(pointless|meaningless|hopeless|unbearable|not worth it|too much|hell)|life (has|holds) no (meaning|purpose|point)( for me)?",
  ),
  concern(
    "self",
    "(tell me|give me) (a reason|one reason|why) (i should|to|i need to) (keep living|live|stay|go on|keep going|stay alive)|why (should i|would i|do i) (keep living|live|stay alive|go on|keep going)",
  ),
  concern("subject", "(do not|cannot) see (much|any|a|the) reason to (carry on|go on|keep going|live|continue|stay)"),
  concern(
    "subject",
    "{loved} (would|will|could|d) {adv}(all )?be {adv}(so much |much |a lot |way )?(better off|happier|better|fine|ok|okay|free|relieved)( off)? (without me|if i {adv}(was|were|am) (gone|dead|not around|not here|never born|no longer here|not alive)|if i {adv}(died|disappeared|left|did not exist|never existed|had never (existed|been born)))",
  ),
  concern(
    "subject",
    "(the world|it|things|everything|life) (would|will) {adv}be (a )?(better|easier|simpler)( place)?( for everyone)? (without me|when i am gone|if i {adv}(was|were) (gone|dead|not here)|once i am gone|if i {adv}(died|disappeared))",
  ),
  concern(
    "subject",
    "(i am|i feel like|feel like|i am just|i am such|i am only|i have become|being) (a|such a|just a|nothing but a|only a|the) (burden|waste of space|waste of oxygen|waste of air)(?! (when|at work|on [a-z ]{0,20}when)\\b)",
  ),
  concern(
    "subject",
    "(no one|nobody|not a single person|not one person) (would|will|is going to|going to) {adv}(miss|notice|care|mourn|remember) (me|if i|about me|when i)",
  ),
  concern("subject", "not be a (problem|burden|bother) (for|to) (anyone|anybody|everyone|you|them)"),
  concern(
    "subject",
    "(make|making|ruin|ruining) (everyone|everything|their lives|everyone is lives|peoples lives|everyones lives|people is lives|my familys life|their life) (worse|harder) (by|just by) (being alive|existing|being here|living)",
  ),
  concern(
    "subject",
    "(cannot|could not) {adv}(do|handle|take|bear|stand) (this|it|any of this|this life|life|living|being alive|existing|myself|(this |the |all this |all the )pain) {adv}(anymore|any longer|much longer|for much longer|any more of this)|(cannot|could not) (bear|stand) (living|being alive|existing)",
  ),
  concern(
    "subject",
    "(cannot|could not|do not think i can|not sure i can|do not know if i can|do not know how (much longer )?i can|do not know how to) {adv}(go on|keep going|carry on|keep doing this|keep living|live like this|continue like this|keep this up|hold on|keep fighting)(?! (with|without|to|for)\\b)",
  ),
  concern(
    "subject",
    "(how much longer|how long) i (can|will|could) {adv}(keep (this up|going|doing this|putting it (back|away))|go on|hold on|take (it|this)|do this|last|resist)|\\bi cannot anymore",
  ),
  concern(
    "subject",
    "(do|does) not {adv}want to (do this|be here|be around|be alive for|keep (going|doing this|living)|go on|carry on|continue)( anymore)?(?! (at|in|for|with|when|if|on|today|tonight)\\b)",
  ),
  concern(
    "subject",
    "(do not|cannot) think i (can|will|could) (survive|go on|keep going|keep living|do this) (another|this|much longer|the night|anymore)|(cannot|could not) survive another day",
  ),
  concern(
    "subject",
    "(do not|does not|cannot|could not) see (a|any|any other|another) (point|way out|future(?! (for|in|with) (this|that|the|our|us|them|it|him|her)\\b)|reason|end to this|way forward (for me|anymore|in my life))|(do not|does not|cannot|could not) see (the )?(point|future for me|way out)( (in|of|for) (living|anything|going on|myself|me|continuing|life|being alive))?",
  ),
  concern(
    "subject",
    "(there is no|see no|have no) (way out|way forward for me|future for me)|there is no escape (for me|from (this|the) (pain|life|hell))|\\bi see no (way forward|way out|future|point)(?! (of (this|the|my) (job|contract|deal|lease|meeting|traffic))\\b)|i have no future|no hope (left )?(for me|anymore|in me)|no hope left|no future for (someone like me|me|people like me)",
  ),
  concern("subject", "(cannot|could not) (take|do|face|handle|survive|bear|stand) another day"),
  concern(
    "subject",
    "if i (was|were) (gone|dead|not here|not around)[a-z ]{0,10}(everything|everyone|things|they|it|life) would be (fine|better|easier|okay|ok)",
  ),
  concern("subject", "there is nothing left (for me|to live for)|nothing left for me"),
  concern("subject", "(give|giving|given|gave) up on (life|living|being alive|everything|it all)|want to give up$"),
  concern(
    "subject",
    "(i am|i am so|i am just|i am completely|so|ready to be|want to be) done (with )?(life|living|everything|it all|being alive|existing|this life|all of (it|this))",
  ),
  concern(
    "subject",
    "(tired|sick|exhausted|weary) of (fighting(?! (with|over|about|for|traffic|the (urge|cold|flu)))|struggling|suffering|feeling like this|the pain|hurting|being in pain)",
  ),
  concern(
    "subject",
    "want (it|it all|everything|this|all of this|the pain|the hurt|this pain|the suffering|my life|life|the noise|the voices|my thoughts|my brain|my head|the noise in my head) {adv}(to (end|stop|be over|go away forever)|over)|waiting for (it|everything|life|this|it all) to (be over|end)|(waiting|wait|ready|longing) for the day (it all|everything|it|my life|life) (ends|is over|stops)",
  ),
  concern("subject", "want out( of (life|everything|it all|this life|existence|this world|here))?( , |$)"),
  concern("subject", "(the only thing|the only reason|the only one) (keeping|keeps|that keeps) me (alive|here|going)"),
  weak("concern", "subject", "\\bi am (so |just |completely )?(fucking )?(done|finished)$"),
  weak("concern", "subject", "(feel|feeling|i am|am) (so )?trapped|no (escape|way out)"),
  weak(
    "concern",
    "subject",
    "(never|not) (going to|gonna|ever going to) (get|gets) better|never gets better|it will never (change|end|get better)|(do not|cannot) see how (things|it|anything|life) (could|will|can|would) (ever )?get better",
  ),
  weak("concern", "subject", "(not|never) (going to|gonna) make it"),
  weak(
    "concern",
    "subject",
    "(tired|sick) of (trying|pretending|everything)|cannot keep (pretending|faking it|going like this)|(no|do not have the) energy (left )?to keep (pretending|going|fighting|trying)",
  ),
  weak("concern", "subject", "(i am|i have been) (not living|just existing|only existing)|not living , (i am )?(just|only) existing"),
  weak("concern", "subject", "(no one|nobody) (needs|wants|cares about|loves) me|nothing i do matters"),
  weak("concern", "subject", "do not belong (anywhere|here)|how (do|does|can) (people|anyone|you|others) keep going"),
  weak(
    "concern",
    "subject",
    "(hate|hating) (myself|my life)|i give up$|(i am )?{adv}ready to give up$|beyond help|too late for me|nothing helps anymore|tried everything",
  ),
  weak("concern", "subject", "what is the point|i am not okay|someone please help|please help me"),
  weak(
    "concern",
    "subject",
    "^i am (so )?(tired|exhausted)$|(^|i am {adv})ready to go$|(lost|losing) all hope|i feel like i am disappearing|(want|wanted) to stop feeling|i hate it here|(time to|ready to|going to|want to) stop fighting|scared of living",
  ),
];

// Someone else at risk now (a friend's words reported): the lines help the writer help them.
export const SOMEONE_ELSE_THOUGHTS: CrisisRule[] = [
  concern("other", "(wishes|wished|wish) (she|he|they|that (she|he|they)) (was|were) (dead|never born)"),
  concern(
    "other",
    "(want|wants|wanted|wanting|going|gonna|plan|plans|planning|threaten|threatens|threatening|threatened|talk|talks|talking|talked|think|thinks|thinking|thought|tried|tries|trying|attempted|attempting|about|urges?) (to |about |of )?(kill|killing|end|ending|take|taking|off|offing) (himself|herself|themselves|themself|his (own )?life|her (own )?life|their (own )?lives?)",
  ),
];
export const SOMEONE_ELSE_SELF_HARM: CrisisRule[] = [
  concern(
    "other",
    "(want|wants|wanted|going|gonna|talking about|started|keeps|kept|is|was|been|has been) (to )?(hurt|hurting|harm|harming|cut|cutting|burn|burning) (himself|herself|themselves|themself)",
  ),
  concern("other", "(cuts|burns|hurts|harms) (himself|herself|themselves|themself)"),
];
export const SOMEONE_ELSE_PREPARING: CrisisRule[] = [
  concern("other", "(texted|messaged|sent|wrote) me (a )?(goodbye|farewell)( message| text| note)?(?! (before|from|at|on)\\b)"),
  concern(
    "other",
    "(gave|giving|gives|given) away (all )?(of )?(his|her|their) (things|stuff|belongings|possessions|games|clothes|pets|books|collection)",
  ),
];

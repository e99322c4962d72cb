// Crisis phrase tables, part 1: ideation. C-SSRS screener items 1 (wish to be dead) and 2
// (thoughts of killing oneself); items 4 (intent) and 5 (plan) are in phrases-intent.ts. Sources of
// the phrasing: docs/decisions/008-crisis-detection.md. Rule shapes: src/domain/crisis/rule.ts.
import { concern, crisis } from "./rule";
import type { CrisisRule } from "./rule";

// C-SSRS 1 — wish to be dead or not alive anymore, or to fall asleep and not wake up.
export const WISH_TO_BE_DEAD: CrisisRule[] = [
  crisis(
    "subject",
    "(?<!heart and )({desire}|dying) {adv}(to )?{adv}(die|be dead|not be alive|not live|stop living|be unalive|not be alive anymore){notfig}",
  ),
  crisis("self", "\\bi {adv}need to {adv}die{notfig}"),
  crisis(
    "subject",
    "{desire} {adv}(for )?death(?! (metal|row|star|stranding|note|cab|valley|toll|penalty|grip|trap|wish|scene|match|by|upon|on (someone|him|her|them|you|people|anyone))\\b)",
  ),
  crisis(
    "self",
    "wish(ed)? (i|that i) {adv}(was|were|would be|could be) {adv}{deadstate}|wish (the|that|it|the [a-z]+) [a-z ]{0,20}(had )?(killed|taken) me",
  ),
  crisis("self", "\\bi {adv}(should|deserve to|need to|must|might as well|may as well|ought to) {adv}(just )?die{notfig}"),
  crisis(
    "subject",
    "(should|ought to) (be dead|have died|have been dead)|supposed to be dead|wish (i|that i) (had|would have) died|wish (it|the attempt|the overdose|that) (had )?worked",
  ),
  crisis("subject", "why (cannot|could not|can not) i {adv}die|(just )?(let me )?die already"),
  crisis("subject", "better off ({deadstate}|not (existing|alive|being (here|alive)|here|born)|gone|never (been )?born)"),
  crisis(
    "subject",
    "would {adv}rather (be dead|die|not be alive|not live)(?! than\\b)|would {adv}rather (be dead|die) than (face|live|living|go on|going on|keep (going|living)|wake up|spend|feel|feeling|deal with|be alive|exist|stay|go through|do this|another day)",
  ),
  crisis(
    "subject",
    "(do|does|did) not {adv}want to (live|be alive|stay alive|keep living|continue living|go on living)(?! (in|with|at|near|on|there|here|next|somewhere|abroad|together|by|under|without (my|a|her|him)|like that|for ever|forever)\\b)",
  ),
  crisis("subject", "(no longer|never) {adv}want to (live|be alive)"),
  crisis("self", "wish (i|that i) {adv}(was|were) (not|no longer) (alive|living)"),
  crisis("self", "(please|just|god) let me die"),
  concern("subject", "{desire} {adv}(to )?{adv}{vanish}"),
  concern("subject", "(peaceful|nice|easier|a relief|good|better) (it )?(would be|to) (to )?{adv}(stop|{vanish}|die|end it|not be here)"),
  concern("subject", "(hoping|hope|pray|praying|wish)( that)? (this|it|tonight|today) (is|will be|was) (the|my) last (time|night|day)"),
  concern(
    "subject",
    "if i (got|get|was|were) (in|into|hit by) (a )?(car )?(crash|accident)[a-z ]{0,20}(relieved|a relief|glad|happy|fine|okay|would not mind)",
  ),
  concern("subject", "(no longer|not) (scared|afraid) of (dying|death)( anymore)?"),
  crisis(
    "subject",
    "(do not think|not sure|do not know if|do not know whether|no longer sure) (i|that i) {adv}want to (live|be alive|stay alive)",
  ),
  concern(
    "subject",
    "(do not think|not sure|do not know if|do not know whether|no longer sure) (i|that i) {adv}want to (be here|exist|keep going|go on|carry on|wake up)",
  ),
  concern(
    "subject",
    "{desire} {adv}(for|to (be|go) (to|into))? ?(oblivion|nonexistence|eternal (sleep|rest)|the end of (it|everything|my life))",
  ),
  concern(
    "subject",
    "(sleep|asleep|bed)( [a-z]+){0,3} and {adv}(never|not) (wake|waking) up(?! (before|until|till|early|at|in time|for (work|school|class|my|the|a|an|breakfast|church|\\d))\\b)",
  ),
  concern(
    "subject",
    "({desire}|pray|prayed)( that)? i {adv}(could |would |will )?{adv}(never|not|do not|would not|will not|did not|wont) wake up",
  ),
  concern("subject", "(do not|did not|never) {adv}want to wake up(?! (early|at|before|so early|this early|for|to|next to|with|beside)\\b)"),
  concern(
    "subject",
    "(would not|would not really|do not think i would) (mind|care) (if i (did not|never) wake|not waking|dying|death|being dead|not being (alive|here|around)|if i (died|was dead|were dead|got hit|never woke up|got killed|did not make it))",
  ),
  concern(
    "subject",
    "(would be|i am|i would be) {adv}(fine|okay|ok|happy|glad|relieved|at peace|grateful) if i {adv}((did not|do not|never|would not) (wake|woke|waking) up|(died|was dead|were dead|was gone|were gone|did not make it))",
  ),
  concern(
    "subject",
    "(if|when) i (die|died) [a-z ]{0,30}(it would be|would be|that would be) (a )?(relief|blessing|better|fine|okay|nice|peace|a mercy)",
  ),
  concern(
    "subject",
    "(disappointed|upset|sad|angry|mad|annoyed|pissed)( that)? i (woke|wake) up|wish (i|that i) (would|had) never (woken|woke) up",
  ),
  concern(
    "subject",
    "(tired|sick|exhausted|weary) (of|from) (waking up|living(?! (in|with|at|near|here|there|alone|so far|abroad|on|off|next|like a)\\b)|being alive|existing|life|my life|being me|being here)",
  ),
  concern(
    "subject",
    "(lost|losing|do not have|have no|no|there is no) (the |my |any )?will to live|(i have|i think i have|i feel like i have) (already )?lived (long )?enough|(i have|i feel like i have) (already )?lived too long|hurts (too much|so much) to (keep living|live|go on|be alive|exist|keep going)",
  ),
  concern(
    "subject",
    "if i (died|disappeared|was gone|were gone|killed myself)[a-z ]{0,20}(nobody|no one|not a single person) would (even )?(notice|care|miss me|cry|come|look for me|search for me|know)",
  ),
  concern("subject", "(do not think|doubt) i will (make it|live) to (my next|next|the end of|christmas|summer|see)"),
  concern(
    "subject",
    "(had|have had) enough of (life|living|being alive|existing)|(hate|hating) (being alive|existing|waking up|living(?! (in|with|at|near|here|there|alone|so far|abroad|on|off|next|to)\\b))",
  ),
  concern(
    "self",
    "wish (i|that i) (was|were|had) never (been )?born|wish (i|that i) (was not|were not|had not been|had never been) born|wish (i|that i) {adv}(did not|could not|would not|could stop to|never|had never) exist(ed)?",
  ),
  concern(
    "subject",
    "(do|does) not {adv}want to exist|why am i (still )?(alive|here|breathing)(?! (at|in|on|with|when|so|reading|doing|awake|working)\\b)",
  ),
  concern(
    "subject",
    "(hope|hoping|wish|wishing|pray|praying)( that)? (i|a|the|some|something|someone|somebody|god|it) [a-z ]{0,25}((get|gets|got) (hit|run over|killed|struck|shot|cancer|a terminal)|(hits|hit|runs over|kills|crashes|would crash|would hit|would kill) (me|and)|crashes|(will|would|could) {adv}(kill|end) me)",
  ),
  concern(
    "subject",
    "if (a|the|some) (bus|car|truck|train|lorry|plane|meteor|asteroid) [a-z ]{0,30}(hit|hits|killed|kills|crashed|ran over) [a-z ]{0,20}i (would not|will not) (be upset|care|mind|be sad|be bothered|complain|be mad)",
  ),
  concern("subject", "do not care (if|whether) i (live or die|die|wake up|am alive|live)"),
  concern(
    "subject",
    "(death|dying|being dead|not existing) (sounds|seems|would be|feels|looks) (so |really |kind of )?(peaceful|like a relief|like relief|nice|better|easier|good|comforting|appealing|like the only|like an escape|like freedom)",
  ),
  concern(
    "subject",
    "(death|dying) (is|would be) (a |the |my )?(relief|release|only escape|only way out|escape|mercy|blessing|gift|welcome)|(sweet )?release of death",
  ),
  concern(
    "subject",
    "jealous of (people|those|anyone|the ones|everyone) who (die|died|are dead|get to die|passed)|jealous of (the )?dead( people)?",
  ),
  concern(
    "subject",
    "(regret|hate) (being born|that i was born|ever being born)|why (was i|did i have to be|was i ever) (even )?born|(do not|does not|never) deserve to (live|be alive|exist|be here|keep living)",
  ),
  concern(
    "subject",
    "(do not|does not) {adv}want to (see|live to see|make it to|wake up to) (tomorrow|another (day|year|birthday|christmas|summer|morning)|my (next )?birthday|next (year|week|month))",
  ),
  concern(
    "subject",
    "(feel|feeling|felt) like dying{notfig}(?! (after|from|of|when|at|in|because)\\b)|(death|dying|the thought of (death|dying|not existing|not being here)) (comforts|calms|soothes|relaxes) me|(the )?only (way out|escape|option|solution|answer|way) (is|would be|left is|i see is) (death|dying|suicide|to die|killing myself|ending it)",
  ),
  concern(
    "subject",
    "(god|lord|universe) (please )?(just )?takes? me|(join|be with) (him|her|them|my [a-z]+) (in heaven|on the other side|again soon)",
  ),
  concern(
    "subject",
    "(cancer|diagnosed|terminal) [a-z ]{0,40}(would not|not|never|do not think i would|would refuse to) (get|seek|accept|want) (any )?(treatment|chemo)",
  ),
  concern(
    "subject",
    "(think|thinking|thought) about (death|dying|being dead|my death|not existing|not being here) (all the time|a lot|constantly|every day|so much|so often|more and more|again)",
  ),
  concern(
    "subject",
    "(keep|cannot stop|could not stop) (thinking|dreaming|fantasi[sz]ing) about (death|dying|being dead|not being here|not existing|not waking up)",
  ),
  concern("subject", "(imagining|imagine|picturing|planning|plan) my (own )?funeral"),
  concern(
    "subject",
    "(hope|pray|wish)( that)? i {adv}(die|will die|would die|could die) {adv}(in my sleep|tonight|soon|young|today|tomorrow)",
  ),
  concern(
    "subject",
    "hope (the|my) (cancer|tumou?r|illness|disease) (comes back|returns|wins|spreads|kills me)|waiting to join (her|him|them|my [a-z]+)",
  ),
  concern("subject", "would {adv}rather {adv}(not exist|disappear|not be here|not be alive)"),
  concern(
    "subject",
    "(fantasi[sz](e|es|ed|ing)?|(day)?dream(s|ed|t|ing)?|wish(es|ed|ing)?|hope|hoping|pray(s|ed|ing)?) (about |for |of |where i (get|have|got) |that i (get|have|got) )?(getting |having )?(a )?(terminal|fatal|incurable) (diagnosis|illness|disease|cancer)|(would be|be|am not) allowed to die",
  ),
  concern(
    "subject",
    "if i (do not|did not|never|would not) wake up[a-z ]{0,20}(would not be (sad|upset|sorry)|fine|okay|ok|good|a relief|would not mind|better)",
  ),
  concern("subject", "(letting|let|to let) go (for good|forever|of life|of everything|completely)"),
  concern(
    "subject",
    "would not (fight|resist|mind|care|stop) (it )?if (something|someone|anything|a car|it|death|cancer) (killed|hit|took|came for) me",
  ),
  // Found on real posts (decision 022): being dead as the one thing wanted, asking to be killed,
  // the last stretch of one's life, erased from existence.
  crisis(
    "subject",
    "(the )?(only|one) thing i {adv}(want|wish for|need|long for|crave)( anymore| now)? is (to )?(be dead|die|death|not exist|not be alive)",
  ),
  concern(
    "self",
    "(someone|somebody|anyone|can someone|could someone|will someone) (please )?(just )?kill me(?! (with|if|when|for)\\b)|(pay|paying|hire|hiring|find|looking for|looking) (someone|somebody|a hitman|a hit man|a person)( [a-z]+){0,2} to (kill|shoot|murder) me\\b",
  ),
  concern(
    "subject",
    "(the |my )?(last|final) (night|day|week|month|year|days|weeks|months) of my life(?! (so far|was|were)\\b)|(this|tonight|today) (is|may be|might be|will be|could be) my last (year|night|day|week|month|christmas|birthday) (living|alive|on (this )?earth)|only (one|a few|two|three) days? of my life left",
  ),
  concern("subject", "{desire} {adv}to (be )?(erased|wiped) (from|out of) existence|{desire} {adv}to fade (in)?to nothing(ness)?"),
  crisis("subject", "^(god |please )?let me die{notfig}|begging (you )?(god )?(to )?let me die{notfig}"),
  concern("subject", "(cannot|can not|could not|do not|unable to) (find|feel|see) (the |my |any )?will to live"),
];

// C-SSRS 2 — thoughts of killing oneself, without method, intent or plan.
export const SUICIDAL_THOUGHTS: CrisisRule[] = [
  crisis(
    "subject",
    "(think|thinks|thinking|thought|thoughts|dream|dreaming|fantasi[sz]e|fantasi[sz]ing|obsess|obsessing|contemplate|contemplating|consider|considering|ponder|pondering)( a lot| so much| constantly| again| seriously| more and more)? (about |of )?(the )?(suicide|killing myself|ending (it|my life|it all|things|everything|myself)(?! (with|between)\\b)|taking my (own )?life|unaliving|offing myself|how to die|not being alive)",
  ),
  crisis(
    "subject",
    "suicidal (thoughts|ideation|urges|feelings|thinking|again|rn|right now|today|tonight|lately|af|these days|all the time|episode|mood)",
  ),
  crisis(
    "subject",
    "(am|is|are|was|were|be|been|being|feel|feels|feeling|felt|get|gets|getting|got|so|very|really|extremely|super|actively|passively|pretty|quite|kind of|kinda|still|chronically|always|lowkey|highkey|mildly|a bit|a little|becoming|become|became|extra) suicidal",
  ),
  crisis("self", "(kill|killing|kil) myself(?! laughing\\b)"),
  crisis("self", "(?<![0-9] ?)\\bkms\\b(?! (on|away|per|an hour|of|from|to|left|driven|range|in)\\b)"),
  crisis("subject", "({desire}|dying|going|gonna|about|planning|plan) {adv}to {adv}{endit}"),
  crisis("self", "(end|ending) my (own )?life|(take|taking) my (own )?life|end my existence"),
  crisis("subject", "(end|ending) it all(?! (with|between)\\b)"),
  concern(
    "subject",
    "(thoughts|thinking|think) (about|of) (dying|death|being dead|not being alive) (never (go away|leave|stop)|will not (go away|leave)|are|is|keep|constantly|all the time|every day|a lot|again|will not stop|constant|never stop)",
  ),
  crisis("self", "(unalive|unaliving|off|offing|end|ending|delete|deleting) myself"),
  crisis("subject", "\\bunaliving\\b|self (delete|deleting)|\\bctb\\b"),
  crisis(
    "self",
    "(do|doing|top|topping|neck|necking) myself in|(top|topping|neck|necking) myself|do away with myself|take myself out(?! (to|for|on|of)\\b)",
  ),
  crisis(
    "subject",
    "(commit|committing) suicide|(going to|gonna|will|want to|plan to|planning to|decided to) die by suicide|(going to|gonna|go|about to|ready to) (go )?unalive\\b",
  ),
  crisis(
    "subject",
    "(talk|talks|talking|talked|writing|wrote|posting|posted) (a lot )?about (suicide|killing (himself|herself|themselves|myself)|wanting to die|ending (it|his life|her life|my life|their life))(?! (prevention|awareness|rates|in (class|the|school|general)|at school|with (my|the) class)\\b)",
  ),
  crisis("subject", "(my|planning|plan|planned|attempt|attempting|contemplate|consider) suicide"),
  crisis("subject", "(going to|want to|wanted to|gonna|about to|ready to|plan to|planning to|trying to|tried to) suicide\\b"),
  crisis(
    "subject",
    "suicide (is|seems|sounds|feels|looks) (like )?(the only|my only|the best|the answer|an option|like an option|appealing|tempting|better|easier|good|nice)",
  ),
  crisis("subject", "(urge|urges|temptation|desire) to (die|end it|kill myself|end my life)"),
  crisis("subject", "(cannot|do not|can not) see (a|any) way out (of this )?(except|but|other than) (one|death|dying|suicide|that)"),
  concern(
    "subject",
    "(?<!(died|dies|death|deaths|killed [a-z]+|lost [a-z ]{1,20}|committed|by|to|from|of|about|in|against) )(suicide|suicidal)(?! (prevention|awareness|squad|rates?|statistics|risk factors?|bomber|bombing|doors?|mission|run|pact in|watch|note in|is (never|not) the answer|hotline number))",
  ),
  concern("subject", "(the|those|these|my|suicidal|dark|bad) thoughts (are|have|keep|came|come|coming|creep|crept)( coming)? back"),
  concern("subject", "(permanently|forever) (log|logging) off|(log|logging) off (permanently|forever|for good)"),
  // Asking for a reason not to: the thought is there.
  crisis(
    "subject",
    "why (should not i|should i not|not|would not i|would i not|cannot i|can i not) (just )?({endit}|die)\\b|(give me|tell me|is there) (one|a|any) (good )?reason (not to|why i should not|i should not) ({endit}|die)\\b",
  ),
  // Asking to be talked out of it or given a reason not to, the act named (found on real posts).
  crisis(
    "subject",
    "talk me out of (jumping|doing it|killing myself|ending it|ending my life|suicide|it [a-z ]{0,20}(rope|noose|pills|gun|bridge|ledge))|(give me|tell me|need|want) (a |one |some |any )?(legit |good |real |single )?reasons? (to not|not to) ({endit}|die|jump|do it)\\b",
  ),
  crisis(
    "subject",
    "if i (had|owned|could get|could buy) (a |the )?(gun|pistol|rifle|rope|noose)[a-z ,]{0,25}i would {adv}(do it|use it|end it|shoot myself|{endit})",
  ),
];

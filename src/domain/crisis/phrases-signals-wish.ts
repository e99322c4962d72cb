// The scored layer's tables, part 1: signals of wanting to be dead or gone, thoughts of death,
// no future, and weariness of life itself. Weights and how they add up: src/domain/crisis/signals.ts and
// src/domain/crisis/score.ts; reasons: docs/decisions/008-crisis-detection.md, addendum of 2026-11-24.
import { signal } from "./rule";
import type { SignalFamily, SignalRule } from "./signals";

export const WISH_SIGNALS: ReadonlyArray<readonly [SignalFamily, readonly SignalRule[]]> = [
  [
    "death-wish",
    [
      // "wanna disappear", "can't wait for the day i stop breathing", "waiting for the day i finally get to rest"
      signal(
        3,
        "subject",
        "(?<!heart and ){desire} {adv}(to |for |that )?(the day )?(when )?(i )?((could|can|would|will|get to|finally|just|quietly) )*({gone}|disappear(?! ((forever|for good) )?(into|in|for(?! real)|from|to|under|behind|off|with|on|after|when|like)\\b))",
      ),
      signal(
        3,
        "subject",
        "(hope|hoping|wish|pray|praying)( that)? (my heart|my body|i) {adv}(stops|gives out|give out|stop|fails)|(hope|hoping|wish|wishing|pray|praying)( that)? (something|anything) (bad )?(will |would |to )?(happen|happens) to me",
      ),
      // being gone sounds peaceful, would be a relief, is fine with me
      signal(
        3,
        "subject",
        "({gone}|dying|being dead|being gone|not being here|not existing|not waking up)[a-z ]{0,30} (sounds|seems|feels|would be|would feel|is) {adv}(like )?(the )?(most )?{relief}",
      ),
      signal(3, "subject", "{relief} (it )?(would be|to|it would be|it is) (to )?{adv}({gone}|be gone|disappear|not wake up|stop)"),
      signal(
        3,
        "subject",
        "(would be|i would be|i am|i feel) {adv}(okay|ok|fine|relieved|happy|glad|at peace) (with )?(dying|if i died|if i (was|were) (gone|dead)|(to )?die)|(that is|it is|and that is) (fine|okay|ok) with me|if i die [a-z ]{0,20}(i do not care|whatever|so be it|good|fine by me)",
      ),
      signal(
        3,
        "subject",
        "(month|week|year|days) to live [a-z ,]{0,20}(relieved|glad|happy|a relief|okay)|if i (could|can) (just )?({gone}|disappear|die)[a-z ]{0,30}i would",
      ),
      signal(
        3,
        "subject",
        "(fading|slipping) away and i (do not want to|will not|am not going to|do not care enough to) (stop|fight) it|(fading|disappearing) and i (do not want to|will not|am not going to|do not care enough to) (stop|fight) it|(waiting|wait) for (the day )?my (body|heart) (gives up|to give up|gives out|to give out|stops|to stop|shuts down)",
      ),
      signal(
        3,
        "subject",
        "see you (all )?(on the other side|in the next life|in another life)|(the easy way out|a way out|the way out) (is|seems|looks|sounds|is starting to look) {adv}(good|better|appealing|tempting|nice|like the only)|(regret|regretting|sorry about) (surviving|that i survived|waking up)|wish (they|he|she|you) (had not|did not|never) (saved|found|stopped) me",
      ),
      signal(
        3,
        "subject",
        "(peace|at peace|made peace|making peace|accepted|accepting|okay|ok|comfortable) with (the (idea|thought) of )?(not being (around|here|alive)|dying|death|my death|not waking up|it ending|leaving (this|for good))|ready for (it all|everything|it|my life|life|all of this|all of it) to (end|be over|stop)|wish (it|that) (was|had been|were) me\\b|(hope|hoping|wish|pray)( that)? (a|the|one|some) (car|bus|truck|train|driver) (does not|will not|would not|doesnt|wont|did not) (stop|see me|brake)",
      ),
      signal(
        2,
        "subject",
        "(not|no longer) (scared|afraid) of (it|dying|death|the end)( anymore)?|(should|could|might as well|want to) {adv}(go|leave) too|(join|joining|be with) (them|him|her|my [a-z]+) (again|soon|there|already)|(okay|ok|alright|allowed) to (stop|let go|give up)( now| fighting| trying)?$|(wake|woke|waking) up (disappointed|upset|annoyed)|wish (you|one) (had|would have) never (been )?born|(want|need|wish) (it all |everything |the pain |the hurt )?(to )?stop (hurting|feeling|the pain)",
      ),
      signal(1, "subject", "(not|no longer) (scared|afraid)( anymore)?$"),
      signal(
        3,
        "subject",
        "if there (was|were|is) (a|any|some) way to (just )?(quietly |peacefully |painlessly |simply )?({gone}|disappear|not wake up)|so (it|everything|this|life|it all) (can|could|will|would) (just )?(be over|end|stop)|would {adv}rather (it all|everything|it|life|my life) (just )?(stopped|ended|was over|be over|end|stop)",
      ),
      signal(3, "self", "(waiting|wait) for (my|their|our|your) (life|lives) to (end|be over)|(waiting|wait) for the end(?! of)"),
      signal(
        2,
        "subject",
        "(go|leave|walk away|drive off|drive away)( [a-z]+){0,5} and (never|not) come back|(it|that|this) would (just |honestly )?be (such )?a (relief|mercy|blessing)$|(quietly|peacefully|just) (slip|fade|drift) away",
      ),
      signal(
        2,
        "subject",
        "(thought|idea) (is|feels|seems|has become) {adv}(weirdly |strangely |oddly |so )?(peaceful|comforting|calming|soothing|appealing)|(my )?comfort thought|time (i|for me to) (left|leave|go|went) too",
      ),
      // Looser: a wish and a way of being gone a few words apart ("wish i could press a button and just cease to exist").
      signal(
        2,
        "subject",
        "(?<!heart and ){desire}( {notsomeone}[a-z]+){1,5} (and )?(just )?({gone}|cease to exist|stop existing|disappear)(?! ((forever|for good) )?(into|in|from|under|behind|for(?! real)|after|when|like)\\b)|{desire}( {notsomeone}[a-z]+){0,4} (for good|forever|permanently)$",
      ),
      signal(
        3,
        "subject",
        "(hope|hoping|wish|pray|praying)( that)? (something|someone|anything) (will |would |to )?(take me out|kill me|end me|take me)|so i (do not|would not|will not) have to do it myself|disappointed (that )?i am still (here|alive|breathing)",
      ),
      signal(
        2,
        "subject",
        "(dying|death|the idea of dying|the thought of dying|it) (does not|no longer) scare(s)? me( anymore)?|(it|that|death|dying) (sounds|feels|seems) like (rest|peace|relief|freedom|a relief|sweet relief)$|(never|did not) ask(ed)? to be born|(expect|want|tell|telling) me to (want to live|keep living|stay alive)|the only thing i (have )?(left )?to look forward to",
      ),
      signal(1, "subject", "(and )?(that is|which is|it is) (fine|okay|ok)( with me| by me)?$"),
    ],
  ],
  [
    "death-thoughts",
    [
      signal(
        3,
        "subject",
        "(telling|tells|told|tell) me to (just )?({gone}|end (it|things|it all)|kill myself|die|do it)|(see|picture|imagine|imagining|picturing) myself (hanging|jumping|dead|dying|in a coffin|bleeding out)",
      ),
      signal(
        3,
        "subject",
        "death (is|would be|seems|feels like|will be) (the only|my only|the best|the easiest|the one|an|a|my) (thing|way|option|answer|escape|solution|fix|way out|cure)",
      ),
      signal(
        2,
        "subject",
        "(think|thinking|thought|thoughts|dream|dreams|dreaming|fantasi[sz]e|fantasi[sz]ing|wonder|wondering|imagine|imagining|picture|picturing) (about |of )?(how )?(easy |nice |good |peaceful )?(it would be )?(to )?(just )?({gone}|dying|death|being dead|my death|my funeral|not being (here|alive|around)|not existing|the end|it all ending|overdosing|an overdose|taking (all )?(my|the) {pills})",
      ),
      signal(
        2,
        "subject",
        "(imagine|imagining|picture|picturing|think about|thinking about|wonder|wondering) (what it would be like |how it would be |how it would feel )?if i (just )?({gone}|stopped existing|did not exist|was gone|were gone|disappeared)|(would|will) (come|show up|go) to my funeral|(see|be with|join) (him|her|them|you) soon$",
      ),
      signal(
        2,
        "subject",
        "(dream|dreams|nightmares?) (where|that|about how) i (die|am dead|kill myself|do it)|would (solve|fix|end) (everything|it all|all my problems|all of this)",
      ),
      signal(
        2,
        "subject",
        "if i {adv}(died|was dead|were dead|was gone|were gone|was not here|were not here)[a-z ,]{0,30} (would|will) (all )?(stop|end|be over|go away|finally stop)",
      ),
      signal(
        2,
        "subject",
        "(the )?(same|those|these|my|suicidal|dark) (thoughts|urges) ([a-z]+ )?(had|are back|came back|come back|again)|the urge is back",
      ),
    ],
  ],
  [
    "no-future",
    [
      signal(
        3,
        "subject",
        "(do not|cannot|can not|could not|never) (see|picture|imagine) (myself|me) (being |still )?(here|around|alive|making it|living|surviving|growing old|getting old|reaching|past|at \\d+)",
      ),
      signal(
        3,
        "subject",
        "(not|never) (going to|gonna) make it to (my|the|next|christmas|summer|\\d+)|(cannot|can not|could not) (imagine|picture|see) (myself )?(being )?(alive|here|around) (at|by|in|past) |(do not|never) (expect|plan|intend) to (be (around|here|alive)|make it|live|see)|(do not think|doubt|do not expect|not sure|do not know if) i (will|am going to|am gonna) (still )?(be (here|around|alive)|make it|last|live)( (to|past|until|till|by|in|for|much|long|another|next|this)\\b| ?$)",
      ),
      signal(
        2,
        "subject",
        "(stopped|stop) (seeing|having|believing in|imagining) (a|any|my) future|no future (for me|ahead)|(living|live) on borrowed time|running out the clock|(just |i am |am )counting down( the days)?( now)?$",
      ),
      signal(
        2,
        "subject",
        "one day i (am|will) (just )?(going to )?be gone|not (going to|gonna) be (here|around) (much longer|long|for long)|(will not|wont) (be here|be around|make it) (to|past|until|by|for)",
      ),
      signal(
        2,
        "subject",
        "(reached|at|come to|the) end of the (road|line) for me|(reached|at) the end of the road|(do not|not) want a future|(not sure|do not know if) i (even )?want (next|another) (month|year|week|day|birthday)|(never|not) (meant|supposed) to (make it|be here|be alive|live) (this far|this long|past)|my life is (over|done)(?! (if|when|unless)\\b)",
      ),
    ],
  ],
  [
    "weary-of-life",
    [
      signal(3, "subject", "(tired|sick|exhausted|weary|worn out|done|fed up|finished) (of|with|by|from) {adv}{lifeobj}"),
      signal(
        3,
        "subject",
        "(existing|existence|being alive|staying alive) (is|feels|has become|seems|just feels|is just) {adv}(like )?(a |such a |so |too |just )?(exhausting|pointless|meaningless|chore|a chore|burden|torture|unbearable|too hard|too much|suffering|hell|punishment|not for me|not worth it|empty|waste)",
      ),
      signal(
        2,
        "subject",
        "(living|life) (is|feels|has become|seems|just feels|is just) {adv}(like )?(a |such a |so |too |just )?(exhausting|pointless|meaningless|chore|a chore|torture|unbearable|suffering|hell|punishment|not for me|not worth it)",
      ),
      signal(
        3,
        "subject",
        "life (is not|was never|is just not) (for me|meant for me)|not (meant|built|made|cut out) (to be alive|to live|for (this world|life|living))|not (supposed|meant) to be (alive|here)(?! (at|in|on|today|tonight|for|until|till|with|by|yet)\\b)",
      ),
      signal(
        3,
        "subject",
        "(do not|does not|no longer) {adv}want to (do life|keep (living|waking up|breathing)|be a person)|(stopped|stop|stops|stopping) wanting to (live|be alive|exist|wake up)|no interest in (going on|living|life|being alive|staying alive)",
      ),
      signal(
        3,
        "subject",
        "(decided|know|realised|realized) (that )?i am (not going to|never going to) (live|go on|keep (living|going)|be here|stay|do this) (like this|much longer|another|for)",
      ),
      signal(
        2,
        "subject",
        "(live|living|go on|going on|keep going) like this (for )?(another|\\d+ more|much longer|the rest of my life|forever|for years)|(what if|if) i (just )?(did not|never|do not) (come|came|wake|woke) (back|up)",
      ),
      // Looser: a word against being alive a few words before it ("i dread waking up every day").
      signal(
        2,
        "subject",
        "(hate|hating|tired of|sick of|exhausted (by|from|of)|dread|dreading|disappointed|regret|regretting)( {notsomeone}[a-z]+){0,4} (still )?(being alive|being here|alive|existing|breathing|waking up|wake up|woke up|living(?! (in|with|at|near|here|there|alone|abroad|on|off|next|like|room|costs?|situation|out of)\\b))",
      ),
      signal(
        2,
        "subject",
        "(do not|does not|no longer) {adv}want to keep (doing (it|this)|going|trying)(?! (to|at|in|on|for|with|back)\\b)",
      ),
      signal(
        3,
        "subject",
        "why (am i|do i|should i|would i) (still |even )?(alive|survive|bother (living|staying alive|surviving|to live))|why i should (keep going|stay|live)|why (i am|am i) (even |still )?(bothering|trying) to (survive|live|stay alive|keep going|exist)|how (do|does|can) (people|anyone|everyone|others) (wake up and )?(want to (live|be alive)|enjoy (life|living|being alive))",
      ),
      signal(
        2,
        "subject",
        "what is (even )?the point (of|in) (any of this|all of this|anything|it all|trying|me|going on|staying|getting better|being alive|living)|why (am i|do i|should i) (still |even )?(here|bother|try|keep (going|trying))(?! (at|in|on|with|when|so|reading|doing|awake|working|to)\\b)",
      ),
      signal(
        3,
        "subject",
        "(lost|losing|no|have no|do not have|out of|run out of|running out of|ran out of) (the |my |any )?(will|energy|strength|desire|fight) (left )?(to )?(live|keep going|go on|keep living|keep fighting|carry on|be alive|exist|survive|stay)|(ready|going|about) to let (it|depression|the depression|my depression|the darkness) win",
      ),
      signal(
        2,
        "subject",
        "(no|do not have any|have no|not much) fight left|out of fight|(do not|no longer) want to fight (anymore|any more|this anymore|it anymore)|convinc(e|ing) myself to (keep going|stay|live|stay alive|keep living|get up|go on)|(not|do not|no longer|stopped) {adv}(care|caring) (about )?what happens (to me|to my body|to myself)",
      ),
      signal(
        3,
        "subject",
        "(stopped|stop) caring (whether|if) i (live|die|wake|am alive)|existing until i|(my )?body (just )?(has not|hasnt) caught up|(waiting|wait) for my body to|already (dead|gone) (inside )?(and|but|,)? ?(my|i)|want to opt out|(ready|wish i could|want) to opt out",
      ),
      signal(
        2,
        "subject",
        "(another|the next|forty more|fifty more|thirty more|twenty more) (\\d+ |forty |fifty |thirty |twenty |few )?(years?|decades?|months?) (of this|like this)|(?<=\\b\\d{1,3} )more (years|decades) (of this|like this)|(do|doing|live|living|spend|spending) this for (another|the next|\\d+ more) |(do not want to|cannot|could not|will not) (spend|live|do) (the rest of my life|my whole life) (like this|feeling like this|this way)",
      ),
      signal(
        3,
        "subject",
        "(do not think|not sure) i (am|was) (meant|supposed|built|made) to (be alive|live|be here|exist)|^(of|with) (being alive|living|existing|life)$|(running out of|run out of|ran out of|out of|no more) reasons to (stay alive|live|keep going|stay|keep living)|hate (that )?i am still (here|alive|breathing)|(punishment|sentence) for (still )?(being alive|living|existing|being born)|(nothing|no one|nobody) (makes|is making) me want to (stay|live|keep going|be here|go on|stay alive)|(do not know|not sure|no idea) (what|who) i am (holding on|living|staying|still here|fighting|hanging on) for|(cannot|can not|do not) remember (what )?(wanting to live|wanting to be alive|wanting to wake up|it (feels|felt) like to want to (live|be alive))",
      ),
      signal(
        3,
        "subject",
        "(do not|cannot|can not|could not) (see|find|picture|think of) (a|any|one|a single) (reason|point) (to|for|in) (keep|keeping|live|living|stay|staying|go on|going on|carry on|being)",
      ),
      signal(
        2,
        "subject",
        "how many more (times|days|nights|years|mornings) i can|(so|then) i (do not|would not|will not) have to (keep going|keep living|wake up|exist|be here|make the decision)|(nothing|no one|nobody) (keeps|is keeping) me (going|alive|here)|what keeps me (going|alive|here)",
      ),
    ],
  ],
];

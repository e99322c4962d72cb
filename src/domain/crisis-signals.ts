// The crisis detector's scored layer (docs/decisions/008-crisis-detection.md, addendum of
// 2026-11-24): weaker signals that are not a crisis phrase on their own but add up in one
// post. Each signal belongs to a family; a family counts once per text, at the weight of its
// strongest match (a core family heard again in another sentence adds 1, up to 3). A post whose families weigh SIGNAL_THRESHOLD or more, with at least one
// core family (one that speaks of dying, not existing, being a burden, a method, self-harm or
// goodbyes), is "concern". Amplifiers (rumination, distress, disclosure, "doing it") never
// count without a core family. Same context rules as the phrase tables (negation, who, jokes,
// stories, long past). Reviewed like code.
import type { CrisisCategory } from "./crisis-detector";
import type { CrisisRule, Who } from "./crisis-rule";

export type SignalFamily =
  | "death-wish"
  | "death-thoughts"
  | "no-future"
  | "weary-of-life"
  | "burden"
  | "means"
  | "self-injury"
  | "farewell"
  | "reasons-to-stay"
  | "death-talk"
  | "rumination"
  | "distress"
  | "disclosure"
  | "doing-it";

/** A signal is a phrase rule with a weight; it never counts on its own, only toward the score. */
export interface SignalRule extends CrisisRule {
  weight: 1 | 2 | 3;
}

const signal = (weight: 1 | 2 | 3, who: Who, pattern: string): SignalRule => ({ level: "concern", who, pattern, weight });

/** The category a core family reports; null for an amplifier. */
export const SIGNAL_CATEGORY: Readonly<Record<SignalFamily, CrisisCategory | null>> = {
  "death-wish": "wish-to-be-dead",
  "death-thoughts": "suicidal-thoughts",
  "no-future": "hopelessness",
  "weary-of-life": "hopelessness",
  burden: "hopelessness",
  means: "method",
  "self-injury": "self-harm",
  farewell: "preparatory-acts",
  "reasons-to-stay": "hopelessness",
  "death-talk": "suicidal-thoughts",
  rumination: null,
  distress: null,
  disclosure: null,
  "doing-it": null,
};

/**
 * Families whose different rules each add their weight, up to this total (distress: several
 * kinds of pain in one post say more than one said twice). Other families count once.
 */
export const SIGNAL_DISTINCT_CAP: Readonly<Partial<Record<SignalFamily, number>>> = { distress: 2 };

/** Families that count only in words no other rule or signal matched. */
export const SIGNAL_FALLBACK: ReadonlySet<SignalFamily> = new Set(["death-talk"]);

/** Families weighing this much in one text, one of them core, make it "concern". */
export const SIGNAL_THRESHOLD = 3;

export const CRISIS_SIGNAL_TABLE: ReadonlyArray<readonly [SignalFamily, readonly SignalRule[]]> = [
  [
    "death-wish",
    [
      // "wanna disappear", "can't wait for the day i stop breathing", "waiting for the day i finally get to rest"
      signal(3, "subject", "(?<!heart and ){desire} {adv}(to |for |that )?(the day )?(when )?(i )?((could|can|would|will|get to|finally|just|quietly) )*({gone}|disappear(?! ((forever|for good) )?(into|in|for(?! real)|from|to|under|behind|off|with|on|after|when|like)\\b))"),
      signal(3, "subject", "(hope|hoping|wish|pray|praying)( that)? (my heart|my body|i) {adv}(stops|gives out|give out|stop|fails)|(hope|hoping|wish|wishing|pray|praying)( that)? (something|anything) (bad )?(will |would |to )?(happen|happens) to me"),
      // being gone sounds peaceful, would be a relief, is fine with me
      signal(3, "subject", "({gone}|dying|being dead|being gone|not being here|not existing|not waking up)[a-z ]{0,30} (sounds|seems|feels|would be|would feel|is) {adv}(like )?(the )?(most )?{relief}"),
      signal(3, "subject", "{relief} (it )?(would be|to|it would be|it is) (to )?{adv}({gone}|be gone|disappear|not wake up|stop)"),
      signal(3, "subject", "(would be|i would be|i am|i feel) {adv}(okay|ok|fine|relieved|happy|glad|at peace) (with )?(dying|if i died|if i (was|were) (gone|dead)|(to )?die)|(that is|it is|and that is) (fine|okay|ok) with me|if i die [a-z ]{0,20}(i do not care|whatever|so be it|good|fine by me)"),
      signal(3, "subject", "(month|week|year|days) to live [a-z ,]{0,20}(relieved|glad|happy|a relief|okay)|if i (could|can) (just )?({gone}|disappear|die)[a-z ]{0,30}i would"),
      signal(3, "subject", "(fading|slipping away|disappearing) and i (do not want to|will not|am not going to) (stop|fight) it|(waiting|wait) for (the day )?my (body|heart) (gives up|to give up|gives out|to give out|stops|to stop|shuts down)"),
      signal(3, "subject", "see you (all )?(on the other side|in the next life|in another life)|(the easy way out|a way out|the way out) (is|seems|looks|sounds|is starting to look) {adv}(good|better|appealing|tempting|nice|like the only)|(regret|regretting|sorry about) (surviving|that i survived|waking up)|wish (they|he|she|you) (had not|did not|never) (saved|found|stopped) me"),
      signal(3, "subject", "(peace|at peace|made peace|making peace|accepted|accepting|okay|ok|comfortable) with (the (idea|thought) of )?(not being (around|here|alive)|dying|death|my death|not waking up|it ending|leaving (this|for good))|ready for (it all|everything|it|my life|life|all of this|all of it) to (end|be over|stop)|wish (it|that) (was|had been|were) me\\b|(hope|hoping|wish|pray)( that)? (a|the|one|some) (car|bus|truck|train|driver) (does not|will not|would not|doesnt|wont|did not) (stop|see me|brake)"),
      signal(2, "subject", "(not|no longer) (scared|afraid) of (it|dying|death|the end)( anymore)?|(should|could|might as well|want to) {adv}(go|leave) too|(join|joining|be with) (them|him|her|my [a-z]+) (again|soon|there|already)|(okay|ok|alright|allowed) to (stop|let go|give up)( now| fighting| trying)?$|(wake|woke|waking) up (disappointed|upset|annoyed)|wish (you|one) (had|would have) never (been )?born|(want|need|wish) (it all |everything |the pain |the hurt )?(to )?stop (hurting|feeling|the pain)"),
      signal(1, "subject", "(not|no longer) (scared|afraid)( anymore)?$"),
      signal(3, "subject", "if there (was|were|is) (a|any|some) way to (just )?(quietly |peacefully |painlessly |simply )?({gone}|disappear|not wake up)|so (it|everything|this|life|it all) (can|could|will|would) (just )?(be over|end|stop)|would {adv}rather (it all|everything|it|life|my life) (just )?(stopped|ended|was over|be over|end|stop)"),
      signal(3, "self", "(waiting|wait) for (my|their|our|your) (life|lives) to (end|be over)|(waiting|wait) for the end(?! of)"),
      signal(2, "subject", "(go|leave|walk away|drive off|drive away)( [a-z]+){0,5} and (never|not) come back|(it|that|this) would (just |honestly )?be (such )?a (relief|mercy|blessing)$|(quietly|peacefully|just) (slip|fade|drift) away"),
      signal(2, "subject", "(thought|idea) (is|feels|seems|has become) {adv}(weirdly |strangely |oddly |so )?(peaceful|comforting|calming|soothing|appealing)|(my )?comfort thought|time (i|for me to) (left|leave|go|went) too"),
      // Looser: a wish and a way of being gone a few words apart ("wish i could press a button and just cease to exist").
      signal(2, "subject", "(?<!heart and ){desire}( {notsomeone}[a-z]+){1,5} (and )?(just )?({gone}|cease to exist|stop existing|disappear)(?! ((forever|for good) )?(into|in|from|under|behind|for(?! real)|after|when|like)\\b)|{desire}( {notsomeone}[a-z]+){0,4} (for good|forever|permanently)$"),
      signal(1, "subject", "(and )?(that is|which is|it is) (fine|okay|ok)( with me| by me)?$"),
    ],
  ],
  [
    "death-thoughts",
    [
      signal(3, "subject", "(telling|tells|told|tell) me to (just )?({gone}|end (it|things|it all)|kill myself|die|do it)|(see|picture|imagine|imagining|picturing) myself (hanging|jumping|dead|dying|in a coffin|bleeding out)"),
      signal(3, "subject", "death (is|would be|seems|feels like|will be) (the only|my only|the best|the easiest|the one|an|a|my) (thing|way|option|answer|escape|solution|fix|way out|cure)"),
      signal(2, "subject", "(think|thinking|thought|thoughts|dream|dreams|dreaming|fantasi[sz]e|fantasi[sz]ing|wonder|wondering|imagine|imagining|picture|picturing) (about |of )?(how )?(easy |nice |good |peaceful )?(it would be )?(to )?(just )?({gone}|dying|death|being dead|my death|my funeral|not being (here|alive|around)|not existing|the end|it all ending|overdosing|an overdose|taking (all )?(my|the) {pills})"),
      signal(2, "subject", "(dream|dreams|nightmares?) (where|that|about how) i (die|am dead|kill myself|do it)|would (solve|fix|end) (everything|it all|all my problems|all of this)"),
      signal(2, "subject", "if i {adv}(died|was dead|were dead|was gone|were gone|was not here|were not here)[a-z ,]{0,30} (would|will) (all )?(stop|end|be over|go away|finally stop)"),
      signal(2, "subject", "(the )?(same|those|these|my|suicidal|dark) (thoughts|urges) ([a-z]+ )?(had|are back|came back|come back|again)|the urge is back"),
    ],
  ],
  [
    "no-future",
    [
      signal(3, "subject", "(do not|cannot|can not|could not|never) (see|picture|imagine) (myself|me) (being |still )?(here|around|alive|making it|living|surviving|growing old|getting old|reaching|past|at \\d+)"),
      signal(3, "subject", "(do not|never) (expect|plan|intend) to (be (around|here|alive)|make it|live|see)|(do not think|doubt|do not expect|not sure|do not know if) i (will|am going to|am gonna) (still )?(be (here|around|alive)|make it|last|live)( (to|past|until|till|by|in|for|much|long|another|next|this)\\b| ?$)"),
      signal(2, "subject", "(stopped|stop) (seeing|having|believing in|imagining) (a|any|my) future|no future (for me|ahead)|(living|live) on borrowed time|running out the clock|(just |i am |am )counting down( the days)?( now)?$"),
      signal(2, "subject", "one day i (am|will) (just )?(going to )?be gone|not (going to|gonna) be (here|around) (much longer|long|for long)|(will not|wont) (be here|be around|make it) (to|past|until|by|for)"),
      signal(2, "subject", "(not sure|do not know if) i (even )?want (next|another) (month|year|week|day|birthday)|(never|not) (meant|supposed) to (make it|be here|be alive|live) (this far|this long|past)|my life is (over|done)(?! (if|when|unless)\\b)"),
    ],
  ],
  [
    "weary-of-life",
    [
      signal(3, "subject", "(tired|sick|exhausted|weary|worn out|done|fed up|finished) (of|with|by|from) {adv}{lifeobj}"),
      signal(3, "subject", "(existing|existence|being alive|staying alive) (is|feels|has become|seems|just feels|is just) {adv}(like )?(a |such a |so |too |just )?(exhausting|pointless|meaningless|chore|a chore|burden|torture|unbearable|too hard|too much|suffering|hell|punishment|not for me|not worth it|empty|waste)"),
      signal(2, "subject", "(living|life) (is|feels|has become|seems|just feels|is just) {adv}(like )?(a |such a |so |too |just )?(exhausting|pointless|meaningless|chore|a chore|torture|unbearable|suffering|hell|punishment|not for me|not worth it)"),
      signal(3, "subject", "life (is not|was never|is just not) (for me|meant for me)|not (meant|built|made|cut out) (to be alive|to live|for (this world|life|living))|not (supposed|meant) to be (alive|here)(?! (at|in|on|today|tonight|for|until|till|with|by|yet)\\b)"),
      signal(3, "subject", "(do not|does not|no longer) {adv}want to (do life|keep (living|waking up|breathing)|be a person)|(stopped|stop|stops|stopping) wanting to (live|be alive|exist|wake up)|no interest in (going on|living|life|being alive|staying alive)"),
      signal(3, "subject", "(decided|know|realised|realized) (that )?i am (not going to|never going to) (live|go on|keep (living|going)|be here|stay|do this) (like this|much longer|another|for)"),
      signal(2, "subject", "(live|living|go on|going on|keep going) like this (for )?(another|\\d+ more|much longer|the rest of my life|forever|for years)|(what if|if) i (just )?(did not|never|do not) (come|came|wake|woke) (back|up)"),
      // Looser: a word against being alive a few words before it ("i dread waking up every day").
      signal(2, "subject", "(hate|hating|tired of|sick of|exhausted (by|from|of)|dread|dreading|disappointed|regret|regretting)( {notsomeone}[a-z]+){0,4} (still )?(being alive|being here|alive|existing|breathing|waking up|wake up|woke up|living(?! (in|with|at|near|here|there|alone|abroad|on|off|next|like|room|costs?|situation|out of)\\b))"),
      signal(2, "subject", "(do not|does not|no longer) {adv}want to keep (doing (it|this)|going|trying)(?! (to|at|in|on|for|with|back)\\b)"),
      signal(3, "subject", "why (am i|do i|should i|would i) (still |even )?(alive|survive|bother (living|staying alive|surviving|to live))|why i should (keep going|stay|live)|why (i am|am i) (even |still )?(bothering|trying) to (survive|live|stay alive|keep going|exist)|how (do|does|can) (people|anyone|everyone|others) (wake up and )?(want to (live|be alive)|enjoy (life|living|being alive))"),
      signal(2, "subject", "what is (even )?the point (of|in) (any of this|all of this|anything|it all|trying|me|going on|staying|getting better|being alive|living)|why (am i|do i|should i) (still |even )?(here|bother|try|keep (going|trying))(?! (at|in|on|with|when|so|reading|doing|awake|working|to)\\b)"),
      signal(3, "subject", "(lost|losing|no|have no|do not have) (the |my |any )?(will|energy|strength|desire|fight) (left )?(to )?(live|keep going|go on|keep living|keep fighting|carry on|be alive|exist|survive|stay)|(ready|going|about) to let (it|depression|the depression|my depression|the darkness) win"),
      signal(2, "subject", "(no|do not have any|have no|not much) fight left|convinc(e|ing) myself to (keep going|stay|live|stay alive|keep living|get up|go on)|(not|do not|no longer|stopped) {adv}(care|caring) (about )?what happens (to me|to my body|to myself)"),
      signal(3, "subject", "(stopped|stop) caring (whether|if) i (live|die|wake|am alive)|existing until i|(my )?body (just )?(has not|hasnt) caught up|(waiting|wait) for my body to|already (dead|gone) (inside )?(and|but|,)? ?(my|i)|want to opt out|(ready|wish i could|want) to opt out"),
      signal(2, "subject", "(another|the next|forty more|fifty more|thirty more|twenty more) (\\d+ |forty |fifty |thirty |twenty |few )?(years|decades) (of this|like this)|(?<=\\b\\d{1,3} )more (years|decades) (of this|like this)|(do|doing|live|living|spend|spending) this for (another|the next|\\d+ more) |(do not want to|cannot|could not|will not) (spend|live|do) (the rest of my life|my whole life) (like this|feeling like this|this way)"),
      signal(3, "subject", "hate (that )?i am still (here|alive|breathing)|(punishment|sentence) for (still )?(being alive|living|existing|being born)|(nothing|no one|nobody) (makes|is making) me want to (stay|live|keep going|be here|go on|stay alive)|(do not know|not sure|no idea) (what|who) i am (holding on|living|staying|still here|fighting|hanging on) for|(cannot|can not|do not) remember (what )?(wanting to live|wanting to be alive|wanting to wake up|it (feels|felt) like to want to (live|be alive))"),
      signal(3, "subject", "(do not|cannot|can not|could not) (see|find|picture|think of) (a|any|one|a single) (reason|point) (to|for|in) (keep|keeping|live|living|stay|staying|go on|going on|carry on|being)"),
      signal(2, "subject", "how many more (times|days|nights|years|mornings) i can|(so|then) i (do not|would not|will not) have to (keep going|keep living|wake up|exist|be here|make the decision)|(nothing|no one|nobody) (keeps|is keeping) me (going|alive|here)|what keeps me (going|alive|here)"),
    ],
  ],
  [
    "burden",
    [
      signal(3, "self", "(better|easier|happier|simpler|smoother|lighter|fine|okay|ok|relieved|richer|move on|get over it)( off| for everyone| for (them|her|him|all of them|my family))? ([a-z ,]{0,40} )?(without me|if i (just |simply |quietly )?(was|were|am|was not|were not|am not|had|never|did not)[a-z ]{0,15} (gone|around|here|dead|alive|born|existed|exist|in (it|the picture)|out of the picture)|if i (just )?(died|disappeared|vanished|left)|with me gone|once i am gone|when i am gone|than with me)"),
      signal(3, "self", "(remove|removing|take|taking) myself [a-z ]{0,25}(permanently|for good|forever)|the world (does not|do not|will not) need me|sorry (to everyone |to you all |to all |to my [a-z]+ )?for (being born|being alive|existing|being me|being a burden)"),
      signal(2, "self", "(out of the picture|remove myself|removing myself|take myself out of the (picture|equation)|(nobody|no one) needs me|a waste of (space|oxygen|air|life))"),
      signal(3, "self", "(do|doing) (them|everyone|everybody|the world|my family|him|her|you all) a favou?r (by|if i) (dying|died|leaving|disappearing|killing myself|was gone|were gone|was not here)"),
      signal(2, "self", "if i (was|were|am) gone(?! (for|from|on|to|until|till|by|this|the|a)\\b)|if i (died|disappeared|was not here|were not here)|everyone (will|would) (finally )?be (at peace|happy|free|better|fine|relieved)"),
      signal(2, "self", "(no one|nobody|not a single person|not one person) (would|will|is going to|going to) {adv}(notice|miss me|care|cry)( if i| when i| that i|$)|(if|whether) (they|anyone|people|my [a-z]+) (would|will) (even )?(remember|miss|notice) me"),
      signal(2, "self", "(i am|being|feel like|i have been) (a |such a |the |just a )?(burden|problem|mistake) (to|for|on) (everyone|them|my|her|him|you)|tired of being (the|a) (problem|burden|reason)|(would|will) {adv}be relieved$"),
      signal(3, "self", "one less (mouth to feed|problem|burden|disappointment|person to worry about|thing to worry about)"),
    ],
  ],
  [
    "means",
    [
      signal(2, "self", "(bottle|box|pack|handful|bunch|stash|stack) of {pills}|(counting|count|saving|hoarding|kept|keeping) (the |my |them|all )?({pills}|them instead)|how (many|much) [a-z ]{0,20}(it takes|it would take|i will need|i would need|i need)|stopped taking my [a-z ]{0,10}(medication|meds|insulin|pills)"),
      signal(2, "self", "(looking|staring|stare|looked|stared|look) at (the |my |a |that )?({pills}|bottle|rope|belt|knife|blade|razor|gun|revolver|pistol|window|bridge|edge|ledge|tracks|drop|beams?|rafters|ceiling fan)"),
      signal(2, "self", "overdos(e|es|ing)|(walk|walking|walked) (in|into the (water|lake|sea|ocean|river)) and (just )?(not|never) (stopping|stop|coming back)"),
      // An object alone (a rope, a gun) is common in ordinary talk: it needs more around it.
      signal(1, "self", "(?<!(end|ends) of )(a|the|my) (rope|noose|belt|knot)(?! (swing|ladder|course|lights|bag|buckle|bridge|loop|drive|colou?r|for (the|my|a) (pants|jeans|dress|trousers)))|(revolver|pistol|shotgun|rifle|handgun)"),
      signal(2, "self", "(?<=\\b(\\d{1,3}(th|st|nd|rd)?|ninth|tenth|top) )floor|how high up|engine running|(the|my) (car|garage) [a-z ]{0,20}engine|(not|never) (turning|turn) the wheel|(drive|driving|drove|jump|jumping|step|stepping) (off|into|in front of) (the|a|that) [a-z ]{0,12}(bridge|pillar|wall|tree|train|traffic|truck|cliff|roof|ledge)"),
      signal(2, "self", "(going to|gonna|about to|ready to|want to) jump$|(i am|standing|sitting|stood|sat) on (the|a) (roof|ledge|bridge|edge)( right now)?$"),
    ],
  ],
  [
    "self-injury",
    [
      signal(2, "subject", "(cutting|cut|burning|burned|hurting|hurt|harming) (again|deeper|myself)|(the|my|a) (blade|razor)(?! (runner|of grass|scooter))|\\bsh\\b(?= (again|urges?|scars?|cuts?|last night|today|tonight|yesterday|relapse))|(urge|urges|want|wanted|been) (to )?sh\\b|relapsed|(fresh|new) (cuts|scars)|my (scars|cuts)"),
    ],
  ],
  [
    "farewell",
    [
      signal(3, "subject", "(wrote|written|writing|finished|left|leaving) my (note|letters)(?! (for|to) (the|my) (neighbou?rs?|landlord|teacher|boss|babysitter|delivery|postman|cleaner|school|roommate|flatmate)\\b)"),
      signal(2, "subject", "(said|saying) goodbye to (my|her|him|them)|thank(ed|ing) (her|him|them|everyone) for everything|sorry (to everyone |to you all |to all )for everything|(hope|hopes) (he|she|they|you) (can |will )?forgive(s)? me|miss me when i am gone"),
      signal(2, "subject", "(i am|i think i am|i feel|i am finally) {adv}ready(?! (for|to)\\b)|(this|tonight|today) (is|might be|could be|will be) it$|(it is|its) my turn"),
      signal(2, "subject", "(oddly|strangely|weirdly|eerily) (calm|calmer|peaceful|at peace)|(calm|peaceful|at peace) (about (it|this|that|my decision|the decision|everything)|with (it|my decision|the decision|the idea|dying|death))|calmer than i have (been|felt) in|(thought|idea)[a-z ,]{0,40} (makes me feel|feels|makes me) (calm|peaceful|at peace|relieved)|(life insurance|insurance policy|payout|suicide clause)|(letters|a letter|notes) (to|for) (each of|all of|every one of)|for when i am gone|(giving|gave|give) away my|(someone|somebody) (to )?know(s)? i tried|last honest thing"),
    ],
  ],
  [
    "reasons-to-stay",
    [
      signal(2, "subject", "(the )?only (thing|reason|person|one) (stopping|keeping|holding) me|(holding on|hanging on|still here|staying) (for|because of) (my|him|her|them|everyone|everybody|others|other people)|(list of |my |the |any )?reasons (to|for) (stay|staying|live|living|keep going|stay alive|be alive)|(cannot|can not|could not|would never|will not) do (that|this|it) to (my|him|her|them)\\b|(other than|except) (not wanting|that i do not want) to (upset|hurt)|(once|when|after) (she|he|my [a-z]+) (is|are) gone i (will not|do not think i will|will) (stay|be here|follow)"),
    ],
  ],
  [
    "rumination",
    [
      signal(1, "subject", "(thinking|thought|think|thoughts) about it (more and more|a lot|all the time|constantly|every day|every night|so much|more than)|(i keep|keep) (thinking|wondering|imagining|picturing|coming back to|having (this|these) (thought|thoughts))|(getting|gets|got) (louder|worse|stronger|harder to|closer|heavier)|(scared|afraid|terrified) of (myself|what i)|more and more|(every|each) (single )?(day|night)|24 ?7"),
    ],
  ],
  [
    // The writer's own words of death, in any form the phrase tables do not read (weight 1: it
    // needs the company of other signals, such as distress).
    "death-talk",
    [
      signal(1, "subject", "(die{notfig}|dying{notfig}(?! to\\b)|death(?! (metal|row|star|stranding|match|scene|toll|penalty|grip|trap|by|note))|dead(?! (tired|serious|set|on|silence|of (night|winter)|wrong|last|center|centre|giveaway|weight|battery|phone|end|ass|lol))|suicide|suicidal|kill myself|killing myself|end it|ending it|end things|end everything|overdose|noose|not (be )?here anymore|not exist|gone forever)"),
    ],
  ],
  [
    "distress",
    [
      signal(1, "subject", "(depressed|depression|depressive)"),
      signal(1, "subject", "(hopeless|worthless|useless|pathetic|a failure|a disappointment|a mistake|failing everyone|failed everyone)"),
      signal(1, "subject", "(empty|numb|hollow|nothing matters|nothing (will (ever )?change|ever changes|works|helps|does$)|never going to (change|get better))"),
      signal(1, "subject", "(alone|lonely|no one cares|nobody cares|no friends|no one left|nothing left|no one to talk to)"),
      signal(1, "subject", "(exhausted|so tired|i am tired|worn out|drained|no energy|miserable|everything is (grey|gray|dark|heavy|pointless|too heavy))"),
      signal(1, "subject", "(hate myself|hate my life|hate who i am|disgusted with myself)"),
      signal(1, "subject", "(give up|gave up|giving up|done trying|cannot do this|cannot take (it|this)|cannot handle (it|this)|do not care how|(do not|no longer) want to do (it|this) anymore|(i am|so|just) done with (it|this|it all)$)"),
      signal(1, "subject", "(trapped|no way out|no escape|stuck forever|drowning|dark (place|places|thoughts)|unbearable|agony|torture)"),
      signal(1, "subject", "(crying|cry myself to sleep|cried myself to sleep|sobbing)"),
    ],
  ],
  [
    "disclosure",
    [
      signal(1, "subject", "(do not know|not sure) why i am (posting|writing|typing|telling|saying)|\\bthrowaway\\b|(nobody|no one) (knows|would guess|has noticed|noticed|even knows)|(have not|never) told (anyone|anybody)|(do not|dont) know who (else )?to (tell|talk)|(needed|wanted|want|need) (to say it|someone to know|to tell someone|to put it somewhere)|talk me out of it|(someone|somebody) (talk to me|please)|do not have an answer"),
    ],
  ],
  [
    "doing-it",
    [
      signal(1, "subject", "(do|doing|did|done) (it|anything) (tonight|soon|yet|this time|for real)|(trying|try|attempt|attempting) (it )?again|(go|going|went) through with it|instead of doing it|next time|one more (week|day|month)|(figure out|decide|decided|pick|picked|choose|chose) (when|the date|a date|the day)|(have not|did not) (done|do|loaded) (it|anything)|^yet$"),
    ],
  ],
];

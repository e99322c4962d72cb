// The scored layer's tables, part 2: burden, means, self-injury, farewells, reasons to stay,
// plain words of death, and the amplifiers (rumination, distress, disclosure, "doing it"), which
// never count without a core family. Weights and how they add up: src/domain/crisis/signals.ts and
// src/domain/crisis/score.ts; reasons: docs/decisions/008-crisis-detection.md, addendum of 2026-11-24.
import { signal } from "./rule";
import type { SignalFamily, SignalRule } from "./signals";

export const OTHER_SIGNALS: ReadonlyArray<readonly [SignalFamily, readonly SignalRule[]]> = [
  [
    "burden",
    [
      signal(
        3,
        "self",
        "(better|easier|happier|simpler|smoother|lighter|fine|okay|ok|relieved|richer|move on|get over it)( off| for everyone| for (them|her|him|all of them|my family))? ([a-z ,]{0,40} )?(without me|if i (just |simply |quietly )?(was|were|am|was not|were not|am not|had|never|did not)[a-z ]{0,15} (gone|around|here|dead|alive|born|existed|exist|in (it|the picture)|out of the picture)|if i (just )?(died|disappeared|vanished|left)|with me gone|once i am gone|when i am gone|than with me)",
      ),
      signal(
        3,
        "self",
        "(remove|removing|take|taking) myself [a-z ]{0,25}(permanently|for good|forever)|the world (does not|do not|will not) need me|sorry (to everyone |to you all |to all |to my [a-z]+ )?for (being born|being alive|existing|being me|being a burden)",
      ),
      signal(
        2,
        "self",
        "(out of the picture|remove myself|removing myself|take myself out of the (picture|equation)|(nobody|no one) needs me|a waste of (space|oxygen|air|life))",
      ),
      signal(
        3,
        "self",
        "(do|doing) (them|everyone|everybody|the world|my family|him|her|you all) a favou?r (by|if i) (dying|died|leaving|disappearing|killing myself|was gone|were gone|was not here)",
      ),
      signal(
        3,
        "self",
        "(hurt|bother|cost|burden) (her|him|them|everyone|everybody|my [a-z]+) less if i (just )?(was not|were not|was no longer|were no longer) (around|here|alive)",
      ),
      signal(
        2,
        "self",
        "if i (just )?(was|were|am) gone(?! (for|from|on|to|until|till|by|this|the|a)\\b)|if i (just )?(died|disappeared|was not here|were not here|was not around|were not around)|everyone (will|would) (finally )?be (at peace|happy|free|better|fine|relieved)",
      ),
      signal(
        2,
        "self",
        "(no one|nobody|not a single person|not one person) (would|will|is going to|going to) {adv}(notice|miss me|care|cry)( if i| when i| that i|$)|(if|whether) (they|anyone|people|my [a-z]+) (would|will) (even )?(remember|miss|notice) me",
      ),
      signal(
        2,
        "self",
        "(i am|being|feel like|i have been) (a |such a |the |just a )?(burden|problem|mistake) (to|for|on) (everyone|them|my|her|him|you)|tired of being (the|a) (problem|burden|reason)|(would|will) {adv}be relieved$",
      ),
      signal(3, "self", "one less (mouth to feed|problem|burden|disappointment|person to worry about|thing to worry about)"),
    ],
  ],
  [
    "means",
    [
      signal(
        2,
        "self",
        "(bottle|box|pack|handful|bunch|stash|stack) of {pills}|(counting|count|saving|hoarding|kept|keeping) (the |my |them|all )?({pills}|them instead)|how (many|much) [a-z ]{0,20}(it takes|it would take|i will need|i would need|i need)|stopped taking my [a-z ]{0,10}(medication|meds|insulin|pills)",
      ),
      signal(
        2,
        "self",
        "(looking|staring|stare|looked|stared|look) at (the |my |a |that )?({pills}|bottle|rope|belt|knife|blade|razor|gun|revolver|pistol|window|bridge|edge|ledge|tracks|drop|beams?|rafters|ceiling fan)",
      ),
      signal(3, "self", "(so it|to make it|and make it|make it) (looks?|seems?) like an accident"),
      signal(
        2,
        "self",
        "(crash|wreck|drive) (the|my) car [a-z ]{0,30}(on purpose|into|so)|(take|taking|swallow|swallowing) all of (it|them)( at once)?|overdos(e|es|ing)|(walk|walking|walked) (in|into the (water|lake|sea|ocean|river)) and (just )?(not|never) (stopping|stop|coming back)",
      ),
      // An object alone (a rope, a gun) is common in ordinary talk: it needs more around it.
      signal(
        1,
        "self",
        "(?<!(end|ends) of )(a|the|my) (rope|noose|belt|knot)(?! (swing|ladder|course|lights|bag|buckle|bridge|loop|drive|colou?r|for (the|my|a) (pants|jeans|dress|trousers)))|(revolver|pistol|shotgun|rifle|handgun)",
      ),
      signal(
        2,
        "self",
        "(?<=\\b(\\d{1,3}(th|st|nd|rd)?|ninth|tenth|top) )floor|how high up|engine running|(the|my) (car|garage) [a-z ]{0,20}engine|(not|never) (turning|turn) the wheel|(drive|driving|drove|jump|jumping|step|stepping) (off|into|in front of) (the|a|that) [a-z ]{0,12}(bridge|pillar|wall|tree|train|traffic|truck|cliff|roof|ledge)",
      ),
      signal(
        2,
        "self",
        "(going to|gonna|about to|ready to|want to) jump$|(i am|standing|sitting|stood|sat) on (the|a) (roof|ledge|bridge|edge)( right now)?$",
      ),
    ],
  ],
  [
    "self-injury",
    [
      signal(
        2,
        "subject",
        "(cutting|cut|burning|burned|hurting|hurt|harming) (again|deeper|myself)|(the|my|a) (blade|razor)(?! (runner|of grass|scooter))|\\bsh\\b(?= (again|urges?|scars?|cuts?|last night|today|tonight|yesterday|relapse))|(urge|urges|want|wanted|been) (to )?sh\\b|relapsed|(fresh|new) (cuts|scars)|my (scars|cuts)",
      ),
    ],
  ],
  [
    "farewell",
    [
      signal(
        3,
        "subject",
        "(wrote|written|writing|finished|left|leaving) my (note|letters)(?! (for|to) (the|my) (neighbou?rs?|landlord|teacher|boss|babysitter|delivery|postman|cleaner|school|roommate|flatmate)\\b)",
      ),
      signal(
        2,
        "subject",
        "(said|saying) goodbye to (my|her|him|them)|thank(ed|ing) (her|him|them|everyone) for everything|sorry (to everyone |to you all |to all )for everything|(hope|hopes) (he|she|they|you) (can |will )?forgive(s)? me|miss me when i am gone",
      ),
      signal(
        2,
        "subject",
        "(i am|i think i am|i feel|i am finally) {adv}ready(?! (for|to)\\b)|(this|tonight|today) (is|might be|could be|will be) it$|(it is|its) my turn",
      ),
      signal(
        3,
        "subject",
        "(saying|said|say) goodbye (to (people|everyone|my [a-z]+) )?without (them|anyone|people|anybody) knowing|made sure my (dog|cat|kids|children|pets?|plants|family) (will be|is|are|would be) (taken care of|looked after|okay|fine)|(go|leave) without (telling|saying goodbye to) (anyone|anybody|someone|everyone)",
      ),
      signal(
        2,
        "subject",
        "(oddly|strangely|weirdly|eerily) (calm|calmer|peaceful|at peace|right)|insurance papers|passwords written down|(calm|peaceful|at peace) (about (it|this|that|my decision|the decision|everything)|with (it|my decision|the decision|the idea|dying|death))|calmer than i have (been|felt) in|(thought|idea)[a-z ,]{0,40} (makes me feel|feels|makes me) (calm|peaceful|at peace|relieved)|(life insurance|insurance policy|payout|suicide clause)|(letters|a letter|notes) (to|for) (each of|all of|every one of)|for when i am gone|(giving|gave|give) away my|(someone|somebody) (to )?know(s)? i tried|last honest thing",
      ),
    ],
  ],
  [
    "reasons-to-stay",
    [
      signal(
        2,
        "subject",
        "(the )?only (thing|reason|person|one) (stopping|keeping|holding) me|(holding on|hanging on|still here|staying) (for|because of) (my|him|her|them|everyone|everybody|others|other people)|(list of |my |the |any )?reasons (to|for) (stay|staying|live|living|keep going|stay alive|be alive)|(cannot|can not|could not|would never|will not) do (that|this|it) to (my|him|her|them)\\b|(other than|except) (not wanting|that i do not want) to (upset|hurt)|(once|when|after) (she|he|my [a-z]+) (is|are) gone i (will not|do not think i will|will) (stay|be here|follow)",
      ),
    ],
  ],
  [
    "rumination",
    [
      signal(
        1,
        "subject",
        "(thinking|thought|think|thoughts) about it (more and more|a lot|all the time|constantly|every day|every night|so much|more than)|(i keep|keep) (thinking|wondering|imagining|picturing|coming back to|having (this|these) (thought|thoughts))|(getting|gets|got) (louder|worse|stronger|harder to|closer|heavier)|(scared|afraid|terrified) of (myself|what i)|more and more|(every|each) (single )?(day|night)|24 ?7",
      ),
    ],
  ],
  [
    // The writer's own words of death, in any form the phrase tables do not read (weight 1: it
    // needs the company of other signals, such as distress).
    "death-talk",
    [
      signal(
        1,
        "subject",
        "(die{notfig}|dying{notfig}(?! to\\b)|death(?! (metal|row|star|stranding|match|scene|toll|penalty|grip|trap|by|note))|dead(?! (tired|serious|set|on|silence|of (night|winter)|wrong|last|center|centre|giveaway|weight|battery|phone|end|ass|lol))|suicide|suicidal|kill myself|killing myself|end it|ending it|end things|end everything|overdose|noose|not (be )?here anymore|not exist|gone forever)",
      ),
    ],
  ],
  [
    "distress",
    [
      signal(1, "subject", "(depressed|depression|depressive)"),
      signal(1, "subject", "(hopeless|worthless|useless|pathetic|a failure|a disappointment|a mistake|failing everyone|failed everyone)"),
      signal(
        1,
        "subject",
        "(empty|numb|hollow|nothing matters|nothing (will (ever )?change|ever changes|works|helps|does$)|never going to (change|get better))",
      ),
      signal(1, "subject", "(alone|lonely|no one cares|nobody cares|no friends|no one left|nothing left|no one to talk to)"),
      signal(
        1,
        "subject",
        "(exhausted|so tired|i am tired|worn out|drained|no energy|miserable|everything is (grey|gray|dark|heavy|pointless|too heavy))",
      ),
      signal(1, "subject", "(hate myself|hate my life|hate who i am|disgusted with myself)"),
      signal(
        1,
        "subject",
        "(give up|gave up|giving up|done trying|cannot do this|cannot take (it|this)|cannot handle (it|this)|do not care how|(do not|no longer) want to do (it|this) anymore|(i am|so|just) done with (it|this|it all)$)",
      ),
      signal(1, "subject", "(trapped|no way out|no escape|stuck forever|drowning|dark (place|places|thoughts)|unbearable|agony|torture)"),
      signal(1, "subject", "(crying|cry myself to sleep|cried myself to sleep|sobbing)"),
    ],
  ],
  [
    "disclosure",
    [
      signal(
        1,
        "subject",
        "(do not know|not sure) why i am (posting|writing|typing|telling|saying)|\\bthrowaway\\b|(nobody|no one) (knows|would guess|has noticed|noticed|even knows)|(have not|never) told (anyone|anybody)|(do not|dont) know who (else )?to (tell|talk)|(needed|wanted|want|need) (to say it|someone to know|to tell someone|to put it somewhere)|talk me out of it|(someone|somebody) (talk to me|please)|do not have an answer",
      ),
    ],
  ],
  [
    "doing-it",
    [
      signal(
        1,
        "subject",
        "(do|doing|did|done) (it|anything) (tonight|soon|yet|this time|for real)|(trying|try|attempt|attempting) (it )?again|(go|going|went) through with it|instead of doing it|next time|one more (week|day|month)|(figure out|decide|decided|pick|picked|choose|chose) (when|the date|a date|the day)|(have not|did not) (done|do|loaded) (it|anything)|^yet$",
      ),
    ],
  ],
];

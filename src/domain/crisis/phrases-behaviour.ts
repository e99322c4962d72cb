// Crisis phrase tables, part 2: behaviour. C-SSRS screener item 6 (preparing, goodbyes,
// attempts) and self-harm (cutting, burning, overdose); item 3, a method, is in phrases-method.ts.
// Sources of the phrasing: docs/decisions/008-crisis-detection.md. Rule shapes: src/domain/crisis/rule.ts.
import { concern, crisis, weak } from "./rule";
import type { CrisisRule } from "./rule";

// C-SSRS 6 — behaviour: preparations, goodbyes, and attempts (actual or interrupted).
export const PREPARATORY_ACTS: CrisisRule[] = [
  crisis(
    "subject",
    "(tried|try|trying|attempted|attempt|attempting|tries) (to )?(kill myself|end my life|end it all|take my (own )?life|commit suicide|overdose|od|hang myself|kms|unalive myself)",
  ),
  crisis(
    "subject",
    "(survived|after|since) (my|the|an|another) attempt|(pumped|pump) my stomach|my stomach (pumped|was pumped)|(suicide attempt|attempted suicide|(since|after|before) my attempt|my (last|first|second|previous) attempt)|\\bi (have )?attempted (before|twice|once|\\d+ times|three times|last|in|when)",
  ),
  crisis("subject", "do not blame (yourselves|yourself|anyone|each other)"),
  concern("subject", "(please )?remember me (kindly|fondly|when i am gone)"),
  crisis(
    "subject",
    "(suicide|goodbye|farewell) (note|notes|letter|letters|message|messages|video|post)(?! (to|for) (my )?(old |former )?(team|colleagues|coworkers|class|students|job|office|company|school|followers|readers)|,? as i (retire|leave|move))",
  ),
  crisis("subject", "my note is (in|on|under|by|next)"),
  crisis(
    "subject",
    "(giving|give|gave|given|getting rid of|got rid of) (away )?(all )?(of )?my (things|stuff|belongings|possessions)(?! (to (the )?(charity|goodwill)|for (the )?move)\\b)",
  ),
  crisis("subject", "(have|already|i have already) said (my )?goodbyes?"),
  crisis("subject", "this is (my )?(final |last )?goodbye(?! (to|for (now|today|the))\\b)|goodbye cruel world"),
  crisis(
    "subject",
    "by the time (you|anyone|someone|somebody|they|people|you guys|my [a-z]+) (read|reads|see|sees|find|finds|get|gets) this",
  ),
  crisis(
    "subject",
    "(will not|wont|will never|am not going to) be (here|around|alive) (tomorrow|much longer|for (much )?longer|by (tomorrow|morning|then)|next (week|year)|for long)",
  ),
  crisis(
    "subject",
    "(do not think|doubt) i will (be (here|around|alive)|make it|see) (next|tomorrow|much longer|another|the end of|christmas|my birthday)",
  ),
  crisis("subject", "(i will|i am going to) be (gone|dead) (by|before) (tomorrow|morning|the weekend|then|monday|the end of)"),
  crisis("subject", "(will not|wont) be (a )?(problem|burden|bother) (much longer|for (much )?longer|for long|soon)"),
  crisis(
    "subject",
    "(will not|wont|will never|do not|does not) (have to|need to) (worry|deal|put up) (about|with) me (much longer|anymore|for (much )?longer|soon|ever again)",
  ),
  crisis(
    "subject",
    "(this is|here is|it is) my (last|final) (post|message|tweet|entry|words|goodbye|note|night)(?! (at|of|in|on|before|here|with|for)\\b)|(this is|these are) the last (thing|words|post|message)s? i will (ever )?(write|say|post|send)",
  ),
  crisis(
    "subject",
    "(look after|take care of|feed|walk|love) my (dog|cat|kids|children|pets?|plants|family|mom|mum|dad|sister|brother) (when|after|once) i am (gone|dead|not here)",
  ),
  crisis(
    "subject",
    "(made|at) peace with (dying|death|not waking up|my decision to)|(written|wrote|writing|recorded|finished) (my )?last words",
  ),
  concern("subject", "if i am not (here|around|alive) (tomorrow|by (tomorrow|morning|monday)|in the morning|next week)"),
  crisis(
    "subject",
    "(everyone|the people|those|everybody|all of you) i am leaving behind|(will not|wont|do not) need (it|them|this|these|anything) where i am going",
  ),
  crisis(
    "subject",
    "(where|who gets) my (stuff|things|belongings|possessions) (should go|goes|will go|go)|(outfit|clothes|dress|suit) (they can|to|they will|they should) bury me in",
  ),
  crisis(
    "subject",
    "((bought|buying|purchased|ordered) (a |the |myself a )?(gun|pistol|revolver|rope|noose)|(have|got) (a |the )?(rope|noose))(?! (for|swing|ladder|lights|toy|course|bridge|license|licence|safe|range|holster|show)\\b)",
  ),
  crisis("subject", "(stockpil|sav|hoard|collect|stash)(e|ed|ing|es)? (up )?(all )?(of )?(my |the )?{pills}"),
  concern(
    "subject",
    "(leaving|left|putting|put|getting|get|got) (all )?(things|everything|my (things|stuff|life)) in order(?! (before|for) (my|the|a) (surgery|operation|trip|move|deployment|holiday)\\b)|(putting|put|getting|get|got) (all )?my affairs in order(?! (before|for) (my|the|a) (surgery|operation|trip|move|deployment|holiday)\\b)",
  ),
  weak("crisis", "subject", "(tonight|today|tomorrow) is the (night|day)|tonight feels different"),
  weak(
    "crisis",
    "subject",
    "(wrote|writing|written|write|left|leaving|leave|started writing|finished writing|finished) (a|my|the) note(?! (for|to) (the|my) (neighbou?rs?|landlord|teacher|boss|babysitter|delivery|postman|cleaner|school)\\b)",
  ),
  weak(
    "crisis",
    "subject",
    "(wrote|writing|written|write) (goodbye )?(letters|a letter|notes) (to|for) (everyone|all|my (family|kids|children|parents|mom|mum|dad|friends|wife|husband|partner|sister|brother))",
  ),
  weak("crisis", "self", "(?<=\\b(they|you|someone|she|he|my [a-z]+) )will find (them|it|me|my [a-z]+) (tomorrow|in the morning|soon)"),
  weak(
    "crisis",
    "subject",
    "(gave|giving|give|given) (away )?my (cat|dog|pet|pets|guitar|games|car|laptop|books|jewelry|jewellery|collection|cats|dogs|plants) [a-z ]{0,30}(to|away)|left instructions for my (cat|dog|pets?|kids|family|plants)",
  ),
  weak(
    "crisis",
    "subject",
    "(will not|wont|will never) (be needing|need) (them|it|this|these|those|my [a-z]+|anything)|(will not|never) be (posting|writing|coming back|on here) (again|anymore)",
  ),
  weak("crisis", "subject", "said goodbye to (everyone|my (family|friends|mom|mum|dad|kids|parents))|^goodbye$"),
  weak("crisis", "subject", "goodbye (everyone|everybody|all|world|forever|my friends|for good)|goodbye , (i love you|thank you)"),
  weak(
    "crisis",
    "subject",
    "(i love you all|love you all|sorry for everything|please forgive me|forgive me for everything|thank you (all )?for everything|thank you for trying|thanks for everything|thanks for trying|so this is it|thanks to everyone)",
  ),
  weak(
    "crisis",
    "subject",
    "sorry (i was not|i could not be|for not being|i am not) (enough|good enough|better|the (son|daughter|friend|person))|sorry to everyone|it is not your fault|none of this is (your|her|his|their|anyone is|anyones) fault|say sorry to my (mum|mom|dad|family|parents|kids|friends|wife|husband)|nice knowing (you|some of you|all of you|everyone|you all)",
  ),
  crisis("subject", "(tonight|today) is my last (night|day)(?! (at|in|of|here|with|before|on|off|as)\\b)"),
  weak(
    "crisis",
    "subject",
    "if (anything|something) (happens|should happen|were to happen) to me|please know (that )?i (love|loved)|i loved you all|thank you to everyone who (tried|cared|helped)|want (everyone|you all|my family) to know|(it was not|it is not|this is not|this was not) (your|their|anyone is|anyones|his|her) fault",
  ),
  weak(
    "crisis",
    "subject",
    "please do not be sad|do not (be sad|cry) (for|about) me|do not miss me|thank you for being my friend|want you to have my",
  ),
  weak(
    "crisis",
    "subject",
    "take care of (my (dog|cat|kids|children|family|mom|mum|dad|plants|pets|sister|brother))( for me| please)?|(when|after|once) i am (gone|dead)(?! for\\b)",
  ),
  weak(
    "crisis",
    "subject",
    "(making|made|wrote|writing|updated) (a|my) will\\b|everything is (arranged|sorted|in order)|(bills|affairs) (are|is) (paid|sorted|in order)|(i have|i have finally) decided$",
  ),
  weak("crisis", "subject", "^i am leaving$|leaving (everything|everyone|this world|this life) (behind )?(for good|forever)?$|bury me\\b"),
  weak(
    "crisis",
    "subject",
    "going to do it (this time|for real|finally)|^i am (so )?sorry( (mom|mum|dad|everyone|guys|all))?$|if you are reading this|do it this time",
  ),
  crisis("subject", "(my|this is my) (last|final) (day|night|week) (alive|on earth|on this earth)"),
  weak(
    "crisis",
    "subject",
    "(my|this is my) (last|final) (night|day)( alive| on earth)?(?! (at|in|of|on|before|here|with|for|off)\\b)|wanted someone to know|(tried|fought|held on) (for )?(so|such a|a really|really)? ?long",
  ),
];

// Non-suicidal self-injury and overdose (C-SSRS self-injurious behaviour).
export const SELF_HARM: CrisisRule[] = [
  crisis(
    "self",
    "(cut|cutting|cuts|burn|burning|burned|burnt|hurt|hurting|harm|harming|scratch|scratching|scratched|punish|punishing|punished|starve|starving|hit|hitting|bash|bashing|carve|carving|carved|mutilate|mutilating|mutilated|injure|injuring|injured) myself(?! (shaving|laughing|on (a|the|some|my)|while|at (the|work)|playing|by accident|accidentally|in the kitchen|cooking|lifting|during|falling|slipping|with (the|a) (kitchen knife|oven|iron|kettle|pan|stove|curling))\\b)",
  ),
  crisis("subject", "self harm|\\bsh(ed|d|ing)?\\b(?= (again|last night|today|tonight|yesterday))"),
  crisis(
    "subject",
    "(been|started|start|keep|kept|back to|went back to|gone back to|returned to|relapsed|relapse) (into )?(self harm|cutting|burning myself|sh)( again)?\\b",
  ),
  crisis(
    "subject",
    "(helps|help|works|calms me|release|relief)[a-z ]{0,15} (is|was) (cutting|self harm|hurting myself|burning myself)|(cut|cutting) again|(cut|cutting|burned|burning) (deeper|too deep|myself deeper)|(feel|miss|missing) (the )?(blade|razor|cutting|sting of the blade)",
  ),
  crisis("subject", "(relapsed|relapse|relapsing) [a-z ]{0,30}(cut|cutting|self harm|burn|sh)\\b"),
  crisis("subject", "(cut|cutting|burned|burn) [a-z ]{0,12}(after|for the first time in) [a-z0-9 ]{1,12}(days|weeks|months|years)"),
  crisis(
    "subject",
    "(want|wanted|wants|need|needed|urge|urges|craving|cravings|itching|tempted) to (cut|burn myself|self harm|hurt myself|bleed|feel pain|see blood|(see|watch|make) myself bleed)(?! (the|my|your|his|her|it|them|some|a|an|this|that|down|back|out|off|in|through|onions|hair|ties|class|costs|corners|him|loose|short|up|across)\\b)",
  ),
  crisis(
    "subject",
    "(cut|cutting|carved|carving|burn|burning|scratch|scratching) (my|on my) (arms?|wrists?|thighs?|legs?|skin|stomach|hips?|body)(?! on (a|the)\\b)",
  ),
  crisis("subject", "(my|the) (arms?|thighs?|wrists?|legs?) (are|is) (a mess|covered in (cuts|scars|burns)|bleeding)"),
  crisis("subject", "(overdosed|overdose|took [a-z ]{0,20}pills|swallowed [a-z ]{0,20}) (on purpose|intentionally|deliberately)"),
  crisis("subject", "(use|using) (it|them|this|the knife|a knife|the blade|the razor|a razor) on myself"),
  crisis(
    "subject",
    "(have not|had not) (cut|self harm|hurt myself|burned myself)[a-z0-9 ,]{0,40}but [a-z ,]{0,30}(want|urge|tempted|need|going|might|relapse)",
  ),
  crisis("subject", "(razor|blade|knife|blades|lighter) (to|on|against|into) my (skin|arms?|wrists?|thighs?|legs?)"),
  weak("crisis", "subject", "(sat|sitting|sit) [a-z ]{0,25}with (a|the|my) (razor|blade|knife)"),
  crisis(
    "subject",
    "(slam|slammed|slamming|bang|banged|banging|hit|hitting|smash|smashed|smashing) my head (against|on|into) (the|a) (wall|floor|door|desk)",
  ),
  weak("crisis", "subject", "relapsed (tonight|today|last night|again)|(?<=\\b\\d{1,4} )days (gone|lost|down the drain)"),
  weak("crisis", "subject", "(wanted|want|needed) (it|myself) to hurt|deserve (pain|to suffer|to hurt|to be hurt)"),
  weak("crisis", "subject", "until (my [a-z]+|i|it) (bled|bleeds|was bleeding|started bleeding)"),
  weak("crisis", "subject", "(fresh|new|deep|deeper) (cuts|wounds|burns)|deeper this time"),
];

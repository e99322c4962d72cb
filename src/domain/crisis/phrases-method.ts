// Crisis phrase tables: a method. C-SSRS screener item 3 (a method thought of, and searching for
// one). Sources of the phrasing: docs/decisions/008-crisis-detection.md. Rule shapes:
// src/domain/crisis/rule.ts.
import { crisis, weak } from "./rule";
import type { CrisisRule } from "./rule";

// C-SSRS 3 — a method thought of (and searching for one, a warning sign NIMH lists).
export const METHOD: CrisisRule[] = [
  crisis(
    "subject",
    "(jump|jumping|jumped|leap|leaping) (off|from) (a |the |my |this |that |our )?(bridge|building|roof|rooftop|cliff|balcony|tower|parking (garage|structure|lot)|car park|multi storey|overpass|window|ledge|skyscraper|top floor|train)(?! (into (the |a )?(lake|river|water|sea|pool|ocean)|with (my|friends|the)|for fun)\\b)",
  ),
  crisis(
    "subject",
    "(jump|jumping|step|stepping|throw myself|throwing myself|walk|walking|lie|lying|lay) (in front of|onto|under) (a |the )?(train|bus|car|truck|lorry|traffic|tracks|subway|tube)",
  ),
  crisis(
    "subject",
    "(hang|hanging) myself|(tie|tied|tying|make|made|making|bought|buy|have|got) (a|the|my) noose|noose (is|around|ready|from|on)|\\brope myself\\b|\\broping\\b|(a|the|my) rope (in|around|ready|is ready|from|on)",
  ),
  crisis(
    "subject",
    "(slit|slitting|slice|slicing|cut|cutting|open|opening) (my|both) (wrists?|throat|veins)|(want|wanted|let myself|going) to bleed out",
  ),
  crisis(
    "subject",
    "(take|taking|took|taken|swallow|swallowing|swallowed|down|downing|downed|chug|chugging|overdose on|od on) {quantity_pills}",
  ),
  crisis(
    "subject",
    "{pills} (to|and) (die|end it|not wake up|kill myself|never wake up|overdose)|{pills} [a-z ]{0,20}(are|is|would be) (lethal|deadly|fatal)",
  ),
  crisis(
    "subject",
    "(think|thinking|thought) about (turning|jerking|yanking) the wheel|(one|a) (turn|jerk|yank|flick|twist) of the (steering )?wheel|(think|thinking|thought) about (swerving|crashing (my|the) car|driving off)",
  ),
  crisis("subject", "{pills} (lined up|counted out|in front of me|on the table|in my hand)|lined up (my|the|all) {pills}"),
  crisis(
    "subject",
    "how (many|much) (of )?(my |the )?{pills} [a-z ]{0,40}(die|kill|not wake up|overdose|od|lethal|fatal|dead|too many|too much)",
  ),
  crisis("subject", "(lethal|fatal|deadly) (dose|amount|overdose)"),
  crisis(
    "subject",
    "(painless|quick|quickest|easiest|easy|fastest|best|surest|most effective|least painful|peaceful|cleanest) (way|ways|method|methods) (to|of) (die|dying|kill (myself|yourself|oneself)|killing (myself|yourself)|end it|end (my|your) life|commit suicide|suicide)",
  ),
  crisis(
    "subject",
    "(how to|how do i|how can i|how would i|ways to|methods to|method to) (kill myself|die painlessly|die quickly|die peacefully|commit suicide|hang myself|overdose|od|end my life|tie a noose|slit my wrists|not wake up|die\\b(?! (my|your|his|her) hair\\b))",
  ),
  crisis(
    "subject",
    "how long (does it|it|would it|will it) (take|takes) to (die|bleed out|drown|suffocate|lose consciousness|pass out from)",
  ),
  crisis(
    "subject",
    "(looking up|researching|searching|googling|googled|looked up|reading about|research) (ways|how|methods) to (die|kill myself|end it|commit suicide|end my life)",
  ),
  crisis(
    "subject",
    "(shoot|shooting) myself|(?<!(with|held|hold|put|holding) a )(gun|pistol|revolver|rifle|shotgun|firearm) (to|against|in) my (head|mouth|temple|chest)|(blow|blowing) my (brains|head) (out|off)|(put|putting) a bullet (in|through) (my|me)|eat a bullet|eat my gun",
  ),
  crisis(
    "subject",
    "(drive|driving|crash|crashing|swerve|swerving|steer|steering) (my car |the car |it )?(into|off) (a |the |oncoming )?(wall|tree|bridge|cliff|traffic|lorry|truck|river|lake|barrier|pole|oncoming)",
  ),
  crisis(
    "subject",
    "(engine|car) running in (the|a|my) (garage|closed)|exit bag|helium (hood|bag|tank)|hose (for|to|in|on|into) (the|my) (car|exhaust)|(exhaust|car) hose",
  ),
  crisis(
    "subject",
    "(drown|drowning) myself|(walk|walking|swim|swimming) (into|out into|out to) the (sea|ocean|lake|river) (and (never|not) (come|coming) back|until)",
  ),
  crisis(
    "subject",
    "(thinking|thought|think) about (how|ways) (i would|i could|to) (do it|die|end it)|(thinking|thought|think) about (stepping|jumping|falling|throwing myself) (off|over|from|in front)",
  ),
  crisis(
    "subject",
    "(does|would|will|is) (drowning|hanging|overdosing|bleeding out|jumping|suffocating|an overdose|carbon monoxide|slitting [a-z ]{0,12}) (hurt|painful|quick|take long)|(painless|least painful|quickest|easiest) way to go$",
  ),
  crisis(
    "subject",
    "(overdose|od) on {pills}|(going to|gonna|want to|about to|tried to|try to|ready to) (od|overdose)\\b|\\b(taking|take|took) an overdose",
  ),
  crisis(
    "subject",
    "(stood|standing|stand|sat|sitting|sit|climbed|climbing) (on|at|over) the (edge|ledge|railing|rail|roof|parapet|side) of (the|a) (bridge|building|roof|parking (garage|structure)|car park|cliff|balcony|tower)",
  ),
  weak("crisis", "subject", "(i have|i have got|i got|got|have) (the|enough|my) (pills|meds|blade|blades|razor|gun)( ready)?"),
  weak(
    "crisis",
    "subject",
    "(swallow|swallowing|take|taking|down|downing) (them|those|these) all|(swallow|swallowing|take|taking|down|downing) all of (them|those|these)|(bottle|box|pack|stash) of {pills}",
  ),
  weak(
    "crisis",
    "subject",
    "(went|go|going|drove|walked|been) to (the|a) (bridge|cliff|cliffs|roof|rooftop|edge|tracks|train tracks)|know where to (stand|jump)|(the|a) train (comes|passes|goes by)",
  ),
  weak(
    "crisis",
    "subject",
    "(all|every one) of my {pills}|(have|got|has) (my [a-z]+ |a |an )?(old )?(gun|pistol|rifle|shotgun) (in|under|at)|(hold|holding|held) (it|the gun|a gun|my gun)|kill (someone|a person) (my|your) size|carbon monoxide",
  ),
  weak(
    "crisis",
    "subject",
    "(bought|buying|got|stocked up on|picked up) (a bunch of|lots of|loads of|so much|a lot of|\\d+ (packs|boxes|bottles) of) {pills}|not going to use (it|them) for (headaches|pain|my [a-z]+)",
  ),
  weak(
    "crisis",
    "subject",
    "(step|stepping|walk|walking|cross|crossing) [a-z ]{0,25}without looking|do not care what happens( to me)?|(highest|tallest) (bridge|building|cliff|roof)|high enough to (die|kill)",
  ),
  weak(
    "crisis",
    "subject",
    "(imagining|imagine|picturing) (falling|jumping|stepping off)|(looking at|staring at|stare at) (tall )?(buildings|bridges|the edge|the drop|the ledge|train tracks|the tracks|trains)",
  ),
  crisis("subject", "how (many|much) (of )?(my |the )?{pills} (does it|would it|will it|it would|it will|do i need to|to) take$"),
  weak(
    "crisis",
    "subject",
    "(researching|research|looking up|looked up|reading about) (suicide )?(methods|a method|ways to go)\\b|found (one|a way|a method) that (would|will) work",
  ),
  weak("crisis", "self", "(they|people|someone|somebody|anyone) (would|will|might) (try to )?stop me"),
  weak(
    "crisis",
    "subject",
    "how (many|much) (of )?(my |the )?{pills} (it |would it |does it |will it )?(would |will |does )?take|\\bi have (more than )?enough( pills| meds)?$",
  ),
  weak(
    "crisis",
    "subject",
    "counting (my|the|all my) (pills|meds|tablets)|counting what is in (there|the (cabinet|bottle|box))|medicine cabinet",
  ),
  weak("crisis", "subject", "catch(ing)? the bus (tonight|soon|for good|early|if you know)|if you know what i mean"),
  // Asking whether a means would be enough, or which of two ways: a method question.
  crisis(
    "subject",
    "(would|will|could|is|are) (a |the |this |that |one |my )?(((whole|full|entire) )?(bottle|box|pack|packet|handful|strip) of )?{pills} (do it|be enough|kill me|do the (job|trick)|work)\\b",
  ),
  crisis(
    "subject",
    "(cliff|bridge|train|rope|noose|pills|gun|hanging|jumping|overdose|overdosing|drowning|wrists) or (a |the )?(cliff|bridge|train|rope|noose|pills|gun|hanging|jumping|overdose|overdosing|drowning|wrists)( , | )?which (one )?(would|should|is|do|will)",
  ),
  // The means at hand ("I have the whole bottle in my hand"): weak alone (a bottle of wine, a
  // kitchen knife), a crisis beside any other signal.
  weak(
    "crisis",
    "subject",
    "i (have|have got|got|am holding|am holding onto) (a |the |my )?((whole|full|entire) )?(bottle|box|pack|packet|rope|noose|gun|blade|razor|{pills})( of [a-z]+)? (in my (hand|hands|lap|pocket)|right here|next to me|in front of me|ready)",
  ),
  // Asking whether a named amount or substance would be lethal, or for a painless or slow poison
  // (found on real posts, decision 022).
  crisis(
    "subject",
    "(will|would|could|can|is|are|does|do|how much|how many)( [a-z0-9,]+){0,8} (mg|g|grams|milligrams|{pills}|doses?|ld 50|poison|bleach|antifreeze|nitrite|cyanide)( [a-z0-9,]+){0,6} (kill me|be (lethal|fatal|deadly)( for me)?|(be )?enough to (die|kill me|end it|not wake up))",
  ),
  crisis(
    "subject",
    "how (painful|quick|fast|long|bad) (is|does|would|will) [a-z ]{0,25}(cutting (my|your|the) (wrists?|throat|veins)|hanging|drowning|an overdose|overdosing|bleeding out|suffocat[a-z]*)|(any |a |the )?painless (ways?|methods?) to (do it|die|go|end it)|(is there|any|know) (a |any )?(slow|painless|quick|fast|undetectable) (acting )?poison",
  ),
  crisis(
    "subject",
    "(chances|odds) of (dying|death|surviving|survival) if i|(high|tall|fast|deep|far) enough (for|to (cause|guarantee|be)) (an )?(instant|quick|painless|certain) death",
  ),
];

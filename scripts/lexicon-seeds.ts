// Curated feeling words per local emotion, used by scripts/derive-model.ts next to the texts
// of GoEmotions. Reddit comments rarely say how the writer feels ("I feel drained"),
// and 'tired' has no GoEmotions label at all, so a journal's feeling vocabulary is listed here;
// the data sets the weight of every seed it has seen often enough, and the script reports
// seeds the data contradicts. Entries are plain text and may be phrases; the script stems
// them with the analyser's tokeniser. "feel X" entries match only after feel/felt/feeling
// (intensifiers in between are skipped): they hold everyday words that name a feeling only
// there ("I feel low" but "low prices").
import type { LocalEmotion } from "../src/domain/types";

const feel = (...words: string[]): string[] => words.map((w) => `feel ${w}`);

export const SEEDS: Readonly<Record<LocalEmotion, readonly string[]>> = {
  happy: [
    "happy", "happiness", "joy", "joyful", "joyous", "glad", "delighted", "cheerful", "cheery", "elated",
    "ecstatic", "thrilled", "excited", "excitement", "wonderful", "amazing", "awesome", "fantastic",
    "fabulous", "marvelous", "marvellous", "lovely", "fun", "enjoy", "enjoyable", "laugh", "laughing",
    "smile", "smiling", "grin", "giddy", "jolly", "merry", "blissful", "bliss", "overjoyed", "euphoric",
    "exhilarated", "energetic", "energised", "energized", "vibrant", "lively", "playful", "amused",
    "terrific", "brilliant", "excellent", "splendid",
    "great", "upbeat", "bubbly", "festive", "stoked", "pumped", "yay", "hooray", "delightful",
    "good day", "great day", "wonderful day", "on top of the world", "over the moon",
    "beautiful", "gorgeous", "brave", "liberated", "empowered", "inspired", "motivated", "positive",
    "welcome", "respected", "honoured", "honored", "cute", "sexy", "sweet", "romantic",
    "passionate", "generous", "radiant", "glowing",
    "carefree", "enthusiastic", "glamorous", "heavenly", "triumphant", "trusting", "worthwhile",
    "dazzling",
    ...feel("good", "great", "amazing", "awesome", "special", "important", "smart", "clever", "cool",
      "pretty", "free", "strong", "alive", "light", "wonderful", "fantastic", "lucky", "powerful", "vital",
      "warm", "innocent", "fit"),
    // Wider feeling vocabulary (added with the trained model, decision 010).
    "elegant", "entertained", "fearless", "victorious", "smug", "jubilant", "peppy", "perky", "tickled", "charmed",
    "enchanted", "pampered", "attractive", "handsome", "desirable", "horny", "flirty", "invigorated",
    ...feel("talented", "valuable", "superior", "divine", "resolved", "convinced", "precious", "sincere", "rich",
      "sunny", "bright", "spoiled", "hot", "naughty", "intimate", "hyper", "engaged"),
  ],
  grateful: [
    "grateful", "gratitude", "thankful", "thank", "thanks", "appreciate", "appreciative", "appreciation",
    "blessed", "lucky", "fortunate", "appreciated", "valued", "touched",
    // Love and affection: warmth toward someone reads as gratitude, not plain happiness.
    "love", "loved", "loving", "adore", "adored", "cherished", "beloved", "affectionate", "tender", "fond",
    "caring", "compassionate", "sympathetic", "treasured",
    // Wider feeling vocabulary (added with the trained model, decision 010).
    "devoted", "loyal", "nostalgic", "privileged", "understood", "validated",
    ...feel("kind", "gentle"),
  ],
  calm: [
    "calm", "peaceful", "peace", "serene", "serenity", "relaxed", "relaxing", "relax", "tranquil",
    "tranquility", "relieved", "relief", "well rested", "refreshed", "secure", "cozy", "cosy", "soothed",
    "soothing", "centered", "centred", "grounded", "balanced", "mellow", "at ease", "unwind",
    "composed", "chilled", "zen", "at peace", "meditation", "meditate", "comfortable",
    ...feel("safe", "settled", "quiet", "rested", "stable"),
    // Wider feeling vocabulary (added with the trained model, decision 010).
    "comfy", "snug", "rejuvenated", "renewed",
  ],
  hopeful: [
    "hopeful", "hope", "hoping", "optimistic", "optimism", "encouraged", "encouraging", "looking forward",
    "look forward", "eager", "determined", "promising", "can't wait", "hopefully", "wish", "faith",
    "improving", "progress", "confident", "reassured", "assured", "keen", "excited for",
  ],
  content: [
    "content", "contented", "contentment", "satisfied", "satisfaction", "fulfilled", "fulfilling", "pleased",
    "proud", "pride", "accomplished", "successful", "settled", "accepted", "supported", "cared for",
    "capable", "worthy", "productive",
    ...feel("fine", "okay", "ok", "alright", "well", "nice", "better", "at home", "whole", "complete",
      "ready"),
    // Wider feeling vocabulary (added with the trained model, decision 010).
    "gratified", "deserving", "connected", "included", "competent", "independent",
    ...feel("healthy", "normal", "focused", "clear", "prepared", "awake", "alert", "sharp"),
  ],
  sad: [
    "sad", "sadness", "unhappy", "depressed", "depression", "depressing", "miserable", "misery",
    "heartbroken", "heartbreak", "heartbreaking", "broken", "crushed", "devastated", "grief", "grieve",
    "grieving", "mourn", "mourning", "miss", "missing", "lonely", "loneliness", "alone", "isolated",
    "emptiness", "numb", "hopeless", "helpless", "worthless", "useless", "pathetic", "failure",
    "disappointed", "disappointing", "disappointment", "let down", "regret", "regretful", "remorse",
    "remorseful", "guilty", "guilt", "ashamed", "shame", "embarrassed", "humiliated", "hurt", "hurting",
    "hurtful", "painful", "ache", "aching", "cry", "crying", "cried", "tears", "tearful", "sob", "sobbing",
    "weep", "gloomy", "gloom", "bleak", "dreary", "melancholy", "sorrow", "sorry", "despair", "despondent",
    "dejected", "awkward", "discouraged", "disheartened", "defeated", "demoralized", "demoralised", "deflated",
    "downcast", "glum", "forlorn", "rejected", "unwanted", "unloved", "abandoned", "neglected", "invisible",
    "inadequate", "insignificant", "homesick", "pointless", "meaningless", "withdrawn",
    "unmotivated", "apathetic", "dead inside", "passed away", "died", "loss", "upset",     "blah", "disconnected", "sadly", "inferior", "unworthy", "dull", "lousy",
    "crappy", "shitty", "left out", "ignored", "distraught", "tragic", "suicidal", "damaged",     "shattered", "foolish", "self pity", "burdened", "heavy heart", "empty inside",
    "alienated", "desolate", "dismal", "forgotten", "overlooked", "wretched", "deprived", "disillusioned",
    "mortified", "needy", "listless", "uninspired", "unimportant", "inept", "doomed", "bored",
    // Despair: the wish to die, no reason to go on, nothing mattering (the crisis detector
    // decides about crisis; the analyser must at least read these as sadness, never as hope).
    "want to die", "wanna die", "wish i was dead", "wish i were dead", "better off dead", "no reason to live",
    "nothing matters", "can't go on", "can't do this anymore", "can't take it anymore", "can't cope", "no point",
    "what's the point", "end it all", "kill myself", "hate myself", "hate my life", "not okay", "not ok",
    "not alright", "not fine", "not doing well", "falling apart", "don't want to be here", "tired of living",
    "nobody cares", "no one cares", "can't enjoy", "lost interest", "nothing to look forward to",
    "feel nothing", "can't feel anything", "no hope", "no future", "feel like giving up",
    ...feel("bad", "low", "down", "blue", "heavy", "weak", "lost", "empty", "stupid", "dumb", "small",
      "sick", "like a failure", "like crap", "like shit", "like nothing", "like a burden", "left behind",
      "worse", "useless", "alone", "awful", "terrible", "horrible", "ugly", "gutted", "awkward",
      "idiotic", "beaten", "lame", "fat", "ruined", "distant", "whiny", "cursed", "punished"),
    // Wider feeling vocabulary (added with the trained model, decision 010).
    "sentimental", "jaded", "inhibited", "weepy", "morose", "wistful", "hollow", "defective", "unsuccessful",
    "incompetent", "insufficient", "pitiful", "powerless", "fragile", "resigned", "indifferent", "meh", "mopey",
    "unappreciated", "unattractive", "unwell", "wounded", "dismayed", "unlucky", "unproductive",
    ...feel("vain", "clumsy", "dirty", "gross", "bruised", "lazy", "messy"),
  ],
  tired: [
    "tired", "exhausted", "exhaustion", "exhausting", "drained", "draining", "fatigue", "fatigued", "sleepy",
    "drowsy", "weary", "worn out", "burnt out", "burned out", "burnout", "wiped out", "knackered", "lethargic",
    "sluggish", "depleted", "run down", "sleepless", "insomnia", "yawning", "groggy", "overworked",
    "overtired", "no energy", "sleep deprived", "low energy", "can't sleep", "could barely sleep",
    ...feel("slow", "done", "foggy"),
    // Wider feeling vocabulary (added with the trained model, decision 010).
    "like a zombie", "unrested", "bleary",
    ...feel("spent", "worn", "burnt"),
  ],
  anxious: [
    "anxious", "anxiety", "worried", "worry", "worrying", "nervous", "nervousness", "scared", "scary",
    "afraid", "fear", "fearful", "frightened", "frightening", "terrified", "terrifying", "terror", "panic",
    "panicked", "panicking", "panicky", "stress", "stressed", "stressful", "tense", "tension", "uneasy",
    "unease", "restless", "jittery", "jumpy", "shaky", "shaking", "trembling", "on edge", "overwhelmed",
    "overwhelming", "dread", "dreading", "apprehensive", "insecure", "vulnerable", "paranoid", "intimidated",
    "threatened", "unsafe", "alarmed", "hesitant", "unsure", "uncertain", "doubtful", "timid", "frantic",
    "fret", "freaked out", "freaking out", "freak out", "overthinking", "pressure", "pressured", "nightmare",
    "what if", "knot in my stomach", "stomach in knots", "heart racing", "heart is racing", "anxiously",
    "nervously", "scare", "phobia", "concerned", "uncomfortable", "reluctant", "distressed",
    "disturbed", "troubled", "shy", "petrified", "suspicious", "horrified", "spooked",
    "creeped out",     "cowardly", "hysterical", "shaken", "skittish", "startled", "unsettled", "wary", "frazzled", "rattled",
    ...feel("strange", "weird", "off", "trapped", "exposed", "sick to my stomach", "unsafe"),
    // Wider feeling vocabulary (added with the trained model, decision 010).
    "tortured", "skeptical", "sceptical", "edgy", "antsy", "fidgety", "uptight", "haunted", "paralyzed", "paralysed",
    "disoriented", "indecisive", "cautious", "guarded", "mistrustful", "neurotic", "obsessive", "swamped", "strained",
    "harried", "hounded", "bashful", "nervy", "queasy", "nauseous", "phobic", "claustrophobic", "endangered",
    "defenseless", "defenceless", "cornered", "caged", "smothered", "suffocated", "tormented", "perturbed", "self conscious",
    ...feel("compromised", "frozen", "torn", "hurried", "stuck", "raw"),
  ],
  angry: [
    "angry", "anger", "mad", "furious", "fury", "rage", "raging", "enraged", "livid", "irate", "outraged",
    "outrage", "outrageous", "infuriated", "infuriating", "annoyed", "annoying", "annoyance", "irritated",
    "irritating", "irritable", "frustrated", "frustrating", "frustration", "aggravated", "exasperated",
    "resent", "resentful", "resentment", "bitter", "bitterness", "hate", "hatred", "hateful", "loathe",
    "disgusted", "disgusting", "sick of", "fed up", "pissed", "pissed off", "cranky", "grumpy", "grouchy",
    "snappy", "hostile", "hostility", "betrayed", "cheated", "disrespected", "insulted", "offended",
    "jealous", "envious", "envy", "spiteful", "vengeful", "indignant", "agitated", "impatient", "unfair",
    "injustice", "yell", "yelled", "yelling", "scream", "screaming", "shout", "shouting", "fuming",
    "seething", "temper", "petty", "rude", "selfish", "violent", "dissatisfied", "irked", "peeved",
    "ticked off", "can't stand", "drives me crazy", "on my nerves", "blood boil", "tired of", "greedy",
    "bothered", "angrily", "punch", "cruel", "heartless", "ungrateful", "obnoxious", "stubborn",
    "bitchy", "rebellious", "hated",
    "antagonized", "antagonised", "cynical", "defensive", "dismissive", "incensed", "touchy", "distrustful",
    "contemptuous", "disgruntled", "impolite", "insolent",
    // Sarcasm: praise words said of a bad turn ("oh great, another Monday, just perfect").
    "oh great", "oh joy", "oh wonderful", "oh perfect", "oh fantastic", "oh lovely", "oh brilliant", "just perfect",
    "thanks for nothing", "thanks a lot for nothing", "yeah right", "love that for me", "just my luck",
    ...feel("attacked", "provoked", "wronged", "cross", "heated"),
    // Wider feeling vocabulary (added with the trained model, decision 010).
    "appalled", "miffed", "vexed", "revolted", "repulsed", "sickened", "scornful", "disdainful", "sarcastic", "vicious",
    "aggressive", "combative", "confrontational", "argumentative", "arrogant", "snarky", "temperamental", "prickly",
    "testy", "crabby", "tetchy", "ornery", "manipulated", "exploited", "mocked", "ridiculed", "belittled", "patronized",
    "patronised", "undermined", "possessive", "vindictive", "murderous", "wrathful", "stifled", "thwarted",
    ...feel("mean", "nasty", "entitled", "salty", "used by", "controlling", "rushed", "dangerous"),
  ],
  confused: [
    "confused", "confusing", "confusion", "puzzled", "baffled", "bewildered", "perplexed", "conflicted",
    "ambivalent", "mixed up", "don't understand",
  ],
};

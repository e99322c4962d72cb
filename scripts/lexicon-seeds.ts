// Curated feeling words per local emotion, used by scripts/derive-lexicon.ts next to the words
// it fits on GoEmotions. Reddit comments rarely say how the writer feels ("I feel drained"),
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
    "love", "loved", "loving", "adore", "cherished", "terrific", "brilliant", "excellent", "splendid",
    "great", "upbeat", "bubbly", "festive", "stoked", "pumped", "yay", "hooray", "delightful",
    "good day", "great day", "wonderful day", "on top of the world", "over the moon", "affectionate",
    "beautiful", "gorgeous", "brave", "liberated", "empowered", "inspired", "motivated", "positive",
    "welcome", "respected", "honoured", "honored", "cute", "sexy", "sweet", "tender", "fond", "romantic",
    "passionate", "caring", "compassionate", "sympathetic", "generous", "radiant", "glowing",
    "carefree", "enthusiastic", "glamorous", "heavenly", "triumphant", "trusting", "worthwhile", "beloved",
    "dazzling",
    ...feel("good", "great", "amazing", "awesome", "special", "important", "smart", "clever", "cool",
      "pretty", "free", "strong", "alive", "light", "wonderful", "fantastic", "lucky", "powerful", "vital",
      "warm", "innocent", "fit"),
  ],
  grateful: [
    "grateful", "gratitude", "thankful", "thank", "thanks", "appreciate", "appreciative", "appreciation",
    "blessed", "lucky", "fortunate", "appreciated", "valued", "touched",
  ],
  calm: [
    "calm", "peaceful", "peace", "serene", "serenity", "relaxed", "relaxing", "relax", "tranquil",
    "tranquility", "relieved", "relief", "well rested", "refreshed", "secure", "cozy", "cosy", "soothed",
    "soothing", "centered", "centred", "grounded", "balanced", "mellow", "at ease", "unwind",
    "composed", "chilled", "zen", "at peace", "meditation", "meditate", "comfortable",
    ...feel("safe", "settled", "quiet", "rested", "stable"),
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
    ...feel("bad", "low", "down", "blue", "heavy", "weak", "lost", "empty", "stupid", "dumb", "small",
      "sick", "like a failure", "like crap", "like shit", "like nothing", "like a burden", "left behind",
      "worse", "useless", "alone", "awful", "terrible", "horrible", "ugly", "gutted", "awkward",
      "idiotic", "beaten", "lame", "fat", "ruined", "distant", "whiny", "cursed", "punished"),
  ],
  tired: [
    "tired", "exhausted", "exhaustion", "exhausting", "drained", "draining", "fatigue", "fatigued", "sleepy",
    "drowsy", "weary", "worn out", "burnt out", "burned out", "burnout", "wiped out", "knackered", "lethargic",
    "sluggish", "depleted", "run down", "sleepless", "insomnia", "yawning", "groggy", "overworked",
    "overtired", "no energy", "sleep deprived", "low energy", "can't sleep", "could barely sleep",
    ...feel("slow", "done", "foggy"),
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
    ...feel("attacked", "provoked", "wronged", "cross", "heated"),
  ],
  confused: [
    "confused", "confusing", "confusion", "puzzled", "baffled", "bewildered", "perplexed", "conflicted",
    "ambivalent", "mixed up", "don't understand",
  ],
};

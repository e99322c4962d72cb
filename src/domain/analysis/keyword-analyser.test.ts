import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import fixtures from "./keyword-analyser.fixtures.json";
import firstPerson from "./keyword-analyser.first-person.json";
import modelFile from "./keyword-analyser.model.json";
import { analyseKeywords, createKeywordAnalyser } from "./keyword-analyser";
import { intensityOf, keywordWeight, moodOf } from "./keyword-intensity";
import type { EmotionModel } from "./keyword-analyser";
import { localWellness } from "./local-wellness";
import { LOCAL_EMOTIONS } from "../types";

const CLASSES = [...LOCAL_EMOTIONS, "none"];
const at = (emotion: string) => CLASSES.indexOf(emotion);
/** A tiny model whose numbers are easy to follow (scale 1, no bias, keyword from 1 logit, full weight at 3). */
const tiny: EmotionModel = {
  classes: CLASSES,
  scale: 1,
  bias: CLASSES.map(() => 0),
  weights: {
    sunshin: [at("happy"), 3],
    rain: [at("sad"), 1.4],
    grei: [at("sad"), 3],
    storm: [at("anxious"), 2.6],
    thunder: [at("angry"), 1.8],
    breez: [at("calm"), 1],
    fog: [at("confused"), 2.2],
    drizzl: [at("tired"), 1],
    town: [at("happy"), 0.5],
    "!sunshin": [at("none"), 2],
  },
  seeds: {},
  answerMin: 1,
  keywordMin: 1,
  keywordFull: 3,
  noEmotionMargin: 2,
  seedWords: true,
};
const analyseTiny = createKeywordAnalyser(tiny);
const primary = (text: string) => analyseKeywords(text).primaryEmotion;

describe("spec formulas", () => {
  it("turns the strongest keyword weights into intensity 1 + 0.45 × mean of the top three, + 0.5 for a second and a third (decision 023)", () => {
    expect(intensityOf([])).toBe(1);
    expect(intensityOf([5])).toBe(3); // 3.25
    expect(intensityOf([10])).toBe(6); // 5.5
    expect(intensityOf([6, 10])).toBe(5); // 1 + 3.6 + 0.5 = 5.1
    expect(intensityOf([15, 15, 15])).toBe(9); // 1 + 6.75 + 1 = 8.75
    expect(intensityOf([15, 15, 15, 15, 15, 15])).toBe(9);
    expect(intensityOf([22.5, 22.5, 22.5])).toBe(10);
  });

  it("gives a word its keyword weight 5–10 from what it adds to the emotion", () => {
    expect(keywordWeight(0.99, 1, 3)).toBe(0);
    expect(keywordWeight(1, 1, 3)).toBe(5);
    expect(keywordWeight(2, 1, 3)).toBe(7.5);
    expect(keywordWeight(3, 1, 3)).toBe(10);
    expect(keywordWeight(9, 1, 3)).toBe(10);
  });

  it("reports the primary emotion's intensity from its keywords", () => {
    // sunshine adds 3 → weight 10 → 1 + 4.5 = 5.5 → 6; 'town' adds 0.5, below a keyword.
    expect(analyseTiny("sunshine over the town")).toMatchObject({ primaryEmotion: "happy", emotionIntensity: 6, matches: 1 });
    // rain 1.4 → 6, grey 3 → 10: 1 + 0.45 × 8 + 0.5 = 5.1.
    expect(analyseTiny("rain and grey skies")).toMatchObject({ primaryEmotion: "sad", emotionIntensity: 5, matches: 2 });
  });
});

describe("mood", () => {
  it("is positive for happy, grateful, calm, hopeful and content", () => {
    for (const e of ["happy", "grateful", "calm", "hopeful", "content"]) expect(moodOf([e])).toBe("positive");
  });

  it("is negative for sad, anxious, angry and tired", () => {
    for (const e of ["sad", "anxious", "angry", "tired"]) expect(moodOf([e])).toBe("negative");
  });

  it("is mixed when positive and negative emotions both appear, neutral otherwise", () => {
    expect(moodOf(["happy", "tired"])).toBe("mixed");
    expect(moodOf(["confused", "sad"])).toBe("negative");
    expect(moodOf(["confused"])).toBe("neutral");
    expect(moodOf([])).toBe("neutral");
    expect(analyseTiny("sunshine, then a storm")).toMatchObject({ mood: "mixed" });
    expect(analyseTiny("fog everywhere")).toMatchObject({ primaryEmotion: "confused", mood: "neutral" });
  });
});

describe("the model's choice", () => {
  it("is the emotion with the highest score; others with a keyword follow, at most 3", () => {
    const result = analyseTiny("grey rain, sunshine, a storm, thunder, fog, a breeze, drizzle");
    expect(result.primaryEmotion).toBe("sad");
    expect(result.secondaryEmotions).toEqual(["happy", "anxious", "confused"]);
    expect(result.matches).toBe(8);
  });

  it("is 'reflective', intensity 1 and neutral when no word reaches a keyword's weight", () => {
    expect(analyseTiny("a town by the sea")).toEqual({
      primaryEmotion: "reflective",
      emotionIntensity: 1,
      secondaryEmotions: [],
      mood: "neutral",
      matches: 0,
    });
    // A negated word can be a keyword of no emotion: counted as a match, still reflective.
    expect(analyseTiny("no sunshine")).toMatchObject({ primaryEmotion: "reflective", matches: 1 });
  });

  it("is 'reflective' when the no-feeling class outscores every emotion by the margin", () => {
    expect(analyseTiny("no sunshine, a breeze")).toMatchObject({ primaryEmotion: "calm" }); // none 2 − calm 1 < 2
    expect(analyseTiny("no sunshine, no sunshine, a breeze")).toMatchObject({ primaryEmotion: "reflective", matches: 3 }); // 4 − 1 ≥ 2
  });
});

describe("analyseKeywords", () => {
  it("returns 'reflective', intensity 1 and a neutral mood for text without feeling", () => {
    const empty = { primaryEmotion: "reflective", emotionIntensity: 1, secondaryEmotions: [], mood: "neutral" };
    expect(analyseKeywords("The meeting is at ten.")).toMatchObject(empty);
    expect(analyseKeywords("")).toEqual({ ...empty, matches: 0 });
  });

  it("reads first-person feelings", () => {
    expect(primary("I feel so drained after work today")).toBe("tired");
    expect(primary("I'm really worried about my exam")).toBe("anxious");
    expect(primary("I am so grateful for my friends")).toBe("grateful");
    expect(primary("My boss makes me furious")).toBe("angry");
    expect(primary("I miss her and I cried all night")).toBe("sad");
  });

  it("matches word forms through stemming", () => {
    for (const text of ["I was worried", "I keep worrying", "so many worries", "I worry a lot"]) expect(primary(text)).toBe("anxious");
    expect(primary("I could not be any happier")).toBe("happy");
  });

  it("reads contractions with or without the apostrophe, or with a space for it", () => {
    const curly = analyseKeywords("I don’t feel good");
    expect(analyseKeywords("I don't feel good")).toEqual(curly);
    expect(analyseKeywords("i dont feel good")).toEqual(curly);
    expect(analyseKeywords("i don t feel good")).toEqual(curly);
    expect(analyseKeywords("im so tired")).toEqual(analyseKeywords("I'm so tired"));
    expect(analyseKeywords("i m so tired")).toEqual(analyseKeywords("I'm so tired"));
  });

  it("lets the writer's stated feeling outweigh a feeling word said of something else", () => {
    expect(primary("i am angry that everyone else seems so happy")).toBe("angry");
    expect(primary("i feel guilty for being happy today")).toBe("sad");
  });
});

describe("negation", () => {
  it("turns a negated good feeling into its opposite", () => {
    expect(primary("I am not happy")).toBe("sad");
    expect(primary("I don't feel good today")).toBe("sad");
    expect(primary("I never feel happy anymore")).toBe("sad");
    expect(primary("I do not feel calm at all")).toBe("anxious");
    expect(primary("I can't enjoy anything")).toBe("sad");
  });

  it("reads 'not okay' and 'nothing matters' as sadness", () => {
    expect(analyseKeywords("I'm not okay")).toMatchObject({ primaryEmotion: "sad", mood: "negative" });
    expect(analyseKeywords("nothing matters anymore")).toMatchObject({ primaryEmotion: "sad", mood: "negative" });
  });

  it("does not read a negated bad feeling as that feeling", () => {
    expect(primary("I'm not angry")).not.toBe("angry");
    expect(primary("I'm not worried, just tired")).toBe("tired");
  });

  it("stops at the end of the clause", () => {
    expect(primary("I did not sleep, but I am happy")).toBe("happy");
  });

  it("reads 'never been so', 'couldn't be happier' and 'can't stop' as no negation", () => {
    expect(primary("I have never been so happy")).toBe("happy");
    expect(primary("I couldn't be happier")).toBe("happy");
    expect(primary("I can't stop crying")).toBe("sad");
    expect(primary("I can't stop worrying")).toBe("anxious");
  });
});

describe("despair, love, sarcasm and praise", () => {
  it("reads despair as sadness, never hope: negative, strong, low wellness", () => {
    for (const text of [
      "I want to die, nothing matters anymore, I cannot go on",
      "I can't do this anymore",
      "there is no reason to live",
    ]) {
      const result = analyseKeywords(text);
      expect(result.primaryEmotion, text).toBe("sad");
      expect(result.mood, text).toBe("negative");
      expect(localWellness(result), text).toBeLessThanOrEqual(3);
    }
    expect(analyseKeywords("I want to die, nothing matters anymore, I cannot go on").emotionIntensity).toBeGreaterThanOrEqual(7);
  });

  it("reads love for people as gratitude, not plain happiness", () => {
    expect(primary("I love my family so much")).toBe("grateful");
    expect(primary("my husband surprised me with flowers and I feel so cherished")).toBe("grateful");
  });

  it("reads sarcastic praise as annoyance", () => {
    expect(analyseKeywords("oh great, another Monday, just perfect")).toMatchObject({ primaryEmotion: "angry", mood: "negative" });
    expect(analyseKeywords("thanks for nothing, the bus never came")).toMatchObject({ primaryEmotion: "angry", mood: "negative" });
  });

  it("reads praise at work as a good feeling", () => {
    const result = analyseKeywords("my manager praised my project and I feel really happy and grateful");
    expect(["happy", "grateful"]).toContain(result.primaryEmotion);
    expect(result.mood).toBe("positive");
  });
});

describe("intensifiers", () => {
  it("raise intensity, and softeners lower it", () => {
    const plain = analyseKeywords("I am sad").emotionIntensity;
    for (const word of ["very", "so", "really", "extremely"])
      expect(analyseKeywords(`I am ${word} sad`).emotionIntensity).toBeGreaterThan(plain);
    expect(analyseKeywords("I am a bit sad").emotionIntensity).toBeLessThan(plain);
    expect(analyseKeywords("I am kind of sad").emotionIntensity).toBeLessThan(plain);
  });

  it("do not strengthen a negated feeling", () => {
    expect(analyseKeywords("I am not so happy").emotionIntensity).toBe(analyseKeywords("I am not happy").emotionIntensity);
  });
});

describe("the committed model", () => {
  const model = modelFile as EmotionModel;

  it("has every local emotion and 'none', seeds for each emotion, and ships under 100 kB gzip", () => {
    expect(model.classes).toEqual(CLASSES);
    for (const emotion of LOCAL_EMOTIONS) expect(model.seeds[emotion]?.length ?? 0).toBeGreaterThan(5);
    expect(Object.keys(model.weights).length).toBeGreaterThan(1000);
    expect(gzipSync(JSON.stringify(modelFile)).length).toBeLessThan(100 * 1024);
  });

  const classOf: Record<string, string> = {
    sad: "sadness",
    tired: "sadness",
    angry: "anger",
    anxious: "fear",
    happy: "joy",
    grateful: "joy",
    calm: "joy",
    hopeful: "joy",
    content: "joy",
  };
  const accuracy = (sets: Record<string, readonly string[]>) => {
    let right = 0;
    let total = 0;
    for (const [truth, texts] of Object.entries(sets)) {
      for (const text of texts) {
        total++;
        if (classOf[primary(text)] === truth) right++;
      }
    }
    return right / total;
  };

  it("classifies the first 160 hand-written first-person sentences in 4 classes at 95 % or better", () => {
    const { sadness, joy, anger, fear } = fixtures;
    for (const set of [sadness, joy, anger, fear]) expect(set).toHaveLength(40);
    expect(accuracy({ sadness, joy, anger, fear })).toBeGreaterThanOrEqual(0.95);
  });

  it("classifies the 240 held-out first-person sentences in 4 classes at 90 % or better", () => {
    const { sadness, joy, anger, fear } = firstPerson;
    for (const set of [sadness, joy, anger, fear]) expect(set).toHaveLength(60);
    expect(accuracy({ sadness, joy, anger, fear })).toBeGreaterThanOrEqual(0.9);
  });
});

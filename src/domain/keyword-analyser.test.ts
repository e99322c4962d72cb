import { describe, expect, it } from "vitest";
import fixtures from "./keyword-analyser.fixtures.json";
import lexiconFile from "./lexicon.json";
import {
  analyseKeywords,
  createKeywordAnalyser,
  emotionScore,
  intensityFromScore,
  moodOf,
} from "./keyword-analyser";
import type { Lexicon } from "./keyword-analyser";
import { LOCAL_EMOTIONS } from "./types";

/** A tiny lexicon whose numbers are easy to follow; the words never follow feel/am/was. */
const tiny: Lexicon = {
  keywords: {
    happy: { sunshin: 9 }, sad: { rain: 6, grei: 10 }, anxious: { storm: 8 }, angry: { thunder: 7 },
    calm: { breez: 5 }, grateful: {}, confused: { fog: 7 }, hopeful: {}, tired: { drizzl: 5 }, content: {},
  },
};
const analyseTiny = createKeywordAnalyser(tiny);

describe("spec formulas", () => {
  it("scores an emotion as mean weight × ln(count + 1)", () => {
    expect(emotionScore([])).toBe(0);
    expect(emotionScore([9])).toBeCloseTo(9 * Math.log(2));
    expect(emotionScore([6, 10])).toBeCloseTo(8 * Math.log(3));
  });

  it("turns a score into intensity score / 15 × 10, rounded and clamped to 1–10", () => {
    expect(intensityFromScore(7.5)).toBe(5);
    expect(intensityFromScore(9 * Math.log(2))).toBe(4); // 4.16
    expect(intensityFromScore(8 * Math.log(3))).toBe(6); // 5.86
    expect(intensityFromScore(0)).toBe(1);
    expect(intensityFromScore(0.4)).toBe(1);
    expect(intensityFromScore(15)).toBe(10);
    expect(intensityFromScore(40)).toBe(10);
  });

  it("reports the primary emotion's spec intensity", () => {
    expect(analyseTiny("sunshine over the town")).toMatchObject({ primaryEmotion: "happy", emotionIntensity: 4, matches: 1 });
    expect(analyseTiny("rain and grey skies")).toMatchObject({ primaryEmotion: "sad", emotionIntensity: 6, matches: 2 });
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

describe("analyseKeywords", () => {
  it("returns 'reflective', intensity 1 and a neutral mood when no keyword is found", () => {
    const empty = { primaryEmotion: "reflective", emotionIntensity: 1, secondaryEmotions: [], mood: "neutral", matches: 0 };
    expect(analyseKeywords("The meeting is at ten.")).toEqual(empty);
    expect(analyseKeywords("")).toEqual(empty);
  });

  it("keeps at most 3 secondary emotions, strongest first, never the primary", () => {
    const result = analyseTiny("grey rain, sunshine, a storm, thunder, fog, a breeze, drizzle");
    expect(result.primaryEmotion).toBe("sad");
    expect(result.secondaryEmotions).toHaveLength(3);
    expect(result.secondaryEmotions).toEqual(["happy", "anxious", "angry"]);
    expect(result.matches).toBe(8);
  });

  it("reads first-person feelings", () => {
    expect(analyseKeywords("I feel so drained after work today").primaryEmotion).toBe("tired");
    expect(analyseKeywords("I'm really worried about my exam").primaryEmotion).toBe("anxious");
    expect(analyseKeywords("I am so grateful for my friends").primaryEmotion).toBe("grateful");
    expect(analyseKeywords("My boss makes me furious").primaryEmotion).toBe("angry");
    expect(analyseKeywords("I miss her and I cried all night").primaryEmotion).toBe("sad");
  });

  it("matches word forms through stemming", () => {
    for (const text of ["I was worried", "I keep worrying", "so many worries", "I worry a lot"]) {
      expect(analyseKeywords(text).primaryEmotion).toBe("anxious");
    }
    expect(analyseKeywords("I could not be any happier").primaryEmotion).toBe("happy");
  });

  it("reads contractions with or without the apostrophe", () => {
    const curly = analyseKeywords("I don’t feel good");
    expect(analyseKeywords("I don't feel good")).toEqual(curly);
    expect(analyseKeywords("i dont feel good")).toEqual(curly);
    expect(analyseKeywords("im so tired")).toEqual(analyseKeywords("I'm so tired"));
  });
});

describe("negation", () => {
  it("turns a negated positive feeling into its opposite", () => {
    expect(analyseKeywords("I am not happy").primaryEmotion).toBe("sad");
    expect(analyseKeywords("I don't feel good today").primaryEmotion).toBe("sad");
    expect(analyseKeywords("I never feel happy anymore").primaryEmotion).toBe("sad");
    expect(analyseKeywords("I do not feel calm at all").primaryEmotion).toBe("anxious");
  });

  it("drops a negated negative feeling", () => {
    expect(analyseKeywords("I'm not angry")).toMatchObject({ primaryEmotion: "reflective", matches: 1 });
    expect(analyseKeywords("I'm not worried, just tired").primaryEmotion).toBe("tired");
  });

  it("stops at the end of the clause", () => {
    expect(analyseKeywords("I did not sleep, but I am happy").primaryEmotion).toBe("happy");
  });

  it("reads 'never been so', 'couldn't be happier' and 'can't stop' as no negation", () => {
    expect(analyseKeywords("I have never been so happy").primaryEmotion).toBe("happy");
    expect(analyseKeywords("I couldn't be happier").primaryEmotion).toBe("happy");
    expect(analyseKeywords("I can't stop crying").primaryEmotion).toBe("sad");
    expect(analyseKeywords("I can't stop worrying").primaryEmotion).toBe("anxious");
  });
});

describe("intensifiers", () => {
  it("raise intensity, and softeners lower it", () => {
    const plain = analyseKeywords("I am sad").emotionIntensity;
    for (const word of ["very", "so", "really", "extremely"]) {
      expect(analyseKeywords(`I am ${word} sad`).emotionIntensity).toBeGreaterThan(plain);
    }
    expect(analyseKeywords("I am a bit sad").emotionIntensity).toBeLessThan(plain);
    expect(analyseKeywords("I am kind of sad").emotionIntensity).toBeLessThan(plain);
  });

  it("do not strengthen a negated feeling", () => {
    expect(analyseKeywords("I am not so happy").emotionIntensity).toBe(analyseKeywords("I am not happy").emotionIntensity);
  });
});

describe("the committed lexicon", () => {
  it("has every local emotion, weights 5–10, and stays small", () => {
    const keywords = (lexiconFile as Lexicon).keywords;
    for (const emotion of LOCAL_EMOTIONS) expect(Object.keys(keywords[emotion]).length).toBeGreaterThan(20);
    const weights = Object.values(keywords).flatMap((k) => Object.values(k));
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...weights)).toBeLessThanOrEqual(10);
    expect(JSON.stringify(lexiconFile).length).toBeLessThan(200_000);
  });

  it("classifies the hand-written first-person sentences in 4 classes at 90 % or better", () => {
    const classOf: Record<string, string> = {
      sad: "sadness", tired: "sadness", angry: "anger", anxious: "fear",
      happy: "joy", grateful: "joy", calm: "joy", hopeful: "joy", content: "joy",
    };
    const sets = { sadness: fixtures.sadness, joy: fixtures.joy, anger: fixtures.anger, fear: fixtures.fear };
    let right = 0;
    let total = 0;
    for (const [truth, texts] of Object.entries(sets)) {
      expect(texts).toHaveLength(40);
      for (const text of texts) {
        total++;
        if (classOf[analyseKeywords(text).primaryEmotion] === truth) right++;
      }
    }
    expect(right / total).toBeGreaterThanOrEqual(0.9);
  });
});

import { describe, expect, it } from "vitest";
import { crisisFeatures, FEATURE_BUCKETS } from "./features";
import { crisisProbability, fuseWithTables, loadCrisisModel, MODEL_MIN_WORDS, TABLES_CONTEXT_WORDS, wordCount } from "./learned";
import type { CrisisModelFile } from "./learned";
import shipped from "./crisis-model.json";

const THRESHOLDS = { keepAt: { none: 0.6, concern: 0.02, crisis: 0 }, crisisAt: 0.95 };
const LONG = 20;

describe("crisisFeatures", () => {
  it("gives sorted distinct buckets of unit length, the same for the same text", () => {
    const a = crisisFeatures("I can't do this anymore, I really can't.");
    const b = crisisFeatures("I can't do this anymore, I really can't.");
    expect([...a.buckets]).toEqual([...b.buckets]);
    expect([...a.buckets]).toEqual([...a.buckets].sort((x, y) => x - y));
    expect(new Set(a.buckets).size).toBe(a.buckets.length);
    expect(Math.max(...a.buckets)).toBeLessThan(FEATURE_BUCKETS);
    expect(a.values.reduce((sum, v) => sum + v * v, 0)).toBeCloseTo(1, 5);
  });

  it("reads contractions and texting forms as the phrase tables do", () => {
    expect([...crisisFeatures("i dont wanna be here").buckets]).toEqual([...crisisFeatures("I do not want to be here").buckets]);
  });
});

describe("loadCrisisModel and crisisProbability", () => {
  it("decodes delta-encoded ids and scaled weights", () => {
    const features = crisisFeatures("alone");
    const ids = [...features.buckets];
    const file: CrisisModelFile = {
      about: "",
      buckets: FEATURE_BUCKETS,
      scale: 0.5,
      bias: 0,
      ...THRESHOLDS,
      ids: ids.map((id, i) => id - (i === 0 ? 0 : ids[i - 1]!)),
      weights: ids.map(() => 4),
    };
    const model = loadCrisisModel(file);
    expect(model.weights.get(ids[0]!)).toBe(2);
    const z = [...features.values].reduce((sum, v) => sum + 2 * v, 0);
    expect(crisisProbability(model, "alone")).toBeCloseTo(1 / (1 + Math.exp(-z)), 6);
  });

  it("the shipped model reads a long post of despair higher than a long ordinary one", () => {
    const model = loadCrisisModel(shipped as CrisisModelFile);
    const despair =
      "I have been planning this for weeks now and I finally feel calm about it. I wrote letters to my sister and my best friend. I am so tired of fighting every single day and I just want the pain to stop for good.";
    const ordinary =
      "I have been planning this trip for weeks now and I finally feel calm about it. I wrote letters to my sister and my best friend from the beach. I am so tired after the drive but the view makes it worth it.";
    expect(crisisProbability(model, despair)).toBeGreaterThan(crisisProbability(model, ordinary));
  });
});

describe("fuseWithTables", () => {
  it("adds a concern where the tables found nothing in a long text the model reads as crisis", () => {
    expect(fuseWithTables({ level: "none", heard: false }, 0.7, LONG, THRESHOLDS)).toBe("concern");
    expect(fuseWithTables({ level: "none", heard: false }, 0.5, LONG, THRESHOLDS)).toBe("none");
    expect(fuseWithTables({ level: "none", heard: false }, 0.97, LONG, THRESHOLDS)).toBe("crisis");
  });

  it("leaves a short text to the tables alone, either way", () => {
    expect(fuseWithTables({ level: "none", heard: false }, 0.99, MODEL_MIN_WORDS - 1, THRESHOLDS)).toBe("none");
    expect(fuseWithTables({ level: "concern", heard: true }, 0.001, MODEL_MIN_WORDS - 1, THRESHOLDS)).toBe("concern");
  });

  it("keeps words the tables set aside (a denial, a film) set aside in a short post, not in a long one", () => {
    expect(fuseWithTables({ level: "none", heard: true }, 0.99, TABLES_CONTEXT_WORDS, THRESHOLDS)).toBe("none");
    expect(fuseWithTables({ level: "none", heard: true }, 0.99, TABLES_CONTEXT_WORDS + 1, THRESHOLDS)).toBe("crisis");
  });

  it("never drops a table's crisis, and drops a table's concern only when the model is all but sure it is ordinary", () => {
    expect(fuseWithTables({ level: "crisis", heard: true }, 0, LONG, THRESHOLDS)).toBe("crisis");
    expect(fuseWithTables({ level: "concern", heard: true }, 0.01, LONG, THRESHOLDS)).toBe("none");
    expect(fuseWithTables({ level: "concern", heard: true }, 0.5, LONG, THRESHOLDS)).toBe("concern");
    expect(fuseWithTables({ level: "concern", heard: true }, 0.96, LONG, THRESHOLDS)).toBe("crisis");
  });

  it("the shipped thresholds never drop a table's crisis", () => {
    expect((shipped as CrisisModelFile).keepAt.crisis).toBe(0);
  });
});

describe("wordCount", () => {
  it("counts words with letters, in any script", () => {
    expect(wordCount("I can't — do this, 2 times")).toBe(5);
    expect(wordCount("je ne veux plus")).toBe(4);
  });
});

import { describe, expect, it } from "vitest";
import {
  BUILT_IN_SUPPORT,
  builtInSupportResources,
  CRISIS_RESOURCES,
  MAX_SUPPORT_RESOURCES,
  OFFLINE_RECOMMENDATIONS_NOTE,
  parseRecommendationsText,
  supportInProportion,
  supportKeyFor,
  validateRecommendations,
} from "./support-resources";
import { isCrisisLine } from "../crisis/lines";
import type { SupportRecommendation } from "../types";

const valid = {
  title: "Crisis Text Line",
  message: "Text HOME to 741741.",
  url: "https://www.crisistextline.org/",
  iconType: "textChat",
  colorScheme: { primary: "#2563EB", secondary: "#EFF6FF" },
  features: ["Free", "24/7"],
};

describe("crisis resources", () => {
  it("include the text line, 988 and 911", () => {
    const text = JSON.stringify(CRISIS_RESOURCES);
    expect(text).toContain("Text HOME to 741741");
    expect(text).toContain("988 Suicide & Crisis Lifeline");
    expect(text).toContain("tel:911");
    expect(CRISIS_RESOURCES.every((resource) => resource.isEmergency)).toBe(true);
  });

  it("link to the real services", () => {
    const urls = CRISIS_RESOURCES.map((resource) => resource.url);
    expect(urls).toEqual(["https://www.crisistextline.org/", "https://988lifeline.org/", "tel:911"]);
  });
});

describe("built-in lists", () => {
  it("exist for each feeling the support block is chosen for", () => {
    expect(Object.keys(BUILT_IN_SUPPORT).sort()).toEqual([
      "angry",
      "anxious",
      "default",
      "grief",
      "hopeless",
      "overwhelmed",
      "sad",
      "tired",
    ]);
  });

  it("each hold 2-3 valid items and never a crisis line (the lines are added beside them, one tap away)", () => {
    for (const [key, list] of Object.entries(BUILT_IN_SUPPORT)) {
      expect(list.length, key).toBeGreaterThanOrEqual(2);
      expect(list.length, key).toBeLessThanOrEqual(MAX_SUPPORT_RESOURCES);
      expect(validateRecommendations(list)).toEqual(list);
      expect(list.some(isCrisisLine), key).toBe(false);
    }
  });

  it("are chosen by emotion from both vocabularies", () => {
    expect(supportKeyFor("anxious")).toBe("anxious");
    expect(supportKeyFor("fear")).toBe("anxious");
    expect(supportKeyFor("sad")).toBe("sad");
    expect(supportKeyFor("sadness")).toBe("sad");
    expect(supportKeyFor("angry")).toBe("angry");
    expect(supportKeyFor("anger")).toBe("angry");
    expect(supportKeyFor("overwhelmed")).toBe("overwhelmed");
    expect(supportKeyFor("tired")).toBe("tired");
    expect(supportKeyFor("joy")).toBe("default");
    expect(supportKeyFor("toString")).toBe("default");
    expect(builtInSupportResources("Sadness")).toEqual(BUILT_IN_SUPPORT.sad);
  });

  it("read loss and hopelessness in the words before the label", () => {
    expect(supportKeyFor("sad", "I keep thinking about my grandmother who passed away last year, I miss her so much")).toBe("grief");
    expect(supportKeyFor("angry", "I'm so tired of everything, nothing will ever change")).toBe("hopeless");
    expect(supportKeyFor("anxious", "My final exam is tomorrow and I'm panicking")).toBe("anxious");
  });

  it("fit the feeling: grounding for anxiety, grief resources for loss, no anger meditation for despair or sadness", () => {
    const titles = (emotion: string, text?: string) => builtInSupportResources(emotion, text).map((r) => r.title);
    expect(titles("anxious", "I have my final exam tomorrow and I'm so stressed")[0]).toBe("5-4-3-2-1 Grounding");
    expect(titles("sad", "My dad passed away in the spring and I still can't believe it")).toContain("Meditation for Grief");
    for (const [emotion, text] of [
      ["angry", "I'm so tired of everything, nothing will ever change"],
      ["sad", "I cried all evening"],
      ["sad", "what's the point of trying"],
    ] as const) {
      expect(titles(emotion, text), text).not.toContain("Calming Anger Meditation");
    }
    expect(titles("angry", "My boss yelled at me in front of everyone and I'm furious")).toContain("Calming Anger Meditation");
  });

  it("returns a fresh array", () => {
    expect(builtInSupportResources("sad")).not.toBe(BUILT_IN_SUPPORT.sad);
  });

  it("comes with the offline note", () => {
    expect(OFFLINE_RECOMMENDATIONS_NOTE).toBe("Using offline recommendations - AI suggestions temporarily unavailable");
  });
});

describe("supportInProportion", () => {
  const anger = BUILT_IN_SUPPORT.angry[0]!;
  it("keeps at most three resources and never a crisis line", () => {
    const sent = [...CRISIS_RESOURCES, ...BUILT_IN_SUPPORT.anxious, ...BUILT_IN_SUPPORT.grief];
    const kept = supportInProportion(sent, { emotion: "anxious" });
    expect(kept).toHaveLength(3);
    expect(kept.some(isCrisisLine)).toBe(false);
    expect(kept).toEqual(BUILT_IN_SUPPORT.anxious);
  });

  it("drops anger work unless the feeling is anger, and falls back to the feeling's list when nothing fits", () => {
    expect(supportInProportion([anger], { emotion: "sad" })).toEqual(BUILT_IN_SUPPORT.sad);
    expect(supportInProportion([anger], { emotion: "angry", text: "nothing will ever change" })).toEqual(BUILT_IN_SUPPORT.hopeless);
    expect(supportInProportion([anger], { emotion: "angry" })).toEqual(BUILT_IN_SUPPORT.angry);
    const model: SupportRecommendation = {
      ...valid,
      iconType: "calendar",
      title: "Rage room",
      message: "Let out your anger safely.",
      url: "https://example.org/rage",
    };
    const circle: SupportRecommendation = { ...valid, iconType: "calendar", title: "Grief circle", url: "https://example.org/grief" };
    expect(supportInProportion([model, circle], { emotion: "sad" })).toEqual([circle]);
    expect(supportInProportion([model, circle], { emotion: "angry" })).toEqual([model, circle]);
    expect(supportInProportion([...CRISIS_RESOURCES], { emotion: "tired" })).toEqual(BUILT_IN_SUPPORT.tired);
  });
});

describe("validateRecommendations", () => {
  it("keeps a complete item", () => {
    expect(validateRecommendations([valid])).toEqual([valid]);
  });

  it.each(["title", "message", "url", "iconType", "features", "colorScheme"])("drops an item without %s", (field) => {
    const item: Record<string, unknown> = { ...valid };
    delete item[field];
    expect(validateRecommendations([item, valid])).toEqual([valid]);
  });

  it("drops items with non-string fields or colours", () => {
    expect(validateRecommendations([{ ...valid, title: 1 }])).toEqual([]);
    expect(validateRecommendations([{ ...valid, iconType: null }])).toEqual([]);
    expect(validateRecommendations([{ ...valid, colorScheme: { primary: "#fff" } }])).toEqual([]);
    expect(validateRecommendations([{ ...valid, colorScheme: { primary: 1, secondary: "#fff" } }])).toEqual([]);
    expect(validateRecommendations([{ ...valid, features: "Free" }])).toEqual([]);
  });

  it("rejects non-arrays and non-objects", () => {
    expect(validateRecommendations(null)).toEqual([]);
    expect(validateRecommendations({ items: [valid] })).toEqual([]);
    expect(validateRecommendations(["text", 3, null, [valid]])).toEqual([]);
  });

  it("keeps at most 3", () => {
    expect(validateRecommendations([valid, valid, valid, valid])).toHaveLength(3);
  });

  it("drops items whose link is not http(s), tel or sms", () => {
    expect(validateRecommendations([{ ...valid, url: "javascript:alert(1)" }])).toEqual([]);
    expect(validateRecommendations([{ ...valid, url: "tel:988" }])).toHaveLength(1);
  });

  it("keeps extra fields only when well-formed", () => {
    const extraButton = { label: "Call", url: "tel:988", iconType: "phone" };
    expect(validateRecommendations([{ ...valid, extraButton, isEmergency: true }])[0]).toMatchObject({
      extraButton,
      isEmergency: true,
    });
    const [dropped] = validateRecommendations([
      { ...valid, extraButton: { label: "x", url: "javascript:void 0", iconType: "phone" }, isEmergency: "yes" },
    ]);
    expect(dropped).not.toHaveProperty("extraButton");
    expect(dropped).not.toHaveProperty("isEmergency");
  });

  it("normalises an unknown icon, non-hex colours and non-string features", () => {
    const [item] = validateRecommendations([
      { ...valid, url: "https://youtube.com/x", iconType: "video", colorScheme: { primary: "red", secondary: "#fff" }, features: ["a", 2] },
    ]);
    expect(item).toMatchObject({ iconType: "youtube", colorScheme: { primary: "#4F46E5", secondary: "#EEF2FF" }, features: ["a"] });
  });
});

describe("parseRecommendationsText", () => {
  it("reads a fenced JSON array", () => {
    expect(parseRecommendationsText("```json\n" + JSON.stringify([valid]) + "\n```")).toEqual([valid]);
  });

  it("gives [] for text without valid JSON", () => {
    expect(parseRecommendationsText("Sorry, I can't help.")).toEqual([]);
    expect(parseRecommendationsText("[not json]")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  BUILT_IN_SUPPORT,
  builtInSupportResources,
  CRISIS_RESOURCES,
  OFFLINE_RECOMMENDATIONS_NOTE,
  parseRecommendationsText,
  supportKeyFor,
  validateRecommendations,
} from "./support-resources";

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
  it("exist for anxious, sad, angry, overwhelmed and default", () => {
    expect(Object.keys(BUILT_IN_SUPPORT).sort()).toEqual(["angry", "anxious", "default", "overwhelmed", "sad"]);
  });

  it("each hold 2-3 valid items with an emergency resource and a way to call 911", () => {
    for (const [key, list] of Object.entries(BUILT_IN_SUPPORT)) {
      expect(list.length, key).toBeGreaterThanOrEqual(2);
      expect(list.length, key).toBeLessThanOrEqual(3);
      expect(validateRecommendations(list)).toEqual(list);
      expect(
        list.some((item) => item.isEmergency),
        key,
      ).toBe(true);
      expect(JSON.stringify(list), key).toContain("tel:911");
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
    expect(supportKeyFor("joy")).toBe("default");
    expect(supportKeyFor("toString")).toBe("default");
    expect(builtInSupportResources("Sadness")).toEqual(BUILT_IN_SUPPORT.sad);
  });

  it("returns a fresh array", () => {
    expect(builtInSupportResources("sad")).not.toBe(BUILT_IN_SUPPORT.sad);
  });

  it("comes with the offline note", () => {
    expect(OFFLINE_RECOMMENDATIONS_NOTE).toBe("Using offline recommendations - AI suggestions temporarily unavailable");
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

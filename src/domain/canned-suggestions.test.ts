import { describe, expect, it } from "vitest";
import { EKMAN_EMOTIONS, LOCAL_EMOTIONS } from "./types";
import {
  cannedSuggestions,
  EMOTION_SUGGESTIONS,
  HIGH_INTENSITY_SUGGESTION,
  suggestionTopic,
  TOPIC_SUGGESTIONS,
} from "./canned-suggestions";
import { parseAiSuggestions } from "./text-cleaning";

describe("suggestionTopic", () => {
  it("finds food, work and relationships in that order", () => {
    expect(suggestionTopic("I skipped lunch again")).toBe("food");
    expect(suggestionTopic("My boss was short with me")).toBe("work");
    expect(suggestionTopic("I argued with my partner")).toBe("relationships");
    expect(suggestionTopic("Dinner with my boss")).toBe("food");
    expect(suggestionTopic("My friend called me at work")).toBe("work");
    expect(suggestionTopic("The rain kept falling")).toBeNull();
  });
});

describe("cannedSuggestions", () => {
  it("chooses by keyword before emotion", () => {
    expect(cannedSuggestions({ text: "so much work today", emotion: "joy", intensity: 5 })).toEqual(TOPIC_SUGGESTIONS.work);
  });

  it("chooses by emotion without a keyword, for both vocabularies", () => {
    expect(cannedSuggestions({ text: "I feel low", emotion: "sadness", intensity: 5 })).toEqual(EMOTION_SUGGESTIONS.sadness);
    expect(cannedSuggestions({ text: "I feel low", emotion: "sad", intensity: 5 })).toEqual(EMOTION_SUGGESTIONS.sadness);
    expect(cannedSuggestions({ text: "hmm", emotion: "unknown", intensity: 5 })).toEqual(EMOTION_SUGGESTIONS.reflective);
  });

  it("puts the extra line first at intensity 8 and keeps 3", () => {
    const result = cannedSuggestions({ text: "I feel low", emotion: "sadness", intensity: 8 });
    expect(result).toEqual([HIGH_INTENSITY_SUGGESTION, ...EMOTION_SUGGESTIONS.sadness.slice(0, 2)]);
  });

  it("has no extra line at intensity 7", () => {
    expect(cannedSuggestions({ text: "", emotion: "fear", intensity: 7 })).not.toContain(HIGH_INTENSITY_SUGGESTION);
  });

  it("always returns exactly 3 lines that would survive the AI-suggestion filter", () => {
    const emotions = [...EKMAN_EMOTIONS, ...LOCAL_EMOTIONS, "reflective", "contemplative"];
    const texts = ["", "lunch", "work", "friend"];
    for (const emotion of emotions) {
      for (const text of texts) {
        for (const intensity of [1, 8]) {
          const lines = cannedSuggestions({ text, emotion, intensity });
          expect(lines).toHaveLength(3);
          expect(parseAiSuggestions(lines.join("\n"))).toEqual(lines);
        }
      }
    }
  });
});

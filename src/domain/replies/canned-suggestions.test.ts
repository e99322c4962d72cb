import { describe, expect, it } from "vitest";
import { EKMAN_EMOTIONS, LOCAL_EMOTIONS } from "../types";
import { cannedSuggestions, HARD_TEXT_SUGGESTIONS, moodOfEmotion, suggestionTopic } from "./canned-suggestions";
import { EMOTION_SUGGESTIONS, HIGH_INTENSITY_SUGGESTION, POSITIVE_TOPIC_SUGGESTIONS, TOPIC_SUGGESTIONS } from "./en-suggestions";
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
    expect(cannedSuggestions({ text: "so much work today", emotion: "anxious", intensity: 5 })).toEqual(TOPIC_SUGGESTIONS.work);
    expect(cannedSuggestions({ text: "so much work today", emotion: "joy", intensity: 5 })).toEqual(POSITIVE_TOPIC_SUGGESTIONS.work);
  });

  it("savours good news at work and sets boundaries for stress at work", () => {
    const praise = cannedSuggestions({
      text: "my manager praised my project and I feel really happy and grateful",
      emotion: "happy",
      intensity: 7,
      mood: "positive",
    });
    expect(praise).toEqual(POSITIVE_TOPIC_SUGGESTIONS.work);
    expect(praise.join(" ")).not.toMatch(/end time|break away/i);
    const stress = cannedSuggestions({
      text: "work is piling up and my boss keeps adding more",
      emotion: "anxious",
      intensity: 6,
      mood: "negative",
    });
    expect(stress).toContain("Set a clear end time for work and protect your evening");
  });

  it("follows the analysis' mood over the emotion's own, and a mixed mood gets the supportive lines", () => {
    expect(cannedSuggestions({ text: "dinner with my family", emotion: "happy", intensity: 5, mood: "mixed" })).toEqual(
      TOPIC_SUGGESTIONS.food,
    );
    expect(cannedSuggestions({ text: "dinner with my family", emotion: "tired", intensity: 5, mood: "positive" })).toEqual(
      POSITIVE_TOPIC_SUGGESTIONS.food,
    );
    expect(cannedSuggestions({ text: "a lovely day with my partner", emotion: "grateful", intensity: 5 })).toEqual(
      POSITIVE_TOPIC_SUGGESTIONS.relationships,
    );
    expect(cannedSuggestions({ text: "a long day with my partner", emotion: "reflective", intensity: 5 })).toEqual(
      TOPIC_SUGGESTIONS.relationships,
    );
  });

  it("reads the mood of an emotion of either vocabulary", () => {
    for (const e of ["joy", "happy", "calm", "content", "grateful", "hopeful"]) expect(moodOfEmotion(e)).toBe("positive");
    for (const e of ["sadness", "sad", "anger", "angry", "fear", "anxious", "disgust", "tired", "frustrated"])
      expect(moodOfEmotion(e)).toBe("negative");
    for (const e of ["surprise", "confused", "reflective", "neutral", "unknown"]) expect(moodOfEmotion(e)).toBe("neutral");
  });

  it("chooses by emotion without a keyword, for both vocabularies", () => {
    expect(cannedSuggestions({ text: "I feel low", emotion: "sadness", intensity: 5 })).toEqual(EMOTION_SUGGESTIONS.sadness.slice(0, 3));
    expect(cannedSuggestions({ text: "I feel low", emotion: "sad", intensity: 5 })).toEqual(EMOTION_SUGGESTIONS.sadness.slice(0, 3));
    expect(cannedSuggestions({ text: "hmm", emotion: "unknown", intensity: 5 })).toEqual(EMOTION_SUGGESTIONS.reflective.slice(0, 3));
  });

  it("puts the extra line first at intensity 8 and keeps 3", () => {
    const result = cannedSuggestions({ text: "I feel low", emotion: "sadness", intensity: 8 });
    expect(result).toEqual([HIGH_INTENSITY_SUGGESTION, ...EMOTION_SUGGESTIONS.sadness.slice(0, 2)]);
  });

  it("gives a positive mood no 'overwhelming' line, even at intensity 8 or more", () => {
    expect(cannedSuggestions({ text: "I feel wonderful", emotion: "happy", intensity: 9 })).toEqual(EMOTION_SUGGESTIONS.joy.slice(0, 3));
    expect(cannedSuggestions({ text: "I feel wonderful", emotion: "happy", intensity: 9, mood: "mixed" })[0]).toBe(
      HIGH_INTENSITY_SUGGESTION,
    );
  });

  it("has no extra line at intensity 7", () => {
    expect(cannedSuggestions({ text: "", emotion: "fear", intensity: 7 })).not.toContain(HIGH_INTENSITY_SUGGESTION);
  });

  it("always returns exactly 3 lines that would survive the AI-suggestion filter", () => {
    const emotions = [...EKMAN_EMOTIONS, ...LOCAL_EMOTIONS, "reflective", "contemplative"];
    const texts = ["", "lunch", "work", "friend"];
    for (const emotion of emotions) {
      for (const text of texts) {
        for (const [intensity, mood] of [
          [1, undefined],
          [8, undefined],
          [8, "positive"],
          [8, "negative"],
        ] as const) {
          const lines = cannedSuggestions({ text, emotion, intensity, mood });
          expect(lines).toHaveLength(3);
          expect(parseAiSuggestions(lines.join("\n"))).toEqual(lines);
        }
      }
    }
  });
});

describe("suggestions for a hard text (decision 024)", () => {
  const CELEBRATING = /\b(good moment|feel good|savor|savour|celebrate|glad|win|enjoy)\b/i;

  it("fit an exam joke, a loss and hopelessness whatever the label, and never celebrate", () => {
    const exam = cannedSuggestions({ text: "this exam is killing me lol", emotion: "happy", intensity: 5, mood: "mixed" });
    expect(exam).toEqual(HARD_TEXT_SUGGESTIONS.strain.slice(0, 3));
    const loss = cannedSuggestions({ text: "My dad passed away in the spring", emotion: "calm", intensity: 6, mood: "positive" });
    expect(loss).toEqual(HARD_TEXT_SUGGESTIONS.loss.slice(0, 3));
    const despair = cannedSuggestions({ text: "I'm so tired of everything, nothing will ever change", emotion: "angry", intensity: 7 });
    expect(despair).toEqual(HARD_TEXT_SUGGESTIONS.hopeless.slice(0, 3));
    for (const [emotion, mood, text] of [
      ["happy", "positive", "Work was awful and I cried in the bathroom"],
      ["grateful", "mixed", "I'm anxious about my family"],
      ["joy", "positive", "I feel so lonely"],
    ] as const) {
      const lines = cannedSuggestions({ text, emotion, intensity: 5, mood });
      expect(lines.join(" "), text).not.toMatch(CELEBRATING);
    }
  });
});

import { describe, expect, it } from "vitest";
import { CANNED_REPLIES, cannedReply } from "./canned-replies";
import { cannedSuggestions } from "./canned-suggestions";
import { templateInsight } from "./template-insights";
import type { ReplyBook } from "./book";
import { DE } from "./de";
import { ES } from "./es";
import { FR } from "./fr";
import { IT } from "./it";
import { languageNote, replyLanguage } from "./languages";
import { UNREAD_LANGUAGE_REPLY, localAcknowledgment, localInsight, localReply, localSuggestions, localThankYou } from "./local-replies";
import { PT } from "./pt";

const BOOKS: [string, ReplyBook][] = [
  ["fr-FR", FR],
  ["es-MX", ES],
  ["de-DE", DE],
  ["it-IT", IT],
  ["pt-BR", PT],
];
const UPBEAT = /!|wonderful|glad|merveill|génial|super\b|fantástic|maravill|wunderbar|toll\b|fantastic|meraviglios|maravilh|ótimo/i;
const sad = { emotion: "sad", intensity: 6, mood: "negative" as const };

describe("replyLanguage", () => {
  it("reads the primary subtag, English for none, null for a language without local prose", () => {
    expect(replyLanguage("fr-FR")).toBe("fr");
    expect(replyLanguage("pt-PT")).toBe("pt");
    expect(replyLanguage("es-419")).toBe("es");
    expect(replyLanguage(undefined)).toBe("en");
    expect(replyLanguage("en-GB")).toBe("en");
    expect(replyLanguage("ja-JP")).toBeNull();
    expect(replyLanguage("nl-NL")).toBeNull();
  });
});

describe.each(BOOKS)("local prose in %s", (tag, book) => {
  it("answers a sad entry with one of its sad replies, never upbeat, and varies them", () => {
    const replies = new Set([0, 0.3, 0.6, 0.99].map((r) => localReply(sad, tag, () => r)));
    expect(replies.size).toBeGreaterThanOrEqual(3);
    for (const reply of replies) {
      expect(book.replies.sadness).toContain(reply);
      expect(reply).not.toMatch(UPBEAT);
      expect(Object.values(CANNED_REPLIES).flat()).not.toContain(reply);
    }
  });

  it("adds the suffix in the language by the English rule", () => {
    expect(localReply({ ...sad, intensity: 9 }, tag, () => 0)).toBe(`${book.replies.sadness[0]} ${book.suffixes.intense}`);
    expect(localReply({ ...sad, intensity: 2 }, tag, () => 0)).toBe(`${book.replies.sadness[0]} ${book.suffixes.gentle}`);
    expect(localReply({ ...sad, mood: "mixed" }, tag, () => 0)).toBe(`${book.replies.sadness[0]} ${book.suffixes.mixed}`);
  });

  it("has several replies and six suggestions for every feeling, none of them English", () => {
    for (const [family, replies] of Object.entries(book.replies)) {
      expect(replies.length, family).toBeGreaterThanOrEqual(2);
      expect(new Set(replies).size).toBe(replies.length);
      for (const reply of replies) expect(CANNED_REPLIES[family as keyof typeof CANNED_REPLIES]).not.toContain(reply);
    }
    for (const lines of Object.values(book.emotionSuggestions)) expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const family of ["sadness", "anger", "fear", "disgust", "tired", "confused", "surprise", "reflective"] as const) {
      for (const reply of book.replies[family]) expect(reply, family).not.toMatch(UPBEAT);
    }
  });

  it("suggests its own sad lines, the overwhelming line first at 8+, and a topic's lines by its words", () => {
    const lines = localSuggestions({ text: "rien", ...sad }, tag);
    expect(lines).toEqual(book.emotionSuggestions.sadness.slice(0, 3));
    expect(localSuggestions({ text: "rien", ...sad, intensity: 9 }, tag)[0]).toBe(book.highIntensitySuggestion);
    const word = book.topicKeywords.relationships[0]!;
    expect(localSuggestions({ text: `... ${word} ...`, ...sad }, tag)).toEqual(book.topicSuggestions.relationships);
    expect(localSuggestions({ text: `... ${word} ...`, emotion: "happy", intensity: 6, mood: "positive" }, tag)).toEqual(
      book.positiveTopicSuggestions.relationships,
    );
  });

  it("writes the template insight in the language, themes named in it", () => {
    const insight = localInsight(
      { primaryEmotion: "sad", emotionIntensity: 6, mood: "negative", themes: ["work", "brief-reflection"] },
      tag,
    );
    expect(insight).toContain(book.insight.emotionNouns.sad);
    expect(insight).toContain(book.insight.themeNames.work);
    expect(insight).toContain(book.insight.moods.negative);
    expect(insight).not.toMatch(/reflection centers|overall tone/i);
  });

  it("acknowledges short texts and silence in the language", () => {
    expect(localAcknowledgment(2, tag)).toBe(book.acknowledgment.short);
    expect(localAcknowledgment(8, tag)).toBe(book.acknowledgment.longer);
    expect(localThankYou("", tag)).toBe(book.honored);
  });
});

describe("English and other languages", () => {
  it("English (and an entry with no language) keeps the English files' prose", () => {
    for (const tag of ["en-US", undefined, null]) {
      expect(localReply(sad, tag, () => 0.4)).toBe(cannedReply(sad, () => 0.4));
      expect(localSuggestions({ text: "my mom", ...sad }, tag)).toEqual(cannedSuggestions({ text: "my mom", ...sad }));
      expect(localInsight({ primaryEmotion: "sad", emotionIntensity: 6, mood: "negative", themes: [] }, tag)).toBe(
        templateInsight({ primaryEmotion: "sad", emotionIntensity: 6, mood: "negative", themes: [] }),
      );
    }
  });

  it.each(["ja-JP", "nl-NL", "pl-PL", "sv-SE", "tr-TR", "hi-IN", "ko-KR", "zh-CN"])(
    "%s: a calm English reply that says the words are kept, no insight, and the note naming the six languages",
    (tag) => {
      expect(localReply(sad, tag, () => 0)).toBe(UNREAD_LANGUAGE_REPLY);
      expect(UNREAD_LANGUAGE_REPLY).toMatch(/kept/);
      expect(UNREAD_LANGUAGE_REPLY).not.toMatch(UPBEAT);
      expect(localInsight({ primaryEmotion: "reflective", emotionIntensity: 1, mood: "neutral", themes: [] }, tag)).toBe("");
      expect(languageNote(tag)).toMatch(/English, Spanish, French, German, Italian and Portuguese/);
    },
  );

  it("no note for the six languages", () => {
    for (const tag of ["en-US", "fr-FR", "es-ES", "de-DE", "it-IT", "pt-PT", undefined]) expect(languageNote(tag)).toBeUndefined();
  });
});

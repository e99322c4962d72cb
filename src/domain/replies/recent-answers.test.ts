// Local prose that says something new (decision 028): a new entry's reply and suggestions avoid
// those of the person's last entries, in English and in each language with local prose; every
// feeling has enough suggestions for two entries in a row to share none; a hard text is still
// never answered upbeat.
import { describe, expect, it } from "vitest";
import { reflectOnDevice } from "../reflection/on-device";
import type { EmotionFamily } from "../analysis/emotion-family";
import { resolveCrisisLines } from "../crisis/lines";
import { HARD_TEXT_SUGGESTIONS, freshLines } from "./canned-suggestions";
import { EMOTION_SUGGESTIONS, POSITIVE_TOPIC_SUGGESTIONS } from "./en-suggestions";
import { UPBEAT_WORDS } from "./canned-replies";
import { DE } from "./de";
import { ES } from "./es";
import { FR } from "./fr";
import { IT } from "./it";
import { localReply, localSuggestions } from "./local-replies";
import { PT } from "./pt";

const FAMILIES = Object.keys(EMOTION_SUGGESTIONS) as EmotionFamily[];
const BOOKS = { es: ES, fr: FR, de: DE, it: IT, pt: PT };
const LANGUAGES = ["en", "es", "fr", "de", "it", "pt"] as const;
const EMOTION_OF: Record<EmotionFamily, string> = {
  joy: "happy",
  surprise: "surprised",
  sadness: "sad",
  anger: "angry",
  fear: "anxious",
  disgust: "disgusted",
  calm: "calm",
  grateful: "grateful",
  hopeful: "hopeful",
  confused: "confused",
  tired: "tired",
  reflective: "reflective",
};

/** A random source that walks 0, 0.37, 0.74, 0.11…: every pick is possible, the runs repeatable. */
function walking(): () => number {
  let x = 0;
  return () => {
    x = (x + 0.37) % 1;
    return x;
  };
}

const sentences = (text: string) => (text.match(/[^.?!]+[.?!]*/g) ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean);

describe("suggestion pools", () => {
  it("hold at least six lines for every feeling, in English and in each language", () => {
    for (const family of FAMILIES) {
      expect(new Set(EMOTION_SUGGESTIONS[family]).size, `en ${family}`).toBeGreaterThanOrEqual(6);
      for (const [language, book] of Object.entries(BOOKS)) {
        expect(new Set(book.emotionSuggestions[family]).size, `${language} ${family}`).toBeGreaterThanOrEqual(6);
      }
    }
    for (const lines of Object.values(HARD_TEXT_SUGGESTIONS)) expect(new Set(lines).size).toBeGreaterThanOrEqual(6);
  });

  it("freshLines: unused lines first in the pool's order, then those used longest ago; no recent, the first lines", () => {
    const pool = ["a", "b", "c", "d"];
    expect(freshLines(pool, [], 3)).toEqual(["a", "b", "c"]);
    expect(freshLines(pool, ["a", "b", "c"], 3)).toEqual(["d", "c", "b"]);
    expect(freshLines(pool, ["B", "d"], 2)).toEqual(["a", "c"]);
  });
});

describe("two entries of the same feeling in a row", () => {
  for (const language of LANGUAGES) {
    it(`share no suggestion and no reply sentence (${language})`, () => {
      for (const family of FAMILIES) {
        const context = { text: "today", emotion: EMOTION_OF[family], intensity: 5, mood: "neutral" as const };
        const first = localSuggestions(context, language);
        const second = localSuggestions(context, language, first);
        expect(second, `${language} ${family}`).toHaveLength(3);
        expect(
          second.filter((line) => first.includes(line)),
          `${language} ${family}`,
        ).toEqual([]);

        const random = walking();
        const replyContext = { emotion: EMOTION_OF[family], intensity: 5, mood: "neutral", text: "today" };
        const one = localReply(replyContext, language, random);
        const two = localReply(replyContext, language, random, [one]);
        expect(
          sentences(two).filter((s) => sentences(one).includes(s)),
          `${language} ${family}`,
        ).toEqual([]);
      }
    });
  }

  it("with a topic, the topic's lines come first and then the feeling's: a stressful day at work twice gets six different lines", () => {
    const context = {
      text: "My boss piled more work on me and I'm so stressed",
      emotion: "anxious",
      intensity: 6,
      mood: "negative" as const,
    };
    const first = localSuggestions(context, "en");
    const second = localSuggestions(context, "en", first);
    expect(new Set([...first, ...second]).size).toBe(6);
    const french = { ...context, text: "Mon patron me met la pression au travail, je suis stressée" };
    const premier = localSuggestions(french, "fr");
    expect(localSuggestions(french, "fr", premier).filter((line) => premier.includes(line))).toEqual([]);
  });

  it("keeps the line for overwhelming feelings first at intensity 8 or more, and the rest new", () => {
    const context = { text: "I can't stop crying", emotion: "sad", intensity: 9, mood: "negative" as const };
    const first = localSuggestions(context, "en");
    const second = localSuggestions(context, "en", first);
    expect(second[0]).toBe(first[0]);
    expect(second.slice(1).filter((line) => first.includes(line))).toEqual([]);
  });
});

describe("a run of entries", () => {
  it("over five sad entries in each language, no reply is said twice", () => {
    for (const language of LANGUAGES) {
      const random = walking();
      const said: string[] = [];
      for (let i = 0; i < 5; i++) {
        const reply = localReply({ emotion: "sad", intensity: 5, mood: "negative", text: "today" }, language, random, [...said].reverse());
        const pool = language === "en" ? 6 : BOOKS[language].replies.sadness.length;
        if (i < pool) expect(said, `${language} entry ${i + 1}`).not.toContain(reply);
        said.push(reply);
      }
    }
  });

  it("a hard text is never answered upbeat, nor given a celebrating line, however many recent replies there are", () => {
    const hard = "I got the promotion but honestly I feel empty and nothing will ever change";
    const random = walking();
    const replies: string[] = [];
    const lines: string[] = [];
    const celebrating = Object.values(POSITIVE_TOPIC_SUGGESTIONS).flat();
    for (let i = 0; i < 8; i++) {
      const context = { emotion: "happy", intensity: 6, mood: "positive", text: hard };
      const reply = localReply(context, "en", random, replies);
      expect(reply).not.toMatch(UPBEAT_WORDS);
      replies.unshift(reply);
      const suggestions = localSuggestions({ ...context, mood: "positive" }, "en", lines);
      expect(suggestions.filter((line) => celebrating.includes(line))).toEqual([]);
      lines.unshift(...suggestions);
    }
  });

  it("the device's reflection avoids the recent answers it is given", async () => {
    const crisisLines = resolveCrisisLines({ locale: "en-US" });
    const input = { transcript: "I feel so sad and lonely tonight, I just want to cry.", duration: 20, speechDetected: true };
    const first = await reflectOnDevice(input, { random: walking(), crisisLines });
    const second = await reflectOnDevice(input, {
      random: walking(),
      crisisLines,
      recent: { replies: [first.aiResponse], suggestions: first.analysis.suggestions },
    });
    expect(second.analysis.primaryEmotion).toBe(first.analysis.primaryEmotion);
    expect(sentences(second.aiResponse).filter((s) => sentences(first.aiResponse).includes(s))).toEqual([]);
    expect(second.analysis.suggestions.filter((line) => first.analysis.suggestions.includes(line))).toEqual([]);
  });
});

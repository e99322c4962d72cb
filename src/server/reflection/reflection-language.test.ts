// Entries in Spanish, French, German, Italian and Portuguese are answered in their language on
// the device and on this server's no-key path; an entry in a language no local prose covers gets
// the note and the neutral reading, never an emotion guessed from English words (decision 025).
import { describe, expect, it } from "vitest";
import { resolveCrisisLines } from "../../domain/crisis/lines";
import { reflectOnDevice } from "../../domain/reflection/on-device";
import type { ReplyBook } from "../../domain/replies/book";
import { DE } from "../../domain/replies/de";
import { ES } from "../../domain/replies/es";
import { FR } from "../../domain/replies/fr";
import { IT } from "../../domain/replies/it";
import { UNREAD_LANGUAGE_REPLY } from "../../domain/replies/local-replies";
import { PT } from "../../domain/replies/pt";
import type { OrchestratorResult } from "../../domain/types";
import { runReflection } from "./provider-steps";

const crisisLines = resolveCrisisLines({ locale: "en-US" });
const POSITIVE = ["joy", "calm", "grateful", "hopeful"] as const;

const SAD: [string, string, ReplyBook][] = [
  ["fr-FR", "Je suis tellement triste aujourd'hui, ma mère me manque beaucoup.", FR],
  ["es-MX", "Estoy muy triste hoy, echo mucho de menos a mi madre.", ES],
  ["de-DE", "Ich bin heute so traurig, ich vermisse meine Mutter sehr.", DE],
  ["it-IT", "Sono così triste oggi, mi manca tantissimo mia madre.", IT],
  ["pt-BR", "Estou tão triste hoje, sinto muita falta da minha mãe.", PT],
];

async function bothPaths(transcript: string, language: string, duration = 20): Promise<OrchestratorResult[]> {
  const input = { transcript, duration, speechDetected: true, language };
  const server = await runReflection(input, { services: {}, deadlineMs: 1_000, random: () => 0.5, crisisLines });
  const device = await reflectOnDevice(input, { random: () => 0.5, crisisLines });
  return [server, device];
}

function startsWithOneOf(text: string, lines: readonly string[]): boolean {
  return lines.some((line) => text.startsWith(line));
}

describe.each(SAD)("a sad entry in %s", (language, transcript, book) => {
  it("gets a reply, insight and suggestions in its language, none of them upbeat", async () => {
    for (const result of await bothPaths(transcript, language)) {
      expect(startsWithOneOf(result.aiResponse, Object.values(book.replies).flat())).toBe(true);
      for (const family of POSITIVE) expect(startsWithOneOf(result.aiResponse, book.replies[family])).toBe(false);
      expect(result.aiResponse).not.toMatch(/!|lovely|glad|wonderful/i);
      expect(result.analysis.mood).not.toBe("positive");
      expect(result.analysis.insights).toContain(book.insight.moods[result.analysis.mood]);
      expect(result.analysis.suggestions).toHaveLength(3);
      const all = [
        ...Object.values(book.emotionSuggestions),
        ...Object.values(book.topicSuggestions),
        [book.highIntensitySuggestion],
      ].flat();
      for (const suggestion of result.analysis.suggestions) expect(all).toContain(suggestion);
      expect(result.analysis.languageNote).toBeUndefined();
    }
  });

  it("is acknowledged in its language when it is too short to read", async () => {
    for (const result of await bothPaths("Bon.", language, 2)) expect(result.aiResponse).toBe(book.acknowledgment.short);
  });
});

describe("a French entry's relationship words", () => {
  it("choose the French relationship suggestions", async () => {
    const [server, device] = await bothPaths(SAD[0]![1], "fr-FR");
    expect(server!.analysis.suggestions).toEqual(FR.topicSuggestions.relationships);
    expect(device).toEqual(server);
  });
});

describe.each([
  ["ja-JP", "今日はとても悲しいです。母に会いたいです。毎日さびしい気持ちでいっぱいです。", "Japanese"],
  ["nl-NL", "Ik ben vandaag zo verdrietig, ik mis mijn moeder heel erg.", "Dutch"],
  ["tr-TR", "Bugün çok üzgünüm, annemi çok özlüyorum ve hiçbir şey yapmak istemiyorum.", "Turkish"],
])("an entry in %s", (language, transcript, name) => {
  it("gets the note naming the six languages and the neutral reading, not a guessed emotion", async () => {
    for (const result of await bothPaths(transcript, language)) {
      expect(result.analysis.languageNote).toContain("English, Spanish, French, German, Italian and Portuguese");
      expect(result.analysis.languageNote).toContain(name);
      expect(result.analysis.primaryEmotion).toBe("reflective");
      expect(result.analysis.mood).toBe("neutral");
      expect(result.analysis.secondaryEmotions).toEqual([]);
      expect(result.analysis.insights).toBe("");
      expect(result.aiResponse).toBe(UNREAD_LANGUAGE_REPLY);
    }
  });
});

describe("crisis language in French", () => {
  it("keeps decision 009's safe reply and lines", async () => {
    for (const result of await bothPaths("Je veux mourir, je n'en peux plus, je veux en finir ce soir.", "fr-FR")) {
      expect(result.analysis.crisis).toBe(true);
      expect(result.analysis.supportResources?.length).toBeGreaterThan(0);
      expect(result.aiResponse).not.toMatch(/!|lovely|glad/i);
    }
  });
});

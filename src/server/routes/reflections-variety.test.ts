// Local prose that does not repeat itself (decision 028): with no keys, a person's entries in a row
// of the same feeling are answered with replies and suggestions the last ones did not use — the
// server reads them from the person's latest entries — and a hard entry is never answered upbeat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPBEAT_WORDS } from "../../domain/replies/canned-replies";
import { reflect } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

const SAD = [
  "I miss my dad so much today, I cried on the way home and the house feels empty.",
  "I feel so sad and lonely tonight, nobody called and I just sat in the dark.",
  "Another sad day. I keep crying and I don't know how to stop feeling this low.",
  "I feel heartbroken and sad, everything reminds me of what I lost.",
];
const SAD_FRENCH = [
  "Je suis tellement triste aujourd'hui, je pleure depuis ce matin.",
  "Je me sens triste et seule ce soir, personne ne m'a appelée.",
];

const sentences = (text: string) => (text.match(/[^.?!]+[.?!]*/g) ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean);

describe("replies and suggestions across entries (no keys)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({});
  });
  afterAll(async () => {
    await t.close();
  });

  it("two sad entries in a row get different replies and different suggestions", async () => {
    const { cookie } = await t.signUp();
    const first = (await reflect(t, cookie, { transcript: SAD[0] })).body.result;
    const second = (await reflect(t, cookie, { transcript: SAD[1] })).body.result;
    expect(first.analysis.primaryEmotion).toBe("sad");
    expect(second.analysis.primaryEmotion).toBe("sad");
    expect(sentences(second.aiResponse).filter((s) => sentences(first.aiResponse).includes(s))).toEqual([]);
    expect(second.analysis.suggestions).toHaveLength(3);
    expect(second.analysis.suggestions.filter((line) => first.analysis.suggestions.includes(line))).toEqual([]);
  });

  it("four sad entries in a row: no reply sentence said twice, never upbeat, and a new suggestion each time", async () => {
    const { cookie } = await t.signUp();
    const said: string[] = [];
    const suggested: string[][] = [];
    for (const transcript of SAD) {
      const { result } = (await reflect(t, cookie, { transcript })).body;
      expect(result.aiResponse).not.toMatch(UPBEAT_WORDS);
      for (const sentence of sentences(result.aiResponse)) {
        expect(said).not.toContain(sentence);
        said.push(sentence);
      }
      const last = suggested.at(-1) ?? [];
      expect(result.analysis.suggestions.filter((line) => last.includes(line))).toEqual([]);
      suggested.push(result.analysis.suggestions);
    }
  });

  it("in French too: the second sad entry's reply and suggestions are new, in French", async () => {
    const { cookie } = await t.signUp();
    const first = (await reflect(t, cookie, { transcript: SAD_FRENCH[0], language: "fr-FR" })).body.result;
    const second = (await reflect(t, cookie, { transcript: SAD_FRENCH[1], language: "fr-FR" })).body.result;
    expect(first.analysis.primaryEmotion).toBe("sad");
    expect(second.analysis.primaryEmotion).toBe("sad");
    expect(sentences(second.aiResponse).filter((s) => sentences(first.aiResponse).includes(s))).toEqual([]);
    expect(second.analysis.suggestions.filter((line) => first.analysis.suggestions.includes(line))).toEqual([]);
    expect(second.aiResponse).not.toMatch(/\b(the|and|you)\b/i);
  });

  it("each person's own entries count: another person's sad entry does not change mine", async () => {
    const mine = await t.signUp();
    const theirs = await t.signUp();
    const firstMine = (await reflect(t, mine.cookie, { transcript: SAD[0] })).body.result;
    const firstTheirs = (await reflect(t, theirs.cookie, { transcript: SAD[0] })).body.result;
    expect(firstTheirs.analysis.suggestions).toEqual(firstMine.analysis.suggestions);
  });
});

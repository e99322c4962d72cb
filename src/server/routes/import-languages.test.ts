// Imported entries are read in their own language: the language the file gives (a Markdown
// note's front matter), else the one their words are plainly written in, else English — for the
// analyser, the local prose and the crisis detector alike, and stored as the entry's language.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipSync, strToU8 } from "fflate";
import type { JournalEntry } from "../../domain/types";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

const SAD_FRENCH = "Je suis tellement triste aujourd'hui, ma mère me manque beaucoup et je n'arrête pas de pleurer.";
const SAD_SPANISH = "Hoy me siento muy triste, echo de menos a mi abuela y no paro de llorar.";
const CALM_ENGLISH = "Walked to work in the rain and felt oddly calm about it.";

async function entriesOf(t: TestApp, cookie: string): Promise<JournalEntry[]> {
  const response = await t.request("/api/export", { cookie });
  return ((await response.json()) as { entries: JournalEntry[] }).entries;
}

const dayOne = (texts: string[]) =>
  JSON.stringify({
    metadata: { version: "1.0" },
    entries: texts.map((text, i) => ({
      uuid: randomUUID().replace(/-/g, "").toUpperCase(),
      creationDate: new Date(Date.UTC(2025, 0, 1 + i, 9)).toISOString(),
      text,
    })),
  });

describe("imported entries are analysed in their language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({});
  });
  afterAll(async () => {
    await t.close();
  });

  it("a French Day One entry is read as French: sad, not happy, with French prose, stored as fr", async () => {
    const me = await t.signUp();
    const response = await t.request("/api/import", {
      method: "POST",
      cookie: me.cookie,
      headers: { "content-type": "application/json" },
      body: dayOne([SAD_FRENCH, CALM_ENGLISH]),
    });
    expect(response.status).toBe(200);
    const entries = await entriesOf(t, me.cookie);
    const french = entries.find((e) => e.entryText === SAD_FRENCH)!;
    expect(french).toMatchObject({ language: "fr", emotion: "sad", mood: "negative" });
    expect(french.aiInsights).toContain("Le ton général");
    expect(french.aiSuggestions.join(" ")).not.toMatch(/\b(the|your|and)\b/i);
    expect(entries.find((e) => e.entryText === CALM_ENGLISH)).toMatchObject({ language: "en", emotion: "calm" });
  });

  it("a Markdown note's front matter language is the one it is read in", async () => {
    const me = await t.signUp();
    const zip = zipSync({
      "notes/abuela.md": strToU8(`---\ndate: 2025-02-01T18:00:00+01:00\nlanguage: es-MX\n---\n${SAD_SPANISH}`),
      "notes/sin-idioma.md": strToU8(`---\ndate: 2025-02-02T18:00:00+01:00\n---\n${SAD_SPANISH} Otra vez.`),
    });
    const response = await t.request("/api/import", {
      method: "POST",
      cookie: me.cookie,
      headers: { "content-type": "application/zip" },
      body: zip,
    });
    expect(response.status).toBe(200);
    const entries = await entriesOf(t, me.cookie);
    expect(entries.find((e) => e.entryText === SAD_SPANISH)).toMatchObject({ language: "es-MX", emotion: "sad" });
    expect(entries.find((e) => e.entryText.endsWith("Otra vez."))).toMatchObject({ language: "es", emotion: "sad" });
  });

  it("crisis language in an imported French entry is read in French: never a positive reading", async () => {
    const me = await t.signUp();
    const words = "Je n'en peux plus, je veux mourir, plus rien n'a de sens.";
    await t.request("/api/import", {
      method: "POST",
      cookie: me.cookie,
      headers: { "content-type": "application/json" },
      body: dayOne([words]),
    });
    const [entry] = await entriesOf(t, me.cookie);
    expect(entry).toMatchObject({ language: "fr" });
    expect(entry!.mood).not.toBe("positive");
    expect(entry!.wellnessScore).toBeLessThanOrEqual(3);
  });
});

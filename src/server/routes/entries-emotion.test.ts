// PATCH /api/entries/:id with the person's own emotion and intensity (decision 026): alone or with
// new words, validated against the app's set of emotions and 1–10, kept as set by the person (the
// list, the sync and a later re-analysis all keep it), the mood following the emotion's family,
// wellness untouched; an upper-case id; and refused in the clear while the journal is private.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EntryChangesSchema, ReanalysedEntrySchema, SavedEntrySchema } from "../../domain/contract/entries";
import { EMOTION_CHOICE_MESSAGE, INTENSITY_CHOICE_MESSAGE } from "../../domain/analysis/emotion-choices";
import type { JournalEntry } from "../../domain/types";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

const SAD_TEXT = "I feel so lonely and sad tonight, everything seems grey and I miss my friends terribly.";

const b64 = (bytes: number) => randomBytes(bytes).toString("base64");
const keys = () => ({
  version: 1,
  passphrase: {
    kdf: { name: "argon2id", memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: b64(16) },
    wrapped: { nonce: b64(12), sealed: b64(48) },
  },
  recovery: { salt: b64(16), wrapped: { nonce: b64(12), sealed: b64(48) } },
});

describe.each(databaseKinds())("the person's own emotion on %s", (kind) => {
  let t: TestApp;
  let clock = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
  const tick = () => (clock = new Date(clock.getTime() + 60_000));
  beforeAll(async () => {
    t = await createTestApp({ kind, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const save = async (cookie: string, overrides: Record<string, unknown> = {}): Promise<JournalEntry> => {
    const response = await t.request("/api/entries", { method: "POST", cookie, json: buildEntryInput(overrides) });
    expect(response.status).toBe(201);
    return SavedEntrySchema.parse(await response.json()).entry;
  };
  const patch = (cookie: string, id: string, body: Record<string, unknown>) =>
    t.request(`/api/entries/${id}`, { method: "PATCH", cookie, json: body });
  const list = async (cookie: string): Promise<JournalEntry[]> =>
    ((await (await t.request("/api/entries", { cookie })).json()) as { entries: JournalEntry[] }).entries;

  it("sets the emotion and intensity the person chose, the mood of its family, and keeps wellness and the words", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    expect(entry.emotionSetBy).toBeUndefined();
    tick();
    const response = await patch(cookie, entry.id, { emotion: "Sad", emotionIntensity: 8, baseUpdatedAt: entry.updatedAt });
    expect(response.status).toBe(200);
    const corrected = SavedEntrySchema.parse(await response.json()).entry;
    expect(corrected).toEqual({
      ...entry,
      emotion: "sad",
      emotionIntensity: 8,
      mood: "negative",
      emotionSetBy: "person",
      updatedAt: clock.toISOString(),
    });
    // not an edit of the words: no edited mark
    expect(corrected.editedAt).toBeUndefined();
    expect(corrected.wellnessScore).toBe(entry.wellnessScore);
    expect((await list(cookie))[0]).toEqual(corrected);
    // the sync hands it out as set by the person
    const changes = EntryChangesSchema.parse(await (await t.request("/api/entries/changes", { cookie })).json());
    expect(changes.entries.find((e) => e.id === entry.id)).toEqual(corrected);
  });

  it("takes the intensity alone (the mood stays), the emotion alone, and either with new words", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie, { emotion: "anxious", mood: "negative", emotionIntensity: 7 });
    tick();
    const intensity = SavedEntrySchema.parse(
      await (await patch(cookie, entry.id, { emotionIntensity: 3, baseUpdatedAt: entry.updatedAt })).json(),
    ).entry;
    expect(intensity).toMatchObject({ emotion: "anxious", emotionIntensity: 3, mood: "negative", emotionSetBy: "person" });
    tick();
    const emotion = SavedEntrySchema.parse(
      await (await patch(cookie, entry.id, { emotion: "grateful", baseUpdatedAt: intensity.updatedAt })).json(),
    ).entry;
    expect(emotion).toMatchObject({ emotion: "grateful", emotionIntensity: 3, mood: "positive", emotionSetBy: "person" });
    tick();
    const both = await patch(cookie, entry.id, {
      entryText: "Calmer now.",
      emotion: "calm",
      emotionIntensity: 2,
      baseUpdatedAt: emotion.updatedAt,
    });
    expect(both.status).toBe(200);
    const edited = SavedEntrySchema.parse(await both.json()).entry;
    expect(edited).toMatchObject({
      entryText: "Calmer now.",
      emotion: "calm",
      emotionIntensity: 2,
      mood: "positive",
      emotionSetBy: "person",
    });
    expect(edited.editedAt).toBe(clock.toISOString());
    // a stale version is a 409 as for the words
    expect((await patch(cookie, entry.id, { emotion: "sad", baseUpdatedAt: entry.updatedAt })).status).toBe(409);
  });

  it("refuses an emotion outside the app's set, an intensity that is not 1–10, and nothing to change, with a clear 400", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    const cases: [Record<string, unknown>, string][] = [
      [{ emotion: "ecstatic" }, `emotion: ${EMOTION_CHOICE_MESSAGE}`],
      [{ emotion: "" }, `emotion: ${EMOTION_CHOICE_MESSAGE}`],
      [{ emotion: 3 }, `emotion: ${EMOTION_CHOICE_MESSAGE}`],
      [{ emotionIntensity: 0 }, `emotionIntensity: ${INTENSITY_CHOICE_MESSAGE}`],
      [{ emotionIntensity: 11 }, `emotionIntensity: ${INTENSITY_CHOICE_MESSAGE}`],
      [{ emotionIntensity: 6.5 }, `emotionIntensity: ${INTENSITY_CHOICE_MESSAGE}`],
      [{ emotionIntensity: "7" }, `emotionIntensity: ${INTENSITY_CHOICE_MESSAGE}`],
      [{}, "give entryText, emotion or emotionIntensity to change"],
      [{ emotion: "sad", mood: "positive" }, 'Unrecognized key: "mood"'],
      [{ emotion: "sad", emotionSetBy: "analysis" }, 'Unrecognized key: "emotionSetBy"'],
    ];
    for (const [body, message] of cases) {
      const response = await patch(cookie, entry.id, { ...body, baseUpdatedAt: entry.updatedAt });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_input", message } });
    }
    expect(await list(cookie)).toEqual([entry]);
  });

  it("takes the id in upper case and keeps the entry readable", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    tick();
    const response = await patch(cookie, entry.id.toUpperCase(), { emotion: "tired", baseUpdatedAt: entry.updatedAt });
    expect(response.status).toBe(200);
    const corrected = SavedEntrySchema.parse(await response.json()).entry;
    expect(corrected.id).toBe(entry.id);
    const page = (await (await t.request("/api/entries", { cookie })).json()) as { entries: JournalEntry[]; unreadable: unknown[] };
    expect(page.unreadable).toEqual([]);
    expect(page.entries[0]).toMatchObject({ id: entry.id, emotion: "tired", emotionSetBy: "person" });
  });

  it("a later re-analysis keeps the person's emotion and intensity, and refreshes the rest", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie, { entryText: SAD_TEXT, emotion: "sad", mood: "negative", emotionIntensity: 8 });
    tick();
    const corrected = SavedEntrySchema.parse(
      await (await patch(cookie, entry.id, { emotion: "hopeful", emotionIntensity: 4, baseUpdatedAt: entry.updatedAt })).json(),
    ).entry;
    tick();
    const response = await t.request(`/api/entries/${entry.id}/reanalyse`, { method: "POST", cookie });
    expect(response.status).toBe(200);
    const reanalysed = ReanalysedEntrySchema.parse(await response.json()).entry;
    expect(reanalysed).toMatchObject({ emotion: "hopeful", emotionIntensity: 4, mood: "positive", emotionSetBy: "person" });
    // the analysis of the words is new: sad words read as low wellness
    expect(reanalysed.wellnessScore).not.toBe(corrected.wellnessScore);
  });

  it("while the journal is private, refuses the correction in the clear with 409 private_journal", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    expect((await t.request("/api/private-journal", { method: "POST", cookie, json: { keys: keys() } })).status).toBe(201);
    const response = await patch(cookie, entry.id, { emotion: "sad", emotionIntensity: 5, baseUpdatedAt: entry.updatedAt });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("private_journal");
    expect(await list(cookie)).toEqual([entry]);
  });

  it("turning the private journal off puts a corrected entry back in the clear with its mark", async () => {
    const { cookie } = await t.signUp();
    expect((await t.request("/api/private-journal", { method: "POST", cookie, json: { keys: keys() } })).status).toBe(201);
    const opened = buildEntryInput({ emotion: "sad", mood: "negative", emotionIntensity: 8, emotionSetBy: "person" });
    const envelope = Buffer.concat([Buffer.of(0x80), randomBytes(12 + 200 + 16)]).toString("base64");
    expect((await t.request(`/api/entries/${opened.id}/sealed`, { method: "PUT", cookie, json: { envelope } })).status).toBe(201);
    expect((await t.request("/api/private-journal/complete", { method: "POST", cookie })).status).toBe(200);
    expect((await t.request("/api/private-journal/disable", { method: "POST", cookie })).status).toBe(200);
    const response = await t.request(`/api/entries/${opened.id}`, { method: "PUT", cookie, json: opened });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(SavedEntrySchema.parse(await response.json()).entry).toMatchObject({ emotion: "sad", emotionSetBy: "person" });
    expect((await list(cookie))[0]).toMatchObject({ id: opened.id, emotion: "sad", emotionSetBy: "person" });
  });
});

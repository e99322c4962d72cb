// POST /api/check-ins (decision 048): a feeling and its strength with an optional line, saved as an
// entry of kind "check-in" whose feeling the person set; the line read for crisis language in the
// capture language (the lines first and the calm reply, as for a reflection); clear 400s; a retry
// stored once; the kind kept by the list, the sync, the JSON export and import, and the CSV.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECK_IN_NOTE_MESSAGE, MAX_CHECK_IN_NOTE } from "../../domain/check-in/kinds";
import { CheckInResponseSchema } from "../../domain/contract/check-ins";
import { EntryChangesSchema, SavedEntrySchema } from "../../domain/contract/entries";
import { crisisLinesForCountry } from "../../domain/crisis/lines";
import { crisisReply } from "../../domain/crisis/safety";
import { EMOTION_CHOICE_MESSAGE, INTENSITY_CHOICE_MESSAGE } from "../../domain/analysis/emotion-choices";
import type { JournalEntry } from "../../domain/types";
import { buildEntryInput } from "../../../tests/setup/factories";
import { spreadsheetRows } from "../../../tests/setup/spreadsheet-csv";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

const DESPAIR = "I want to die, nothing matters anymore, I cannot go on";

const b64 = (bytes: number) => randomBytes(bytes).toString("base64");
const keys = () => ({
  version: 1,
  passphrase: {
    kdf: { name: "argon2id", memoryKiB: 65_536, iterations: 3, parallelism: 1, salt: b64(16) },
    wrapped: { nonce: b64(12), sealed: b64(48) },
  },
  recovery: { salt: b64(16), wrapped: { nonce: b64(12), sealed: b64(48) } },
});

describe.each(databaseKinds())("POST /api/check-ins on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    ({ cookie } = await t.signUp());
  });
  afterAll(async () => {
    await t.close();
  });

  const checkIn = (body: Record<string, unknown>, as = cookie) =>
    t.request("/api/check-ins", { method: "POST", cookie: as, json: { id: crypto.randomUUID(), ...body } });
  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

  it("saves a feeling and its strength with no words as a check-in the person set, answered calmly, once per id", async () => {
    const id = crypto.randomUUID();
    const response = await checkIn({ id, emotion: "Sad", emotionIntensity: 4, language: "en-GB" });
    expect(response.status).toBe(201);
    const { result, entry } = CheckInResponseSchema.parse(await response.json());
    expect(entry).toMatchObject({
      id,
      kind: "check-in",
      emotionSetBy: "person",
      entryText: "",
      emotion: "sad",
      emotionIntensity: 4,
      mood: "negative",
      language: "en-GB",
      duration: 0,
      aiInsights: null,
      aiSuggestions: [],
      themes: [],
      isAiGenerated: false,
    });
    expect(result.analysis).toMatchObject({ primaryEmotion: "sad", emotionIntensity: 4, crisis: false, crisisLevel: "none" });
    expect(result.aiResponse).toBe("Thank you for checking in: sad, 4 of 10.");
    expect(result.analysis.supportResources).toBeUndefined();

    const again = await checkIn({ id, emotion: "happy", emotionIntensity: 9 });
    expect(again.status).toBe(200);
    expect(CheckInResponseSchema.parse(await again.json()).entry).toEqual(entry);
  });

  it("reads the optional line for crisis language: the lines first and the calm reply; the feeling stays the person's", async () => {
    const response = await checkIn({ emotion: "calm", emotionIntensity: 3, note: `  ${DESPAIR}  `, locale: "en-US" });
    expect(response.status).toBe(201);
    const { result, entry } = CheckInResponseSchema.parse(await response.json());
    const US = crisisLinesForCountry("US");
    expect(result.analysis).toMatchObject({ crisis: true, crisisLevel: "crisis" });
    expect(result.analysis.supportResources?.slice(0, US.lines.length)).toEqual(US.lines);
    expect(result.aiResponse).toBe(crisisReply("crisis", US));
    expect(result.analysis.wellnessScore).toBeLessThanOrEqual(3);
    expect(entry).toMatchObject({ kind: "check-in", entryText: DESPAIR, emotion: "calm", emotionIntensity: 3, emotionSetBy: "person" });
    expect(entry.wellnessScore).toBeLessThanOrEqual(3);
  });

  it("reads the line in the capture language, with that country's lines", async () => {
    const response = await checkIn({ emotion: "sad", emotionIntensity: 8, note: "Je veux mourir, je n'en peux plus", language: "fr-FR" });
    const { result } = CheckInResponseSchema.parse(await response.json());
    const FR = crisisLinesForCountry("FR");
    expect(result.analysis.crisis).toBe(true);
    expect(result.analysis.supportResources?.slice(0, FR.lines.length)).toEqual(FR.lines);
  });

  it("shows the ordinary support block for a strong hard feeling, as a reflection would", async () => {
    const { result } = CheckInResponseSchema.parse(await (await checkIn({ emotion: "anxious", emotionIntensity: 8 })).json());
    expect(result.analysis.crisis).toBe(false);
    expect(result.analysis.supportResources?.length).toBeGreaterThan(0);
  });

  it("refuses what is not a check-in with a clear 400", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ emotion: "ecstatic", emotionIntensity: 5 }, `emotion: ${EMOTION_CHOICE_MESSAGE}`],
      [{ emotionIntensity: 5 }, `emotion: ${EMOTION_CHOICE_MESSAGE}`],
      [{ emotion: "sad", emotionIntensity: 11 }, `emotionIntensity: ${INTENSITY_CHOICE_MESSAGE}`],
      [{ emotion: "sad", emotionIntensity: 2.5 }, `emotionIntensity: ${INTENSITY_CHOICE_MESSAGE}`],
      [{ emotion: "sad" }, `emotionIntensity: ${INTENSITY_CHOICE_MESSAGE}`],
      [{ emotion: "sad", emotionIntensity: 5, note: "x".repeat(MAX_CHECK_IN_NOTE + 1) }, `note: ${CHECK_IN_NOTE_MESSAGE}`],
      [{ emotion: "sad", emotionIntensity: 5, mood: "positive" }, "mood"],
    ];
    for (const [body, message] of cases) {
      const response = await checkIn(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await errorOf(response)).message).toContain(message);
    }
    const bad = await t.request("/api/check-ins", { method: "POST", cookie, json: { id: "nope", emotion: "sad", emotionIntensity: 3 } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toContain("id: must be a UUID");
    expect((await t.request("/api/check-ins", { method: "POST", json: { id: crypto.randomUUID() } })).status).toBe(401);
  });

  it("keeps the kind in the list and the sync, and a check-in is not re-analysed", async () => {
    const me = await t.signUp();
    const { entry } = CheckInResponseSchema.parse(await (await checkIn({ emotion: "grateful", emotionIntensity: 7 }, me.cookie)).json());
    const listed = ((await (await t.request("/api/entries", { cookie: me.cookie })).json()) as { entries: JournalEntry[] }).entries;
    expect(listed).toEqual([entry]);
    const changes = EntryChangesSchema.parse(await (await t.request("/api/entries/changes", { cookie: me.cookie })).json());
    expect(changes.entries).toEqual([entry]);
    const reanalysed = await t.request(`/api/entries/${entry.id}/reanalyse`, { method: "POST", cookie: me.cookie });
    expect(reanalysed.status).toBe(422);
  });

  it("POST /api/entries takes a check-in without words, and still refuses a reflection without any", async () => {
    const ok = await t.request("/api/entries", { method: "POST", cookie, json: buildEntryInput({ entryText: "", kind: "check-in" }) });
    expect(ok.status).toBe(201);
    expect(SavedEntrySchema.parse(await ok.json()).entry).toMatchObject({ kind: "check-in", entryText: "" });
    const empty = await t.request("/api/entries", { method: "POST", cookie, json: buildEntryInput({ entryText: "  " }) });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe("entryText: must not be empty");
    const wrongKind = await t.request("/api/entries", { method: "POST", cookie, json: buildEntryInput({ kind: "poem" }) });
    expect(wrongKind.status).toBe(400);
  });

  it("round-trips through the JSON export and import, and the CSV says the kind", async () => {
    const me = await t.signUp();
    await checkIn({ emotion: "tired", emotionIntensity: 6 }, me.cookie);
    await checkIn({ emotion: "hopeful", emotionIntensity: 5, note: "A small walk helped" }, me.cookie);
    await t.request("/api/entries", { method: "POST", cookie: me.cookie, json: buildEntryInput({ entryText: "Plain reflection" }) });
    const exported = await (await t.request("/api/export", { cookie: me.cookie })).text();
    const entries = (JSON.parse(exported) as { entries: JournalEntry[] }).entries;
    expect(entries.filter((entry) => entry.kind === "check-in")).toHaveLength(2);

    const fresh = await t.signUp();
    const imported = await t.request("/api/import", {
      method: "POST",
      cookie: fresh.cookie,
      body: exported,
      headers: { "content-type": "application/json" },
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ imported: 3, skipped: 0, failed: [] });
    const again = (await (await t.request("/api/export", { cookie: fresh.cookie })).json()) as { entries: JournalEntry[] };
    expect(again.entries).toEqual(entries);

    const csv = spreadsheetRows(await (await t.request("/api/export?format=csv", { cookie: me.cookie })).text());
    const [header, ...rows] = csv;
    const kindAt = header!.indexOf("kind");
    const textAt = header!.indexOf("entry_text");
    expect(kindAt).toBeGreaterThan(0);
    expect(rows.map((row) => [row[kindAt], row[textAt]]).sort()).toEqual([
      ["check-in", ""],
      ["check-in", "A small walk helped"],
      ["reflection", "Plain reflection"],
    ]);
  });

  it("a private journal's check-in is refused in the clear (409) and, turning the journal off, comes back with its kind and no words", async () => {
    const me = await t.signUp();
    expect((await t.request("/api/private-journal", { method: "POST", cookie: me.cookie, json: { keys: keys() } })).status).toBe(201);
    const refused = await checkIn({ emotion: "sad", emotionIntensity: 5 }, me.cookie);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe("private_journal");

    const opened = buildEntryInput({ entryText: "", kind: "check-in", emotion: "tired", mood: "negative", emotionSetBy: "person" });
    const envelope = Buffer.concat([Buffer.of(0x80), randomBytes(12 + 200 + 16)]).toString("base64");
    expect((await t.request(`/api/entries/${opened.id}/sealed`, { method: "PUT", cookie: me.cookie, json: { envelope } })).status).toBe(
      201,
    );
    expect((await t.request("/api/private-journal/complete", { method: "POST", cookie: me.cookie })).status).toBe(200);
    expect((await t.request("/api/private-journal/disable", { method: "POST", cookie: me.cookie })).status).toBe(200);
    const response = await t.request(`/api/entries/${opened.id}`, { method: "PUT", cookie: me.cookie, json: opened });
    expect(response.status, await response.clone().text()).toBe(200);
    const listed = ((await (await t.request("/api/entries", { cookie: me.cookie })).json()) as { entries: JournalEntry[] }).entries;
    expect(listed[0]).toMatchObject({ id: opened.id, kind: "check-in", entryText: "", emotion: "tired", emotionSetBy: "person" });
  });
});

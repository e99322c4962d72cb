// PATCH /api/entries/:id and POST /api/entries/:id/reanalyse (decision 016): an author's edit against
// the version it started from (a stale one answers 409 with the entry as it is now), the edited
// time, the limits a new entry has, and a re-analysis through the same pipeline and allowance.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EntryEditConflictSchema, ReanalysedEntrySchema, SavedEntrySchema } from "../../domain/contract/entries";
import { EDIT_MESSAGES } from "../../domain/entries/edit-messages";
import type { JournalEntry } from "../../domain/types";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { buildEntryInput } from "../../../tests/setup/factories";
import { reflect } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

const SAD_TEXT = "I feel so lonely and sad tonight, everything seems grey and I miss my friends terribly.";

describe.each(databaseKinds())("editing an entry on %s", (kind) => {
  let t: TestApp;
  // Saves take the database's time; the server's clock for edits runs an hour ahead of it.
  const later = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
  let clock = later;
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
  const edit = (cookie: string, id: string, body: Record<string, unknown>) =>
    t.request(`/api/entries/${id}`, { method: "PATCH", cookie, json: body });
  const list = async (cookie: string): Promise<JournalEntry[]> =>
    ((await (await t.request("/api/entries", { cookie })).json()) as { entries: JournalEntry[] }).entries;

  it("saves the new words, marks the entry edited and moves updatedAt, keeping everything else", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    expect(entry.editedAt ?? null).toBeNull();
    clock = new Date(later.getTime() + 90 * 60_000);
    const response = await edit(cookie, entry.id, { entryText: "Walked by the sea, calm and thankful.", baseUpdatedAt: entry.updatedAt });
    expect(response.status).toBe(200);
    const edited = SavedEntrySchema.parse(await response.json()).entry;
    expect(edited.entryText).toBe("Walked by the sea, calm and thankful.");
    expect(edited.editedAt).toBe(clock.toISOString());
    expect(edited.updatedAt).toBe(clock.toISOString());
    expect(edited.createdAt).toBe(entry.createdAt);
    expect({ ...edited, entryText: entry.entryText, editedAt: undefined, updatedAt: entry.updatedAt }).toEqual({
      ...entry,
      editedAt: undefined,
    });
    // stored: the list says the same
    const [stored] = await list(cookie);
    expect(stored).toEqual(edited);
  });

  it("answers 409 edit_conflict with the entry as it is now when the base is stale, and writes nothing", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    clock = new Date(clock.getTime() + 60_000);
    const first = await edit(cookie, entry.id, { entryText: "Edited on the phone.", baseUpdatedAt: entry.updatedAt });
    expect(first.status).toBe(200);
    const onPhone = SavedEntrySchema.parse(await first.json()).entry;
    clock = new Date(clock.getTime() + 60_000);
    // the laptop still holds the first version
    const stale = await edit(cookie, entry.id, { entryText: "Edited on the laptop.", baseUpdatedAt: entry.updatedAt });
    expect(stale.status).toBe(409);
    const body = EntryEditConflictSchema.parse(await stale.json());
    expect(body.error).toEqual({ code: "edit_conflict", message: EDIT_MESSAGES.conflict });
    expect(body.entry).toEqual(onPhone);
    expect((await list(cookie))[0]!.entryText).toBe("Edited on the phone.");
    // with the new base it goes through
    const retried = await edit(cookie, entry.id, { entryText: "Edited on the laptop.", baseUpdatedAt: body.entry.updatedAt });
    expect(retried.status).toBe(200);
  });

  it("two edits from the same version within one millisecond: exactly one wins", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    const answers = await Promise.all(
      ["one", "two"].map((word) => edit(cookie, entry.id, { entryText: `Edited ${word}.`, baseUpdatedAt: entry.updatedAt })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("refuses what a new entry would refuse, and unknown fields, with a clear 400", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    for (const body of [
      { entryText: "", baseUpdatedAt: entry.updatedAt },
      { entryText: "x".repeat(50_001), baseUpdatedAt: entry.updatedAt },
      { entryText: "fine words", baseUpdatedAt: "yesterday" },
      { entryText: "fine words" },
      { entryText: "fine words", baseUpdatedAt: entry.updatedAt, mood: "positive" },
    ]) {
      const response = await edit(cookie, entry.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_input");
    }
    expect((await list(cookie))[0]!.entryText).toBe(entry.entryText);
  });

  it("another person's entry, a missing one and a bad id are all 404; signed out is 401", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const entry = await save(owner.cookie);
    const body = { entryText: "Not yours.", baseUpdatedAt: entry.updatedAt };
    for (const [cookie, id] of [
      [stranger.cookie, entry.id],
      [owner.cookie, "00000000-0000-4000-8000-000000000000"],
      [owner.cookie, "not-a-uuid"],
    ] as const) {
      const response = await edit(cookie, id, body);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(EDIT_MESSAGES.notFound);
    }
    expect((await t.request(`/api/entries/${entry.id}/reanalyse`, { method: "POST", cookie: stranger.cookie })).status).toBe(404);
    const signedOut = await t.request(`/api/entries/${entry.id}`, { method: "PATCH", json: body });
    expect(signedOut.status).toBe(401);
    expect((await list(owner.cookie))[0]!.entryText).toBe(entry.entryText);
  });

  it("re-analyses the edited words through the pipeline: a new emotion, reply and analysis, the words kept", async () => {
    const { cookie } = await t.signUp();
    const entry = await save(cookie);
    const editResponse = await edit(cookie, entry.id, { entryText: SAD_TEXT, baseUpdatedAt: entry.updatedAt });
    expect(editResponse.status).toBe(200);
    // editing alone leaves the old analysis
    expect(SavedEntrySchema.parse(await editResponse.json()).entry.mood).toBe("positive");
    const response = await t.request(`/api/entries/${entry.id}/reanalyse`, { method: "POST", cookie });
    expect(response.status).toBe(200);
    const body = ReanalysedEntrySchema.parse(await response.json());
    expect(body.entry.entryText).toBe(SAD_TEXT);
    expect(body.entry.mood).toBe("negative");
    expect(body.entry.emotion).not.toBe("calm");
    expect(body.entry.wellnessScore).toBeLessThan(entry.wellnessScore!);
    expect(body.aiResponse.length).toBeGreaterThan(10);
    expect(body.entry.editedAt).toBeTruthy();
    expect((await list(cookie))[0]).toEqual(body.entry);
  });
});

describe("re-analysis and the daily cloud-AI allowance", () => {
  let fakes: Fakes;
  beforeAll(async () => {
    fakes = await startFakes();
  });
  afterAll(async () => {
    await fakes.stop();
  });
  afterEach(() => fakes.reset());

  it("takes one use like a reflection does, and past the limit analyses on this server without calling the cloud", async () => {
    const t = await createTestApp({ env: { ...providerEnv(fakes.env, ["EKMAN_", "GEMINI_"]), AI_DAILY_LIMIT: "2" } });
    const { cookie } = await t.signUp();
    const saved = await reflect(t, cookie);
    expect(saved.body.result.analysis.isAiGenerated).toBe(true);
    const id = saved.body.entry!.id;
    const reanalyse = async () => {
      const response = await t.request(`/api/entries/${id}/reanalyse`, { method: "POST", cookie });
      expect(response.status).toBe(200);
      return ReanalysedEntrySchema.parse(await response.json()).entry;
    };
    const callsBefore = fakes.ekman.requests.length + fakes.gemini.requests.length;
    expect((await reanalyse()).isAiGenerated).toBe(true); // the second use
    const callsAfterSecond = fakes.ekman.requests.length + fakes.gemini.requests.length;
    expect(callsAfterSecond).toBeGreaterThan(callsBefore);
    expect((await reanalyse()).isAiGenerated).toBe(false); // none left: on this server only
    expect(fakes.ekman.requests.length + fakes.gemini.requests.length).toBe(callsAfterSecond);
    await t.close();
  });
});

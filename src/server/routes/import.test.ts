// POST /api/import end to end on the real app: each format, dry runs, importing twice, the size
// limit (413, a small limit injected), malformed files (400), multipart, NDJSON progress, other
// users untouched, and analysis on this server only (the cloud fakes see no call).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { Zip, ZipDeflate, strToU8, zipSync } from "fflate";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ImportSummary } from "../../domain/contract/transfer";
import { IMPORT_TOO_LARGE_MESSAGE, ImportProgressEventSchema, ImportSummarySchema } from "../../domain/contract/transfer";
import type { JournalEntry } from "../../domain/types";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ORIGIN, createTestApp } from "../../../tests/setup/test-app";
import { createApp } from "../app";
import { createAuth } from "../auth/create-auth";
import { createLogger } from "../lib/logger";
import { IMPORT_REASONS } from "../../domain/transfer/imported-entry";
import { MARKDOWN_REASONS } from "../../domain/transfer/markdown-import";
import { IMPORT_MESSAGES } from "./import-upload";
import { databaseKinds } from "../../../tests/setup/test-db";

const FIXTURES = new URL("../../../tests/fixtures/transfer/", import.meta.url);
const DAY_ONE_ZIP = readFileSync(new URL("dayone-export.zip", FIXTURES));
const DAY_ONE_JSON = readFileSync(new URL("Journal.json", FIXTURES));

type Upload = { body: BodyInit; type: string; headers?: Record<string, string> };

async function importFile(t: TestApp, cookie: string, upload: Upload, query = "") {
  const response = await t.request(`/api/import${query}`, {
    method: "POST",
    cookie,
    headers: { "content-type": upload.type, ...upload.headers },
    body: upload.body,
  });
  return { response, body: (await response.json()) as ImportSummary & { error?: { code: string; message: string } } };
}

async function allEntries(t: TestApp, cookie: string): Promise<JournalEntry[]> {
  const response = await t.request("/api/export", { cookie });
  return ((await response.json()) as { entries: JournalEntry[] }).entries;
}

function streamedZip(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  // fflate's streaming Zip writes data descriptors, as zips made on the fly do
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, text] of Object.entries(files)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  }
  zip.end();
  return new Uint8Array(Buffer.concat(parts));
}

describe.each(databaseKinds())("POST /api/import on %s", (kind) => {
  let t: TestApp;
  let fakes: Fakes;
  beforeAll(async () => {
    fakes = await startFakes();
    // every cloud provider configured: an import must still call none of them
    t = await createTestApp({ kind, env: { ...providerEnv(fakes.env, ["EKMAN_", "GEMINI_", "OPENAI_"]), AI_DAILY_LIMIT: "1" } });
  });
  afterAll(async () => {
    await t.close();
    await fakes.stop();
  });
  afterEach(() => fakes.reset());

  const cloudCalls = () => fakes.ekman.requests.length + fakes.gemini.requests.length + fakes.openai.requests.length;

  it("imports a Day One ZIP with its dates and ids, analysed on this server only", async () => {
    const me = await t.signUp();
    const { response, body } = await importFile(t, me.cookie, { body: DAY_ONE_ZIP, type: "application/zip" });
    expect(response.status).toBe(200);
    expect(ImportSummarySchema.parse(body)).toEqual({
      format: "dayone",
      dryRun: false,
      imported: 3,
      skipped: 0,
      failed: [
        { name: "Journal.json #3", reason: "The entry has no text. (An entry needs words; its photos and recordings come with them.)" },
      ],
      firstDate: "2024-11-02T08:14:31.000Z",
      lastDate: "2025-01-01T10:30:00.000Z",
    });
    const entries = await allEntries(t, me.cookie);
    expect(entries.map((e) => [e.id, e.createdAt])).toEqual([
      ["5d6e7f80-91a2-4b3c-8d4e-5f6071829304", "2025-01-01T10:30:00.000Z"],
      ["0f1e2d3c-4b5a-4968-8776-655443322110", "2024-11-05T21:47:09.000Z"],
      ["a1b2c3d4-e5f6-4718-993a-4b5c6d7e8f90", "2024-11-02T08:14:31.000Z"],
    ]);
    const morning = entries[2]!;
    expect(morning.entryText).toBe(
      "Morning pages\n\nWoke up early and walked to the bakery. The light over the river was lovely!\n\nI felt calm and grateful for a quiet start (for once).\n\n1. Call mum\n2. Finish the report",
    );
    expect(morning.themes[0]).toBe("Morning pages");
    expect(morning.isAiGenerated).toBe(false);
    expect(morning.aiInsights).toMatch(/\S/);
    expect(morning.aiSuggestions.length).toBeGreaterThan(0);
    expect(entries[1]!.emotion).toBe("anxious");
    expect(cloudCalls()).toBe(0);
    // and nothing was taken from the (one a day) cloud allowance
    const usage = await t.database.db.query.aiUsage.findMany();
    expect(usage.filter((row) => row.userId === me.userId)).toEqual([]);
  });

  it("imports nothing the second time: every entry is skipped", async () => {
    const me = await t.signUp();
    await importFile(t, me.cookie, { body: DAY_ONE_ZIP, type: "application/zip" });
    const before = await allEntries(t, me.cookie);
    const { body } = await importFile(t, me.cookie, { body: DAY_ONE_ZIP, type: "application/zip" });
    expect(body).toMatchObject({ imported: 0, skipped: 3 });
    expect(await allEntries(t, me.cookie)).toEqual(before);
  });

  it("reads the bare Day One JSON too, whatever content type says text", async () => {
    const me = await t.signUp();
    const { body } = await importFile(t, me.cookie, { body: DAY_ONE_JSON, type: "application/octet-stream" });
    expect(body).toMatchObject({ format: "dayone", imported: 3, skipped: 0 });
  });

  it("a dry run answers the same summary and writes nothing", async () => {
    const me = await t.signUp();
    const dry = await importFile(t, me.cookie, { body: DAY_ONE_ZIP, type: "application/zip" }, "?dryRun=1");
    expect(dry.response.status).toBe(200);
    expect(await allEntries(t, me.cookie)).toEqual([]);
    const real = await importFile(t, me.cookie, { body: DAY_ONE_ZIP, type: "application/zip" });
    expect(dry.body).toEqual({ ...real.body, dryRun: true });
    const again = await importFile(t, me.cookie, { body: DAY_ONE_ZIP, type: "application/zip" }, "?dryRun=true");
    expect(again.body).toMatchObject({ dryRun: true, imported: 0, skipped: 3 });
  });

  it("never touches another user's data, even with the same ids", async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    await importFile(t, other.cookie, { body: DAY_ONE_ZIP, type: "application/zip" });
    const theirs = await allEntries(t, other.cookie);
    const { body } = await importFile(t, me.cookie, { body: DAY_ONE_ZIP, type: "application/zip" });
    expect(body).toMatchObject({ imported: 3, skipped: 0 });
    expect(await allEntries(t, other.cookie)).toEqual(theirs);
  });

  it("imports a ZIP of Markdown notes: dates from front matter or file names, the rest listed with reasons", async () => {
    const me = await t.signUp();
    const zip = streamedZip({
      "notes/2025-03-04-0930.md": "Walked to work in the rain and felt oddly calm about it.",
      "notes/holiday.md":
        "---\ndate: 2025-02-01T18:00:00+01:00\ntags: [travel]\n---\nThe sea in Porto was wild today and I loved every minute.",
      "notes/undated.md": "No date anywhere in this one.",
      "notes/2025-03-05.txt": "   ",
      "../escape.md": "---\ndate: 2025-01-01\n---\nOutside the archive.",
      "notes/.DS_Store": "junk",
      "notes/picture.png": "not read",
    });
    const { body } = await importFile(t, me.cookie, { body: zip, type: "application/zip" });
    expect(body.format).toBe("markdown");
    expect(body.imported).toBe(2);
    expect(body.failed.map((f) => f.name).sort()).toEqual(["../escape.md", "notes/2025-03-05.txt", "notes/undated.md"]);
    expect(body.failed.find((f) => f.name === "notes/undated.md")?.reason).toMatch(/^No date/);
    const entries = await allEntries(t, me.cookie);
    expect(entries.map((e) => e.createdAt)).toEqual(["2025-03-04T09:30:00.000Z", "2025-02-01T17:00:00.000Z"]);
    expect(entries[1]!.themes[0]).toBe("travel");
    const second = await importFile(t, me.cookie, { body: zip, type: "application/zip" });
    expect(second.body).toMatchObject({ imported: 0, skipped: 2 });
  });

  it("refuses a date more than a day ahead, takes the same note under another name once, marks a day alone as date-only", async () => {
    const me = await t.signUp();
    const note = "---\ndate: 2025-03-04T09:30:00Z\n---\nThe same words, saved twice.";
    const zip = streamedZip({
      "Inbox/today.md": note,
      "Archive/today (copy).md": note,
      "notes/far.md": "---\ndate: 9999-12-31\n---\nPinned to the top for ever.",
      "notes/2025-03-05.md": "# Wednesday\n\nA day note with no time.\n\n```dataview\nLIST FROM #daily\n```",
      "notes/2025-03-06.md": "# {{date}}\n\n## Gratitude\n- [ ] \n",
    });
    const { body } = await importFile(t, me.cookie, { body: zip, type: "application/zip" });
    expect(body).toMatchObject({ imported: 2, skipped: 1, lastDate: "2025-03-05T12:00:00.000Z" });
    expect([...body.failed].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "notes/2025-03-06.md", reason: MARKDOWN_REASONS.templateOnly },
      { name: "notes/far.md", reason: IMPORT_REASONS.futureDate },
    ]);
    const entries = await allEntries(t, me.cookie);
    expect(entries.map((e) => [e.entryText, e.dateOnly])).toEqual([
      ["Wednesday\n\nA day note with no time.", true],
      ["The same words, saved twice.", undefined],
    ]);
    expect((await importFile(t, me.cookie, { body: zip, type: "application/zip" })).body).toMatchObject({ imported: 0, skipped: 3 });
  });

  it("imports one note sent as text/markdown, named in Content-Disposition", async () => {
    const me = await t.signUp();
    const { body } = await importFile(t, me.cookie, {
      body: "Finished the book tonight. Quietly happy.",
      type: "text/markdown",
      headers: { "content-disposition": 'attachment; filename="2025-04-10-2215 reading.md"' },
    });
    expect(body).toMatchObject({ format: "markdown", imported: 1, firstDate: "2025-04-10T22:15:00.000Z" });
  });

  it("takes the file from multipart/form-data", async () => {
    const me = await t.signUp();
    const form = new FormData();
    form.append("note", "ignored field");
    form.append("file", new Blob([DAY_ONE_ZIP], { type: "application/zip" }), "Day One export.zip");
    const response = await t.request("/api/import", { method: "POST", cookie: me.cookie, body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ format: "dayone", imported: 3 });
  });

  it("a multipart body without a file is a 400", async () => {
    const me = await t.signUp();
    const form = new FormData();
    form.append("note", "no file here");
    const response = await t.request("/api/import", { method: "POST", cookie: me.cookie, body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("no_file");
  });

  it("a multipart body cut short (no closing boundary) is a 400 that says so, and writes nothing", async () => {
    const me = await t.signUp();
    const boundary = "----ripple-cut-short";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Journal.json"\r\nContent-Type: application/json\r\n\r\n`;
    for (const body of [
      Buffer.concat([Buffer.from(head), DAY_ONE_JSON]),
      Buffer.from(head),
      Buffer.from(`--${boundary}\r\nContent-Disp`),
    ]) {
      const response = await t.request("/api/import", {
        method: "POST",
        cookie: me.cookie,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "malformed_file", message: IMPORT_MESSAGES.truncated } });
    }
    expect(await allEntries(t, me.cookie)).toEqual([]);
  });

  it("streams NDJSON progress every 250 entries, then the summary", async () => {
    const me = await t.signUp();
    const entries = Array.from({ length: 600 }, (_, i) => ({
      uuid: randomUUID().replace(/-/g, "").toUpperCase(),
      creationDate: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
      text: `Entry ${i}: a quiet day, some work, a walk in the park.`,
      tags: [],
    }));
    const response = await t.request("/api/import", {
      method: "POST",
      cookie: me.cookie,
      headers: { "content-type": "application/json", accept: "application/x-ndjson" },
      body: JSON.stringify({ metadata: { version: "1.0" }, entries }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => ImportProgressEventSchema.parse(JSON.parse(line)));
    expect(events).toEqual([
      { type: "progress", processed: 250 },
      { type: "progress", processed: 500 },
      { type: "summary", summary: expect.objectContaining({ format: "dayone", imported: 600, skipped: 0 }) },
    ]);
  });

  it("a malformed file is a 400 with a clear message and writes nothing", async () => {
    const me = await t.signUp();
    const cases: Upload[] = [
      { body: '{"metadata": {"version": "1.0"}, "entries": [{"uuid": "x", ', type: "application/json" },
      { body: '{"hello": "world"}', type: "application/json" },
      { body: "not json at all", type: "application/json" },
      { body: new Uint8Array([0x00, 0x01, 0x02, 0xff, 0xfe]), type: "application/octet-stream" },
      { body: zipSync({ "photos/a.jpeg": new Uint8Array([1, 2, 3]) }), type: "application/zip" },
      { body: zipSync({}), type: "application/zip" },
      { body: DAY_ONE_ZIP.subarray(0, 1200), type: "application/zip" },
      { body: '{"format": "ripple-export", "version": 2, "entries": []}', type: "application/json" },
      { body: "", type: "application/json" },
    ];
    for (const upload of cases) {
      const { response, body } = await importFile(t, me.cookie, upload);
      expect(response.status, String(upload.body).slice(0, 40)).toBe(400);
      expect(body.error?.message).toMatch(/\S/);
    }
    // a valid Day One entry before the break is not written either
    const broken = `{"metadata": {}, "entries": [${JSON.stringify({ uuid: "A1B2C3D4E5F64718993A4B5C6D7E8F90", creationDate: "2025-01-01T00:00:00Z", text: "Hello there" })}, {"uuid": `;
    expect((await importFile(t, me.cookie, { body: broken, type: "application/json" })).response.status).toBe(400);
    expect(await allEntries(t, me.cookie)).toEqual([]);
  });

  it("refuses a type it does not read with 415", async () => {
    const me = await t.signUp();
    const { response } = await importFile(t, me.cookie, { body: "<p>hi</p>", type: "text/html" });
    expect(response.status).toBe(415);
  });

  it("takes files over the app's 1 MB body limit", async () => {
    const me = await t.signUp();
    const entries = Array.from({ length: 120 }, (_, i) => ({
      uuid: randomUUID().replace(/-/g, ""),
      creationDate: new Date(Date.UTC(2023, 0, 1) + i * 86_400_000).toISOString(),
      text: `Day ${i}. ${"A long walk and a long think about what matters. ".repeat(190)}`,
    }));
    const json = JSON.stringify({ metadata: {}, entries });
    expect(json.length).toBeGreaterThan(1024 * 1024);
    const { response, body } = await importFile(t, me.cookie, { body: json, type: "application/json" });
    expect(response.status).toBe(200);
    expect(body.imported).toBe(120);
  });

  it("keeps Ripple's own export exactly: export, import into a fresh account, export again", async () => {
    const me = await t.signUp();
    await t.request("/api/entries", { method: "POST", cookie: me.cookie, json: buildEntryInput({ entryText: "First words" }) });
    await t.request("/api/entries", {
      method: "POST",
      cookie: me.cookie,
      json: buildEntryInput({ entryText: "Second, with = a formula-looking start", aiInsights: null, aiSuggestions: [], themes: [] }),
    });
    await importFile(t, me.cookie, { body: DAY_ONE_ZIP, type: "application/zip" });
    const exported = await (await t.request("/api/export", { cookie: me.cookie })).text();
    const fresh = await t.signUp();
    const { body } = await importFile(t, fresh.cookie, { body: exported, type: "application/json" });
    expect(body).toMatchObject({ format: "ripple", imported: 5, skipped: 0, failed: [] });
    const again = (await (await t.request("/api/export", { cookie: fresh.cookie })).json()) as { entries: JournalEntry[] };
    expect(again.entries).toEqual((JSON.parse(exported) as { entries: JournalEntry[] }).entries);
    expect((await importFile(t, fresh.cookie, { body: exported, type: "application/json" })).body).toMatchObject({
      imported: 0,
      skipped: 5,
    });
  });
});

describe("POST /api/import over its size limit", () => {
  const LIMIT = 4 * 1024;
  let t: TestApp;
  beforeAll(async () => {
    const base = await createTestApp();
    // the same database, users and sessions, through an app whose import takes at most LIMIT bytes
    const logger = createLogger("info", new Writable({ write: (_chunk, _encoding, done) => done() }));
    const auth = createAuth({ config: base.config, db: base.database.db, secret: base.config.authSecret!, logger });
    const app = createApp({
      config: base.config,
      database: base.database,
      auth,
      cipher: base.cipher,
      logger,
      importLimits: { maxBytes: LIMIT, maxUnpackedBytes: 16 * 1024 },
    });
    t = {
      ...base,
      // as TestApp's request, to this app
      request: (path, init = {}) => {
        const headers = new Headers(init.headers);
        headers.set("origin", TEST_ORIGIN);
        if (init.cookie) headers.set("cookie", init.cookie);
        return Promise.resolve(app.request(path, { ...init, headers }));
      },
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const tooLarge = { error: { code: "payload_too_large", message: IMPORT_TOO_LARGE_MESSAGE } };
  const bigJson = () =>
    JSON.stringify({
      metadata: {},
      entries: Array.from({ length: 40 }, (_, i) => ({
        uuid: randomUUID().replace(/-/g, ""),
        creationDate: "2025-01-01T00:00:00Z",
        text: `Entry ${i} `.repeat(20),
      })),
    });

  it("answers 413 with the contract's message and writes nothing (streamed, no length given)", async () => {
    const me = await t.signUp();
    const json = bigJson();
    expect(json.length).toBeGreaterThan(LIMIT);
    const bytes = new TextEncoder().encode(json);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.subarray(at, at + 1000));
        controller.close();
      },
    });
    const response = await t.request("/api/import", {
      method: "POST",
      cookie: me.cookie,
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(await allEntries(t, me.cookie)).toEqual([]);
  });

  it("answers 413 at once when Content-Length says too much, and for a multipart file over the limit", async () => {
    const me = await t.signUp();
    const declared = await t.request("/api/import", {
      method: "POST",
      cookie: me.cookie,
      headers: { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
      body: "{}",
    });
    expect(declared.status).toBe(413);
    const form = new FormData();
    form.append("file", new Blob([bigJson()], { type: "application/json" }), "Journal.json");
    const multipart = await t.request("/api/import", { method: "POST", cookie: me.cookie, body: form });
    expect(multipart.status).toBe(413);
    expect(await multipart.json()).toEqual(tooLarge);
    expect(await allEntries(t, me.cookie)).toEqual([]);
  });

  it("refuses a ZIP that unpacks to more than its limit (a ZIP bomb) with 413", async () => {
    const me = await t.signUp();
    const bomb = zipSync({ "Journal.json": strToU8(`{"metadata": {}, "entries": [], "pad": "${"0".repeat(100_000)}"}`) }, { level: 9 });
    expect(bomb.length).toBeLessThan(LIMIT);
    const response = await t.request("/api/import", {
      method: "POST",
      cookie: me.cookie,
      headers: { "content-type": "application/zip" },
      body: bomb,
    });
    expect(response.status).toBe(413);
  });
});

// Property-based fuzzing of POST /api/import's multipart bodies, beside fuzz.test.ts (which sends
// JSON bodies to every route): a form of a few parts — fields and files holding a Day One journal,
// a note, broken JSON or any bytes — then sometimes cut short at any byte (an upload broken off)
// or with one byte changed. Whatever busboy and the readers make of it, the answer is never a
// 5xx, and a 4xx has the {error: {code, message}} shape. A fixed seed keeps it reproducible.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ORIGIN, createTestApp } from "../../../tests/setup/test-app";

const SEED = 20_261_127;

const DAY_ONE = JSON.stringify({
  metadata: { version: "1.0" },
  entries: [{ uuid: "A1B2C3D4E5F64718993A4B5C6D7E8F90", creationDate: "2024-11-02T08:14:31Z", text: "I felt calm by the sea." }],
});

const content = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(DAY_ONE, "---\ndate: 2025-03-04\n---\nA note about the sea.", "{", "", "\r\n--") },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString("latin1")) },
);

const part = fc.record({
  name: fc.constantFrom("file", "file", "note", "", 'a"b'),
  filename: fc.option(fc.constantFrom("Journal.json", "2025-03-04.md", "x.zip", "", "ü.txt"), { nil: undefined, freq: 4 }),
  type: fc.option(fc.constantFrom("application/json", "text/markdown", "application/zip", "nonsense"), { nil: undefined }),
  content,
});

interface Sent {
  path: string;
  body: Buffer;
  type: string;
}

const form: fc.Arbitrary<Sent> = fc
  .record({
    boundary: fc.constantFrom("----ripple-fuzz", "x", "a".repeat(70), "b o u n d"),
    parts: fc.array(part, { minLength: 1, maxLength: 3 }),
    cut: fc.option(fc.nat(), { nil: undefined, freq: 2 }),
    flip: fc.option(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { nil: undefined, freq: 4 }),
    declared: fc.option(fc.constantFrom("multipart/form-data", "multipart/form-data; boundary="), { nil: undefined, freq: 6 }),
    dryRun: fc.boolean(),
  })
  .map(({ boundary, parts, cut, flip, declared, dryRun }) => {
    const text = `${parts
      .map((p) => {
        const disposition = `form-data; name="${p.name}"${p.filename === undefined ? "" : `; filename="${p.filename}"`}`;
        return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n${p.content}\r\n`;
      })
      .join("")}--${boundary}--\r\n`;
    let body = Buffer.from(text, "latin1");
    if (cut !== undefined) body = body.subarray(0, cut % (body.length + 1));
    if (flip !== undefined && body.length > 0) body[flip[0] % body.length] = flip[1];
    return { path: `/api/import${dryRun ? "?dryRun=1" : ""}`, body, type: declared ?? `multipart/form-data; boundary=${boundary}` };
  });

/** The examples always tried first: a journal whose upload stops before the closing boundary. */
const CUT_SHORT: Sent[] = [DAY_ONE.length, 10, 0].map((keep) => {
  const head = `--x\r\nContent-Disposition: form-data; name="file"; filename="Journal.json"\r\nContent-Type: application/json\r\n\r\n`;
  return { path: "/api/import", body: Buffer.from(`${head}${DAY_ONE.slice(0, keep)}`), type: "multipart/form-data; boundary=x" };
});

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signUp()).cookie;
});
afterAll(async () => {
  await t?.close();
});

describe("fuzzed multipart bodies to POST /api/import", () => {
  it("never a 5xx; a 4xx has the error shape", async () => {
    await fc.assert(
      fc.asyncProperty(form, async (sent) => {
        const response = await t.app.request(sent.path, {
          method: "POST",
          headers: { origin: TEST_ORIGIN, cookie, "content-type": sent.type },
          body: new Uint8Array(sent.body),
        });
        const where = `${sent.type} ${JSON.stringify(sent.body.toString("latin1").slice(0, 300))}`;
        expect(response.status, where).toBeLessThan(500);
        if (response.status >= 400) {
          expect(await response.json(), where).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
        } else {
          await response.arrayBuffer();
        }
      }),
      { seed: SEED, numRuns: 150, examples: CUT_SHORT.map((sent) => [sent]) },
    );
  });

  it("keeps answering afterwards", async () => {
    expect((await t.request("/api/entries", { cookie })).status).toBe(200);
  });
});

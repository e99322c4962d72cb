// Property-based fuzzing of the HTTP API: arbitrary JSON bodies, query strings
// and path params to every route, signed in and as a stranger, through the real app with every
// provider pointed at its loopback fake. No answer is a 5xx, and every 4xx of Ripple's own routes
// has the {error: {code, message}} shape. A fixed seed and a bounded number of runs per route keep
// it to a few seconds; a failure prints the counterexample and the seed to replay it.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECOMMENDED_VOICES } from "../../domain/voice/voice-settings";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { startFakes } from "../../../tests/fakes/start-fakes";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ORIGIN, createTestApp } from "../../../tests/setup/test-app";

const SEED = 20_261_123;
/** Runs per route: signed in (deep into the handler) and as a stranger (refused at the door). */
const RUNS = { signedIn: 25, stranger: 6 };

// ── Awkward values ───────────────────────────────────────────────────────────

/** One character: any code point, and now and then one that has broken a route somewhere. */
const awkwardChar = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom("\u0000", "\uD800", "\uDFFF") },
  { weight: 2, arbitrary: fc.constantFrom("\uFFFF", "\u202E", "\u2028", "%", "\\", '"', " ") },
);

const awkwardString = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: awkwardChar, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom("", " ", "\u0000", "en", "en-US", "calm", "voice", "user", "1e-50", "NaN") },
  // just past the limits: emotion 40, theme 60, insights and chat 5,000, entry text 20,000
  { weight: 1, arbitrary: fc.constantFrom(41, 61, 1_001, 1_501, 5_001, 20_001, 200_000).map((n) => "x".repeat(n)) },
);

const awkwardNumber = fc.oneof(
  fc.double(), // NaN and ±Infinity travel as null in JSON
  fc.integer(),
  fc.constantFrom(0, -0, 1e-50, 5e-324, -5e-324, 1e-300, 1e308, -1, 23, 24, 3_600, 3_600.05, 2 ** 53 + 1, 1.5),
);

/**
 * A UUID in any letter case: clients write ids in lower case (browsers), upper case (Swift's
 * uuidString) or, by accident, both; every case names the same entry (decision 030).
 */
const anyCaseUuid = fc
  .tuple(fc.uuid(), fc.constantFrom("lower", "upper", "mixed"), fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }))
  .map(([id, style, flips]) =>
    style === "lower" ? id : style === "upper" ? id.toUpperCase() : [...id].map((ch, at) => (flips[at] ? ch.toUpperCase() : ch)).join(""),
  );

/** An array nested `depth` deep around one string. */
function nested(depth: number): unknown {
  let value: unknown = "\u0000";
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

const awkwardValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: awkwardString },
  { weight: 3, arbitrary: awkwardNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: awkwardChar }) },
  { weight: 1, arbitrary: fc.array(awkwardString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000 }).map(nested) },
);

// ── Routes ───────────────────────────────────────────────────────────────────

interface Route {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** A valid body; the fuzz changes some of its fields (paths like "history.0.content"). */
  valid?: fc.Arbitrary<Record<string, unknown>>;
  fields?: string[];
  /** Query keys the route reads. */
  query?: string[];
  /** A path parameter takes the place of ":id". */
  param?: boolean;
  /** Bodies that once answered 500: replayed before the generated ones on every run. */
  known?: Record<string, unknown>[];
}

const calm = "Today I walked along the river after work and felt calm and grateful for the quiet evening.";
const voiceId = RECOMMENDED_VOICES[0]!.id;
const knownEntry = (overrides: Record<string, unknown>) => ({ id: randomUUID(), entryText: calm, emotion: "calm", ...overrides });

const ROUTES: Route[] = [
  { method: "GET", path: "/api/health" },
  { method: "GET", path: "/api/config" },
  { method: "GET", path: "/api/profile" },
  {
    method: "PUT",
    path: "/api/profile/consent",
    valid: fc.constant({ hasAgreedToTerms: true, dataUseAcknowledged: true }),
    fields: ["hasAgreedToTerms", "dataUseAcknowledged"],
  },
  { method: "GET", path: "/api/entries", query: ["limit", "cursor"] },
  {
    method: "POST",
    path: "/api/entries",
    valid: anyCaseUuid.map((id) => ({
      id,
      entryText: calm,
      emotion: "calm",
      language: "en",
      duration: 42,
      emotionIntensity: 6,
      mood: "positive",
      wellnessScore: 8,
      aiInsights: "A peaceful moment.",
      aiSuggestions: ["Walk again this week."],
      themes: ["gratitude"],
      isAiGenerated: false,
    })),
    fields: [
      "id",
      "entryText",
      "emotion",
      "language",
      "duration",
      "emotionIntensity",
      "mood",
      "wellnessScore",
      "aiInsights",
      "aiSuggestions",
      "aiSuggestions.0",
      "themes",
      "themes.0",
      "isAiGenerated",
    ],
    known: [
      knownEntry({ emotion: "calm\u0000" }),
      knownEntry({ language: "e\u0000" }),
      knownEntry({ themes: ["work\u0000"] }),
      knownEntry({ duration: 1e-50 }),
      knownEntry({ duration: 5e-324 }),
    ],
  },
  { method: "DELETE", path: "/api/entries/:id", param: true },
  {
    method: "POST",
    path: "/api/reflections",
    valid: anyCaseUuid.map((id) => ({ id, transcript: calm, duration: 30, speechDetected: true, mode: "voice" })),
    fields: ["id", "transcript", "duration", "speechDetected", "mode"],
  },
  {
    method: "POST",
    path: "/api/chat",
    valid: fc.constant({
      message: "I had a long day and I feel tired.",
      history: [{ type: "user", content: "hello" }],
      currentEmotion: "tired",
    }),
    fields: ["message", "history", "history.0", "history.0.type", "history.0.content", "currentEmotion"],
  },
  {
    method: "POST",
    path: "/api/conversations",
    valid: anyCaseUuid.map((id) => ({
      id,
      messages: [{ id: "m1", type: "user", content: calm, timestamp: "2026-11-23T10:00:00.000Z" }],
      duration: 60,
    })),
    fields: ["id", "messages", "messages.0", "messages.0.id", "messages.0.type", "messages.0.content", "messages.0.timestamp", "duration"],
  },
  { method: "GET", path: "/api/greeting", query: ["hour"] },
  {
    method: "POST",
    path: "/api/speech",
    valid: fc.constant({ text: "You did well today.", voiceId, style: "chat" }),
    fields: ["text", "voiceId", "style"],
  },
  { method: "GET", path: "/api/speech/voices" },
  { method: "GET", path: "/api/export" },
];

// ── Requests ─────────────────────────────────────────────────────────────────

/** `base` with the value at `path` ("a.0.b") replaced, or removed when value is undefined (copies along the path only). */
function withValue(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  if (base === null || typeof base !== "object") return base;
  const [key, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(base)
    ? ([...(base as unknown[])] as unknown as Record<string, unknown>)
    : { ...base };
  if (rest.length === 0 && value === undefined) delete copy[key];
  else copy[key] = withValue(copy[key], rest, value);
  return copy;
}

/** The value at `path` in `base`, or undefined. */
function valueAt(base: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined),
    base,
  );
}

/** An awkward value of the same kind as `original` (so the rest of the body stays valid), or anything. */
function awkwardLike(original: unknown): fc.Arbitrary<unknown> {
  const sameKind =
    typeof original === "string"
      ? fc
          .string({ unit: awkwardChar, minLength: 1, maxLength: 12 })
          .map((s) => (original.length > 12 ? `${original.slice(0, 20)}${s}` : s))
      : typeof original === "number"
        ? awkwardNumber
        : typeof original === "boolean"
          ? fc.boolean()
          : Array.isArray(original)
            ? fc.array(fc.string({ unit: awkwardChar, minLength: 1, maxLength: 12 }), { maxLength: 3 })
            : awkwardValue;
  return fc.oneof(
    { weight: 3, arbitrary: sameKind },
    { weight: 1, arbitrary: awkwardValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function bodyFor(route: Route): fc.Arbitrary<string> {
  const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 4, stringUnit: awkwardChar }), awkwardValue);
  const values: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [{ weight: 1, arbitrary: anyJson }];
  const { valid, fields } = route;
  if (valid && fields) {
    // mostly a valid body with one or two fields changed: that is what reaches the handler and the database
    const mutated = valid.chain((base) => {
      const change = fc
        .constantFrom(...fields, "unexpected")
        .chain((field) => awkwardLike(valueAt(base, field.split("."))).map((value) => [field.split("."), value] as const));
      return fc
        .array(change, { minLength: 1, maxLength: 2 })
        .map((changes) => changes.reduce<unknown>((body, [path, value]) => withValue(body, path, value), base));
    });
    values.push({ weight: 4, arbitrary: mutated });
  }
  return fc.oneof(
    { weight: 9, arbitrary: fc.oneof(...values).map((value) => JSON.stringify(value) ?? "null") },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.string({ unit: awkwardChar, maxLength: 20 }), fc.constantFrom("{", '{"id":', "[1,]", "\u0000", "")),
    },
  );
}

/** A query value or path segment as it arrives on the wire: encoded, or raw and broken. */
const wireText = fc.oneof(
  { weight: 3, arbitrary: awkwardString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      "%",
      "%E0%A4%A",
      "%00",
      "%ED%A0%80",
      "%FF%FE",
      "-1",
      "0",
      "1e-50",
      "NaN",
      "Infinity",
      "0x10",
      "..",
      "%2F",
    ),
  },
  { weight: 1, arbitrary: anyCaseUuid },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 300 }).map(String) },
);

function queryFor(route: Route): fc.Arbitrary<string> {
  if (!route.query) return fc.constant("");
  const pair = fc.tuple(fc.constantFrom(...route.query, "unexpected"), wireText);
  return fc.array(pair, { maxLength: 3 }).map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`));
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("application/json; charset=utf-8", "APPLICATION/JSON", "text/plain", "multipart/form-data", undefined),
  },
);

interface Sent {
  path: string;
  init: RequestInit;
}

function requestFor(route: Route, cookie: fc.Arbitrary<string | undefined>): fc.Arbitrary<Sent> {
  const path = route.param ? wireText.map((id) => route.path.replace(":id", id)) : fc.constant(route.path);
  const hasBody = route.method !== "GET";
  return fc
    .record({
      path,
      query: queryFor(route),
      body: hasBody ? bodyFor(route) : fc.constant(undefined),
      type: hasBody ? contentType : fc.constant(undefined),
      cookie,
    })
    .map(({ path: p, query, body, type, cookie: c }) => sentOf(route, `${p}${query}`, body, type, c));
}

function sentOf(route: Route, path: string, body: string | undefined, type: string | undefined, cookie: string | undefined): Sent {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (type) headers.set("content-type", type);
  if (cookie) headers.set("cookie", cookie);
  return { path, init: { method: route.method, headers, body } };
}

function describeSent({ path, init }: Sent): string {
  return `${init.method} ${path} ${String(init.body ?? "").slice(0, 300)}`;
}

async function expectWellFormed(response: Response, sent: Sent, errorShape = true): Promise<void> {
  expect(response.status, describeSent(sent)).toBeLessThan(500);
  if (response.status >= 400 && errorShape) {
    const body = (await response.json()) as unknown;
    expect(body, describeSent(sent)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  } else {
    await response.arrayBuffer();
  }
}

// ── The properties ───────────────────────────────────────────────────────────

let fakes: Fakes;
let t: TestApp;
let signedIn: string;
let cookieName: string;

beforeAll(async () => {
  fakes = await startFakes();
  t = await createTestApp({ env: { ...fakes.env, AUTH_RATE_LIMIT_MAX: "100000", REFLECTION_DEADLINE_MS: "3000" } });
  signedIn = (await t.signUp()).cookie;
  cookieName = signedIn.split("=")[0]!;
});
afterAll(async () => {
  await t?.close();
  await fakes?.stop();
});

const send = (sent: Sent) => t.app.request(sent.path, sent.init);

describe("fuzzed requests to every route", () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s, signed in: never a 5xx, 4xx with the error shape",
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route, fc.constant(signedIn)), async (sent) => {
          await expectWellFormed(await send(sent), sent);
        }),
        {
          seed: SEED,
          numRuns: RUNS.signedIn,
          examples: (route.known ?? []).map((body) => [sentOf(route, route.path, JSON.stringify(body), "application/json", signedIn)]),
        },
      );
    },
  );

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s, as a stranger: never a 5xx, 4xx with the error shape",
    async (_name, route) => {
      const strangerCookie = fc.oneof(
        fc.constant(undefined),
        fc.string({ unit: "grapheme-ascii", maxLength: 80 }).map((value) => `${cookieName}=${value.replace(/[;\s]/g, "")}`),
      );
      await fc.assert(
        fc.asyncProperty(requestFor(route, strangerCookie), async (sent) => {
          await expectWellFormed(await send(sent), sent);
        }),
        { seed: SEED, numRuns: RUNS.stranger },
      );
    },
  );

  it("DELETE /api/account, signed in with any body and query: never a 5xx", async () => {
    const route: Route = { method: "DELETE", path: "/api/account", query: ["confirm"], valid: fc.constant({}), fields: ["password"] };
    await fc.assert(
      fc.asyncProperty(requestFor(route, fc.constant(undefined)), async (sent) => {
        const { cookie } = await t.signUp();
        (sent.init.headers as Headers).set("cookie", cookie);
        await expectWellFormed(await send(sent), sent);
      }),
      { seed: SEED, numRuns: 3 },
    );
  });

  it("keeps answering: a signed-in list still works after the fuzz, and every entry a 2xx saved is readable", async () => {
    const response = await t.request("/api/entries?limit=200", { cookie: signedIn });
    expect(response.status).toBe(200);
    const listed = (await response.json()) as { entries: { id: string }[]; unreadable: unknown[] };
    expect(listed.entries.length).toBeGreaterThan(0);
    expect(listed.unreadable).toEqual([]);
    for (const entry of listed.entries) expect(entry.id).toBe(entry.id.toLowerCase());
  });

  it("an entry saved, edited and re-analysed with its id spelled in any case stays readable under one lower-case id", async () => {
    const spelling = fc.array(fc.boolean(), { minLength: 36, maxLength: 36 });
    const spell = (id: string, upper: boolean[]) => [...id].map((ch, at) => (upper[at] ? ch.toUpperCase() : ch)).join("");
    await fc.assert(
      fc.asyncProperty(spelling, spelling, spelling, async (saveSpelling, editSpelling, reanalyseSpelling) => {
        // a fresh person and id each run (shrinking replays runs), the id spelled three ways
        const { cookie } = await t.signUp();
        const call = (path: string, method: string, json?: unknown) => t.request(path, { method, cookie, json });
        const id = randomUUID();
        const saved = await call("/api/entries", "POST", { id: spell(id, saveSpelling), entryText: calm, emotion: "calm" });
        expect(saved.status).toBe(201);
        const { entry } = (await saved.json()) as { entry: { id: string; updatedAt: string } };
        expect(entry.id).toBe(id);
        const edit = { entryText: `${calm} Edited.`, baseUpdatedAt: entry.updatedAt };
        expect((await call(`/api/entries/${spell(id, editSpelling)}`, "PATCH", edit)).status).toBe(200);
        expect((await call(`/api/entries/${spell(id, reanalyseSpelling)}/reanalyse`, "POST")).status).toBe(200);
        const listed = (await (await call("/api/entries?limit=200", "GET")).json()) as { entries: { id: string }[]; unreadable: unknown[] };
        expect(listed.unreadable).toEqual([]);
        expect(listed.entries.map((e) => e.id)).toEqual([id]);
      }),
      // each run signs a person up: report the first failure as it is rather than shrink it
      { seed: SEED, numRuns: 8, endOnFailure: true },
    );
  });
});

describe("fuzzed sign-up and sign-in bodies", () => {
  // better-auth answers with its own error body: only "no 5xx" is asserted here.
  const auth = (path: string, valid: fc.Arbitrary<Record<string, unknown>>, fields: string[], known: Record<string, unknown>[]): Route => ({
    method: "POST",
    path,
    valid,
    fields,
    known,
  });
  const person = (overrides: Record<string, unknown>) => ({
    name: "Fuzz",
    email: `${randomUUID()}@example.com`,
    password: "correct horse battery",
    ...overrides,
  });
  const routes = [
    auth(
      "/api/auth/sign-up/email",
      fc.uuid().map((id) => person({ email: `${id}@example.com` })),
      ["name", "email", "password"],
      [person({ name: "Ada\u0000" }), person({ name: null }), person({ name: 5 }), person({ name: "x".repeat(200_000) })],
    ),
    auth(
      "/api/auth/sign-in/email",
      fc.constant({ email: "nobody@example.com", password: "correct horse battery" }),
      ["email", "password"],
      [
        { email: "nobody\u0000@example.com", password: "correct horse battery" },
        { email: 5, password: null },
      ],
    ),
  ];
  it.each(routes.map((route) => [route.path, route] as const))("%s: never a 5xx", async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestFor(route, fc.constant(undefined)), async (sent) => {
        await expectWellFormed(await send(sent), sent, false);
      }),
      {
        seed: SEED,
        numRuns: 15,
        examples: (route.known ?? []).map((body) => [sentOf(route, route.path, JSON.stringify(body), "application/json", undefined)]),
      },
    );
  });
});

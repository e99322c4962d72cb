// The HTTP contract (style rule 28 in docs/style.md, decision 014): every answer of every route the browser
// reads parses with its schema from domain/contract, and parses to itself — a field the server
// sends that the schema does not know would be dropped by the client, so it fails here too.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ChatResponseSchema } from "../../domain/contract/chat";
import { PublicConfigSchema } from "../../domain/contract/config";
import { ConversationResponseSchema } from "../../domain/contract/conversations";
import { EntryPageSchema, SavedEntrySchema } from "../../domain/contract/entries";
import { DeleteAccountResponseSchema } from "../../domain/contract/account";
import { ErrorBodySchema } from "../../domain/contract/errors";
import { GreetingResponseSchema } from "../../domain/contract/greeting";
import { HealthResponseSchema } from "../../domain/contract/health";
import { ProfileSchema } from "../../domain/contract/profile";
import { REFLECTION_EVENTS, ReflectionReplyEventSchema, ReflectionResponseSchema } from "../../domain/contract/reflections";
import { SpeechFallbackSchema, VoicesResponseSchema } from "../../domain/contract/speech";
import { readSse } from "../../domain/lib/sse";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { buildEntryInput } from "../../../tests/setup/factories";
import { CALM_REFLECTION } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

const HARD_EVENING = "Everything went wrong today and I feel completely overwhelmed, sad and alone at home tonight.";
const CRISIS_MESSAGE = "I can't do this anymore. I've written my note and this is goodbye.";

/** The body parsed with the schema, which must give back the very same value. */
async function expectContract(response: Response, schema: z.ZodType, status: number): Promise<unknown> {
  expect(response.status).toBe(status);
  const body: unknown = await response.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${response.url || "answer"}: ${parsed.error.message}`);
  expect(parsed.data).toEqual(body);
  return body;
}

let fakes: Fakes;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  fakes = await startFakes();
  const env = providerEnv(fakes.env, ["EKMAN_", "GEMINI_", "OPENAI_"]);
  t = await createTestApp({ env });
  cookie = (await t.signUp()).cookie;
});
afterAll(async () => {
  await t.close();
  await fakes.stop();
});
afterEach(() => fakes.reset());

const post = (path: string, json: unknown, headers?: Record<string, string>) => t.request(path, { method: "POST", cookie, json, headers });

describe("the answers keep the contract", () => {
  it("health, config, profile and consent", async () => {
    await expectContract(await t.request("/api/health"), HealthResponseSchema, 200);
    await expectContract(await t.request("/api/config", { cookie }), PublicConfigSchema, 200);
    await expectContract(await t.request("/api/profile", { cookie }), ProfileSchema, 200);
    const consent = await t.request("/api/profile/consent", {
      method: "PUT",
      cookie,
      json: { hasAgreedToTerms: true, dataUseAcknowledged: true },
    });
    expect(await expectContract(consent, ProfileSchema, 200)).toMatchObject({ hasAgreedToTerms: true });
  });

  it("an entry saved, listed and refused", async () => {
    await expectContract(await post("/api/entries", buildEntryInput()), SavedEntrySchema, 201);
    const page = await expectContract(await t.request("/api/entries?limit=1", { cookie }), EntryPageSchema, 200);
    expect(page).toMatchObject({ entries: [expect.any(Object)], unreadable: [], sealed: [] });
    await expectContract(await post("/api/entries", { id: "not-a-uuid" }), ErrorBodySchema, 400);
  });

  it("a voice reflection at high intensity, with the support block", async () => {
    fakes.ekman.enqueue({ text: "sadness", probability: 0.9 });
    fakes.gemini.setDefault({ text: "not json at all" });
    const body = await expectContract(
      await post("/api/reflections", { id: randomUUID(), transcript: HARD_EVENING, duration: 20 }),
      ReflectionResponseSchema,
      201,
    );
    expect(body).toMatchObject({ result: { analysis: { crisis: false, crisisLevel: "none", supportResources: expect.any(Array) } } });
  });

  it("a crisis reflection, a conversational turn and a too-short reflection", async () => {
    const crisis = await expectContract(
      await post("/api/reflections", { id: randomUUID(), transcript: CRISIS_MESSAGE, duration: 8, locale: "en-GB" }),
      ReflectionResponseSchema,
      201,
    );
    expect(crisis).toMatchObject({ result: { analysis: { crisis: true, crisisLevel: "crisis" } } });
    const turn = await expectContract(
      await post("/api/reflections", { id: randomUUID(), transcript: CALM_REFLECTION, duration: 9, mode: "conversational" }),
      ReflectionResponseSchema,
      200,
    );
    expect(turn).toMatchObject({ entry: null });
    await expectContract(
      await post("/api/reflections", { id: randomUUID(), transcript: "hello test", duration: 2 }),
      ReflectionResponseSchema,
      201,
    );
  });

  it("the streamed reflection: reply events, then a result event with the JSON answer's shape", async () => {
    const response = await post(
      "/api/reflections",
      { id: randomUUID(), transcript: CALM_REFLECTION, duration: 12 },
      { accept: "text/event-stream" },
    );
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = [];
    for await (const message of readSse(response.body!)) events.push(message);
    const replies = events.filter((e) => e.event === REFLECTION_EVENTS.reply);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) expect(ReflectionReplyEventSchema.parse(JSON.parse(reply.data))).toEqual(JSON.parse(reply.data));
    const result = events.at(-1)!;
    expect(result.event).toBe(REFLECTION_EVENTS.result);
    expect(ReflectionResponseSchema.parse(JSON.parse(result.data))).toEqual(JSON.parse(result.data));
  });

  it("a conversation saved as one ripple", async () => {
    const messages = [{ id: "m1", type: "user", content: HARD_EVENING, timestamp: new Date().toISOString() }];
    await expectContract(await post("/api/conversations", { id: randomUUID(), messages, duration: 30 }), ConversationResponseSchema, 201);
  });

  it("chat: a reply, the failure answer with its fallback reply and a crisis answer with the lines", async () => {
    fakes.openai.enqueue({ text: "I'm glad you told me." });
    const reply = await expectContract(await post("/api/chat", { message: "I finally slept well." }), ChatResponseSchema, 200);
    expect(reply).toMatchObject({ crisis: false, isEndOfConversation: false });
    fakes.openai.setDefault({ status: 401 });
    const failure = await expectContract(await post("/api/chat", { message: "Are you there?" }), ChatResponseSchema, 200);
    expect(failure).toMatchObject({ error: true, crisis: false });
    const crisis = await expectContract(await post("/api/chat", { message: CRISIS_MESSAGE, locale: "en-US" }), ChatResponseSchema, 200);
    expect(crisis).toMatchObject({ crisis: true, crisisLevel: "crisis", supportResources: expect.any(Array) });
  });

  it("greeting, voices and the cloud voice's fallback answer", async () => {
    await expectContract(await t.request("/api/greeting?hour=9", { cookie }), GreetingResponseSchema, 200);
    await expectContract(await t.request("/api/speech/voices", { cookie }), VoicesResponseSchema, 200);
    await expectContract(await post("/api/speech", { text: "Hello there" }), SpeechFallbackSchema, 503);
  });

  it("account deletion: the password again, then {deleted: true}", async () => {
    const user = await t.signUp();
    const wrong = await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { password: "not the password at all" } });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    await expectContract(wrong, ErrorBodySchema, wrong.status);
    const deleted = await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { password: user.password } });
    await expectContract(deleted, DeleteAccountResponseSchema, 200);
  });
});

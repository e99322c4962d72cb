// AI_DAILY_LIMIT covers the cloud voice and the generated greeting too, and
// one request may send at most SPEECH_MAX_CHARS characters to the cloud voice.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  SPEECH_ALLOWANCE_USED_MESSAGE,
  SPEECH_CHARS_PER_AI_USE,
  SPEECH_MAX_CHARS,
  speechTooLongMessage,
} from "../../domain/voice/speech-limits";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { createUsageQueries, usageDay } from "../db/usage-queries";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.stop();
});
afterEach(() => fakes.reset());

const only = (prefixes: string[], extra: Record<string, string> = {}) => ({
  ...providerEnv(fakes.env, prefixes),
  ...extra,
});

const speak = (t: TestApp, cookie: string, text: string) => t.request("/api/speech", { method: "POST", cookie, json: { text } });

describe("the cloud voice", () => {
  it(`refuses more than ${SPEECH_MAX_CHARS} characters in one request with a 413, without calling the voice`, async () => {
    const t = await createTestApp({ env: only(["ELEVENLABS_"]) });
    const { cookie } = await t.signUp();
    const tooLong = await speak(t, cookie, "a".repeat(SPEECH_MAX_CHARS + 1));
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toEqual({ error: { code: "text_too_long", message: speechTooLongMessage() } });
    expect(speechTooLongMessage()).toBe("The text to speak is longer than 1,500 characters.");
    expect(fakes.elevenlabs.requests).toHaveLength(0);
    // the limit counts the text that is spoken: surrounding spaces are not sent
    const atLimit = await speak(t, cookie, `  ${"a".repeat(SPEECH_MAX_CHARS)}  `);
    expect(atLimit.status).toBe(200);
    expect(fakes.elevenlabs.requests).toHaveLength(1);
    await t.close();
  });

  it(`has ${SPEECH_CHARS_PER_AI_USE} characters a day per use of AI_DAILY_LIMIT, then answers 429 and the browser's voice`, async () => {
    const t = await createTestApp({ env: only(["ELEVENLABS_"], { AI_DAILY_LIMIT: "1" }) });
    const { cookie, userId } = await t.signUp();
    const half = "b".repeat(SPEECH_CHARS_PER_AI_USE / 2);
    expect((await speak(t, cookie, half)).status).toBe(200);
    expect((await speak(t, cookie, half)).status).toBe(200);
    const over = await speak(t, cookie, "One more line.");
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: { code: "allowance_used", message: SPEECH_ALLOWANCE_USED_MESSAGE }, fallback: "native" });
    expect(fakes.elevenlabs.requests).toHaveLength(2);
    const used = await createUsageQueries(t.database.db).usedOn(userId, usageDay(new Date()));
    expect(used).toEqual({ count: 0, greetings: 0, speechChars: SPEECH_CHARS_PER_AI_USE });
    // another person's allowance is their own
    const other = await t.signUp();
    expect((await speak(t, other.cookie, "Hello there.")).status).toBe(200);
    await t.close();
  });

  it("is not limited without AI_DAILY_LIMIT", async () => {
    const t = await createTestApp({ env: only(["ELEVENLABS_"]) });
    const { cookie } = await t.signUp();
    for (let i = 0; i < 3; i += 1) expect((await speak(t, cookie, "c".repeat(SPEECH_MAX_CHARS))).status).toBe(200);
    expect(fakes.elevenlabs.requests).toHaveLength(3);
    await t.close();
  });
});

describe("the generated greeting", () => {
  it("takes one greeting a day per use of AI_DAILY_LIMIT, then answers with the local greeting, leaving reflections theirs", async () => {
    const t = await createTestApp({ env: only(["GEMINI_"], { AI_DAILY_LIMIT: "1" }) });
    const { cookie } = await t.signUp({ name: "Nina Simone" });
    expect((await t.request("/api/entries", { method: "POST", cookie, json: buildEntryInput() })).status).toBe(201);
    const greet = async () =>
      (await (await t.request("/api/greeting?hour=20", { cookie })).json()) as { greeting: string; generated: boolean };

    fakes.gemini.setDefault({ text: "Welcome back — how is your evening unfolding?" });
    expect((await greet()).generated).toBe(true);
    expect(fakes.gemini.requests).toHaveLength(1);
    const second = await greet();
    expect(second.generated).toBe(false);
    expect(second.greeting).toContain("this evening");
    expect(fakes.gemini.requests).toHaveLength(1);

    // the reflection's share of the allowance is untouched
    const reflection = await t.request("/api/reflections", {
      method: "POST",
      cookie,
      json: {
        id: randomUUID(),
        transcript: "I walked by the river after work and felt calm and grateful for the quiet evening.",
        duration: 20,
      },
    });
    expect(((await reflection.json()) as { result: { analysis: { errorMessage?: string } } }).result.analysis.errorMessage).toBeUndefined();
    expect(fakes.gemini.requests.length).toBeGreaterThan(1);
    await t.close();
  });
});

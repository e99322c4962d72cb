// POST /api/chat with crisis language (decision 009): the safe reply (or a calm model reply that says
// they are not alone and points to help), crisis true, the regional lines in the JSON, and the
// conversation goes on — with the OpenAI-compatible model, with Gemini, and with the model down.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { crisisLinesForCountry } from "../../domain/crisis/lines";
import { CRISIS_DETECTED_NOTE, crisisReply } from "../../domain/crisis/safety";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

type Body = Record<string, unknown>;
const CRISIS_MESSAGE = "I can't do this anymore. I've written my note and this is goodbye.";
const CHEERFUL = "That's wonderful! I'm so glad you're feeling this way.";
const US = crisisLinesForCountry("US");

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.stop();
});
afterEach(() => fakes.reset());

const only = (prefixes: string[]) => providerEnv(fakes.env, prefixes);

async function chat(t: TestApp, cookie: string, json: unknown) {
  const response = await t.request("/api/chat", { method: "POST", cookie, json });
  return { status: response.status, body: (await response.json()) as Body };
}

describe.each([
  ["the OpenAI-compatible model", ["OPENAI_"]],
  ["Gemini", ["GEMINI_"]],
])("with %s as the chat model", (_name, prefixes) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: only(prefixes) });
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a crisis message that the model answers cheerfully with the safe reply, crisis and the lines", async () => {
    fakes.openai.setDefault({ text: CHEERFUL });
    fakes.gemini.setDefault({ text: CHEERFUL });
    const { status, body } = await chat(t, cookie, { message: CRISIS_MESSAGE, locale: "en-US", currentEmotion: "happy" });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: crisisReply("crisis", US),
      crisis: true,
      crisisLevel: "crisis",
      supportLevel: "empathetic",
      isEndOfConversation: false,
      supportResources: US.lines,
    });
    expect(body.error).toBeUndefined();
    expect(body.emotion).not.toBe("happy");
    const prompt = (prefixes[0] === "OPENAI_" ? fakes.openai : fakes.gemini).requests[0]!.rawBody;
    expect(prompt).toContain(CRISIS_DETECTED_NOTE.slice(0, 60));
  });

  it("keeps a calm model reply that says they are not alone and points to help", async () => {
    const careful = "I'm so sorry it feels this heavy. You're not alone — please call or text 988 now.";
    fakes.openai.setDefault({ text: careful });
    fakes.gemini.setDefault({ text: careful });
    const { body } = await chat(t, cookie, { message: CRISIS_MESSAGE, locale: "en-US" });
    expect(body).toMatchObject({ message: careful, crisis: true, supportResources: US.lines });
  });

  it("answers with the safe reply, not an error, when the model fails", async () => {
    fakes.openai.setDefault({ status: 500 });
    fakes.gemini.setDefault({ status: 500 });
    const { status, body } = await chat(t, cookie, { message: CRISIS_MESSAGE, locale: "en-GB" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: crisisReply("crisis", crisisLinesForCountry("GB")), crisis: true });
    expect(body.error).toBeUndefined();
  });

  it("says crisis false on an ordinary message, and still ends on an ordinary goodbye", async () => {
    fakes.openai.setDefault({ text: "Take care of yourself." });
    fakes.gemini.setDefault({ text: "Take care of yourself." });
    const { body } = await chat(t, cookie, { message: "That's all for today, goodbye!" });
    expect(body).toMatchObject({ crisis: false, isEndOfConversation: true });
    expect(body.supportResources).toBeUndefined();
  });
});

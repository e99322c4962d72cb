// Which country's crisis lines a crisis shows, on every server path (docs/decisions/009): the
// CRISIS_REGION setting, else the locale the browser sent, else the language of the entry or
// message, else Accept-Language. A French reflection from a browser whose locale names no country
// shows France's 3114 first; a browser in the US shows 988 whatever language the words are in.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crisisLinesForCountry } from "../../domain/crisis/lines";
import { crisisReply } from "../../domain/crisis/safety";
import { reflect } from "../../../tests/setup/reflect";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

const DESPAIR = "I want to die, nothing matters anymore, I cannot go on";
const CRISIS_MESSAGE = "I can't do this anymore. I've written my note and this is goodbye.";
const urls = (resources: { url: string }[] | undefined) => (resources ?? []).map((resource) => resource.url);

describe("a reflection's crisis lines", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("follow the entry's language fr-FR when no locale is sent: 3114 first, named in the reply", async () => {
    const { status, body } = await reflect(t, cookie, { transcript: DESPAIR, language: "fr-FR" });
    expect(status).toBe(201);
    const france = crisisLinesForCountry("FR");
    expect(body.result.analysis.supportResources?.[0]?.url).toBe("tel:3114");
    expect(body.result.analysis.supportResources?.slice(0, france.lines.length)).toEqual(france.lines);
    expect(body.result.aiResponse).toBe(crisisReply("crisis", france, "fr"));
    expect(body.entry?.language).toBe("fr-FR");
  });

  it("follow the locale en-US over the language fr", async () => {
    const { body } = await reflect(t, cookie, { transcript: DESPAIR, locale: "en-US", language: "fr" });
    expect(body.result.analysis.supportResources?.[0]?.url).toBe("tel:988");
    expect(body.result.aiResponse).toBe(crisisReply("crisis", crisisLinesForCountry("US"), "fr"));
  });

  it("follow the entry's language over Accept-Language, and Accept-Language when the language is the default", async () => {
    const post = async (json: Record<string, unknown>, acceptLanguage: string) => {
      const response = await t.request("/api/reflections", {
        method: "POST",
        cookie,
        headers: { "accept-language": acceptLanguage },
        json: { id: randomUUID(), transcript: DESPAIR, duration: 20, ...json },
      });
      return (await response.json()) as Awaited<ReturnType<typeof reflect>>["body"];
    };
    expect(urls((await post({ language: "de-DE" }, "en-AU,en;q=0.8")).result.analysis.supportResources)[0]).toBe("tel:0800-111-0-111");
    expect(urls((await post({ locale: "pt", language: "en-US" }, "pt-BR,pt;q=0.9")).result.analysis.supportResources)[0]).toBe("tel:188");
  });

  it("follow the language in a retry answered from storage", async () => {
    const id = randomUUID();
    await reflect(t, cookie, { id, transcript: DESPAIR, language: "ko-KR" });
    const again = await reflect(t, cookie, { id, transcript: DESPAIR, language: "ko-KR" });
    expect(again.status).toBe(200);
    expect(urls(again.body.result.analysis.supportResources).slice(0, 2)).toEqual(["tel:109", "tel:119"]);
  });

  it("follow the entry's own language when it is re-analysed, over Accept-Language", async () => {
    const { body } = await reflect(t, cookie, { transcript: DESPAIR, language: "ja-JP" });
    const response = await t.request(`/api/entries/${body.entry!.id}/reanalyse`, {
      method: "POST",
      cookie,
      headers: { "accept-language": "en-GB" },
    });
    expect(response.status).toBe(200);
    const reanalysed = (await response.json()) as { aiResponse: string };
    expect(reanalysed.aiResponse).toBe(crisisReply("crisis", crisisLinesForCountry("JP")));
    expect(reanalysed.aiResponse).toContain("0120-279-338");
  });

  it("follow Accept-Language for a finished conversation, which carries no language", async () => {
    const response = await t.request("/api/conversations", {
      method: "POST",
      cookie,
      headers: { "accept-language": "sv-SE" },
      json: {
        id: randomUUID(),
        duration: 60,
        messages: [
          { id: "1", type: "user", content: "Honestly everyone would be better off without me.", timestamp: new Date().toISOString() },
        ],
      },
    });
    const conversation = (await response.json()) as Awaited<ReturnType<typeof reflect>>["body"];
    expect(conversation.result.analysis.crisis).toBe(true);
    expect(urls(conversation.result.analysis.supportResources)[0]).toBe("tel:90101");
  });
});

describe("CRISIS_REGION", () => {
  it("wins over the entry's language", async () => {
    const t = await createTestApp({ env: { CRISIS_REGION: "it" } });
    const { cookie } = await t.signUp();
    const { body } = await reflect(t, cookie, { transcript: DESPAIR, language: "fr-FR" });
    expect(urls(body.result.analysis.supportResources)[0]).toBe("tel:02-2327-2327");
    await t.close();
  });
});

describe("a chat message's crisis lines", () => {
  let fakes: Fakes;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    fakes = await startFakes();
    t = await createTestApp({ env: providerEnv(fakes.env, ["OPENAI_"]) });
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
    await fakes.stop();
  });

  const chat = async (json: Record<string, unknown>) => {
    const response = await t.request("/api/chat", { method: "POST", cookie, json });
    return {
      status: response.status,
      body: (await response.json()) as { crisis: boolean; message: string; supportResources?: { url: string }[] },
    };
  };

  it("follow the message's language when the locale names no country", async () => {
    const { status, body } = await chat({ message: CRISIS_MESSAGE, locale: "es", language: "es-MX" });
    expect(status).toBe(200);
    expect(body.crisis).toBe(true);
    expect(urls(body.supportResources)).toEqual(["tel:800-911-2000", "tel:911"]);
  });

  it("follow the locale over the message's language", async () => {
    const { body } = await chat({ message: CRISIS_MESSAGE, locale: "en-GB", language: "hi-IN" });
    expect(urls(body.supportResources)[0]).toBe("tel:116123");
  });

  it("refuses a language that is not a language tag", async () => {
    expect((await chat({ message: CRISIS_MESSAGE, language: "<script>" })).status).toBe(400);
  });
});

// Crisis language in the entry's language, on the server's paths (decision 022): a reflection in
// French, Japanese or Spanish words of despair is a crisis with its country's lines first and the
// calm reply; the language's idioms are not; a chat message is read in its language too; and a
// re-analysis reads the entry's own language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crisisLinesForCountry } from "../../domain/crisis/lines";
import { crisisReply } from "../../domain/crisis/safety";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { reflect } from "../../../tests/setup/reflect";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

const FRENCH = "Je ne veux plus vivre, je pense à en finir ce soir.";

describe("a reflection read in its language", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  it("a French crisis sentence is a crisis: 3114 first, the calm reply, wellness at most 3", async () => {
    const { status, body } = await reflect(t, cookie, { transcript: FRENCH, language: "fr-FR" });
    expect(status).toBe(201);
    const france = crisisLinesForCountry("FR");
    expect(body.result.analysis.supportResources?.[0]?.url).toBe("tel:3114");
    expect(body.result.aiResponse).toBe(crisisReply("crisis", france, "fr"));
    expect(body.result.analysis.wellnessScore).toBeLessThanOrEqual(3);
    expect(body.result.analysis.mood).not.toBe("positive");
  });

  it("a Japanese one too, with Japan's lines", async () => {
    const { body } = await reflect(t, cookie, { transcript: "もう死にたい。今夜、全部終わらせるつもりです。", language: "ja-JP" });
    expect(body.result.aiResponse).toBe(crisisReply("crisis", crisisLinesForCountry("JP")));
  });

  it("reads the French sentence as French even when the entry says English and the browser is in France", async () => {
    const { body } = await reflect(t, cookie, { transcript: FRENCH, language: "en-US", locale: "fr-FR" });
    expect(body.result.aiResponse).toBe(crisisReply("crisis", crisisLinesForCountry("FR"), "fr"));
  });

  it("a French idiom of tiredness is no crisis", async () => {
    const { body } = await reflect(t, cookie, {
      transcript: "Je suis mort de fatigue après cette longue journée au travail, vivement ce week-end.",
      language: "fr-FR",
    });
    expect(body.result.analysis.supportResources?.some((r) => r.url === "tel:3114") ?? false).toBe(false);
    expect(body.result.aiResponse).not.toBe(crisisReply("crisis", crisisLinesForCountry("FR"), "fr"));
  });

  it("a re-analysis reads the entry's own language", async () => {
    const { body } = await reflect(t, cookie, { transcript: FRENCH, language: "fr-FR" });
    const id = body.entry!.id;
    const response = await t.request(`/api/entries/${id}/reanalyse`, { method: "POST", cookie, json: {} });
    expect(response.status).toBe(200);
    const again = (await response.json()) as { aiResponse: string };
    expect(again.aiResponse).toBe(crisisReply("crisis", crisisLinesForCountry("FR"), "fr"));
  });
});

describe("a chat message read in its language", () => {
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

  it("a Spanish crisis message is a crisis with Spain's lines", async () => {
    fakes.openai.setDefault({ text: "¡Qué bien! Me alegro mucho." });
    const response = await t.request("/api/chat", {
      method: "POST",
      cookie,
      json: { message: "Ya no aguanto más, quiero morirme y he pensado cómo hacerlo.", locale: "es", language: "es-ES" },
    });
    const body = (await response.json()) as { crisis: boolean; message: string };
    expect(body.crisis).toBe(true);
    expect(body.message).toBe(crisisReply("crisis", crisisLinesForCountry("ES"), "es"));
  });
});

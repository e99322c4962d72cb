// One pipeline answers every reflection (decision 057): the browser's on-device reflection (offline,
// a private journal) and this server's run with no providers, or with providers that all fail, give
// the same answer for every kind of text — the same crisis handling, acknowledgments, analysis,
// reply, suggestions and support — the failing providers differing only in saying why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fixtures from "../../domain/analysis/keyword-analyser.fixtures.json";
import { resolveCrisisLines } from "../../domain/crisis/lines";
import { reflectOnDevice } from "../../domain/reflection/on-device";
import type { OrchestratorResult } from "../../domain/types";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { loadConfig } from "../config";
import { createAiServices } from "./ai-services";
import type { AiServices } from "./ai-services";
import { runReflection } from "./provider-steps";

/** The same sequence of "random" numbers for both sides. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SENTENCES: string[] = Object.entries(fixtures)
  .filter(([key]) => !key.startsWith("_"))
  .flatMap(([, value]) => value as string[]);

const HARD_CASES = [
  "I can't do this anymore, I've been giving my things away and I think tonight is the night.",
  "I don't want to be here anymore. Everyone would be better off without me.",
  "kms lol this exam is killing me",
  "hello testing",
  "ok",
  "Great, another Monday. Just what I needed, more meetings that could have been emails.",
  "My manager praised my project today and I feel really happy and grateful for my whole team.",
  "I cannot stop shaking since the accident on the motorway and every car horn makes my heart race.",
];

const lines = [resolveCrisisLines({ locale: "en-US" }), resolveCrisisLines({ locale: "en-GB" })];

describe("the on-device reflection", () => {
  it.each([...SENTENCES, ...HARD_CASES].map((text, index) => [index, text] as const))(
    "answers text %i as the server's local pipeline does",
    async (index, text) => {
      const crisisLines = lines[index % 2]!;
      const duration = 5 + (index % 40);
      const server = await runReflection(
        { transcript: text, duration, speechDetected: true },
        { services: {}, deadlineMs: 1_000, random: seeded(index), crisisLines },
      );
      const device = await reflectOnDevice({ transcript: text, duration, speechDetected: true }, { random: seeded(index), crisisLines });
      expect(device).toEqual(server);
    },
  );

  it.each([1.5, 3, 30])("honours a %s s silence as the server does", async (duration) => {
    const crisisLines = lines[0]!;
    const input = { transcript: "A moment of silence and reflection.", duration, speechDetected: false };
    const server = await runReflection(input, { services: {}, deadlineMs: 1_000, random: seeded(1), crisisLines });
    expect(await reflectOnDevice(input, { random: seeded(1), crisisLines })).toEqual(server);
  });

  it("puts the crisis lines first and the safe reply in place of a cheerful one", async () => {
    const result = await reflectOnDevice(
      { transcript: "I don't want to be here anymore. Everyone would be better off without me.", duration: 20, speechDetected: true },
      { random: seeded(3), crisisLines: lines[0]! },
    );
    expect(result.analysis.crisis).toBe(true);
    expect(result.analysis.supportResources?.[0]?.isEmergency ?? result.analysis.supportResources?.[0]).toBeTruthy();
    expect(result.aiResponse).not.toMatch(/wonderful|glad/i);
  });

  it.each([
    ["fr-FR", "Je ne veux plus vivre, je pense à en finir ce soir."],
    ["de-DE", "Ich will nicht mehr leben, ich denke daran, mich umzubringen."],
    ["ko-KR", "죽고 싶다. 자살할 생각을 하고 있어."],
  ])("reads crisis language in the entry's language (%s) as the server does, offline and in a private journal", async (language, text) => {
    const crisisLines = lines[0]!;
    const input = { transcript: text, duration: 12, speechDetected: true, language };
    const device = await reflectOnDevice(input, { random: seeded(5), crisisLines });
    expect(device.analysis.crisis).toBe(true);
    expect(device.analysis.crisisLevel).toBe("crisis");
    const server = await runReflection(input, { services: {}, deadlineMs: 1_000, random: seeded(5), crisisLines });
    expect(device).toEqual(server);
  });
});

describe("a server whose providers all fail", () => {
  let fakes: Fakes;
  let oneModel: AiServices;
  let twoModels: AiServices;

  beforeAll(async () => {
    fakes = await startFakes();
    // a refusal is not retried: each call fails at once
    fakes.openai.setDefault({ status: 400 });
    fakes.gemini.setDefault({ status: 400 });
    oneModel = createAiServices(loadConfig(providerEnv(fakes.env, ["OPENAI_"])));
    twoModels = createAiServices(loadConfig(providerEnv(fakes.env, ["OPENAI_", "GEMINI_"])));
  });
  afterAll(() => fakes.stop());

  /** The answer with what only says why (the card's message, the reply's error, the support note) left out. */
  function withoutWhy(result: OrchestratorResult): OrchestratorResult {
    const { errorMessage: _message, supportNote: _note, ...analysis } = result.analysis;
    const { responseError: _error, ...rest } = result;
    return { ...rest, analysis };
  }

  const CASES = [
    "I feel so sad and lonely tonight, I just want to cry.",
    "My manager praised my project today and I feel really happy and grateful for my whole team.",
    "I am terrified and panicking, my chest is tight and I cannot breathe, everything is falling apart.",
    "I don't want to be here anymore. Everyone would be better off without me.",
    "ok",
  ];

  it.each(CASES.map((text, index) => [index, text] as const))(
    "answers text %i as the device does, one model or two, saying why",
    async (index, text) => {
      const input = { transcript: text, duration: 20, speechDetected: true };
      const crisisLines = lines[0]!;
      const device = await reflectOnDevice(input, { random: seeded(index), crisisLines });
      for (const services of [oneModel, twoModels]) {
        const server = await runReflection(input, { services, deadlineMs: 5_000, random: seeded(index), crisisLines });
        expect(withoutWhy(server)).toEqual(withoutWhy(device));
        if (device.shouldShowAnalysis) expect(server.analysis.errorMessage).toBeTruthy();
      }
    },
  );
});

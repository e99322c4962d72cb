// Reflection time as a multiple of one provider round trip L (fakes answer after L ms):
// Ekman + Gemini (goal ≤ 2.2), one OpenAI-compatible model at a low and at a high intensity
// (support decided in the same call; goal ≤ 1.2 both), the sequential order (emotion, reply, insights, suggestions one after another) for
// comparison (≥ 4); the local path's p50/p95 through the API (goal p95 ≤ 50 ms).
import { randomUUID } from "node:crypto";
import { providerEnv, startFakes } from "../tests/fakes/start-fakes";
import { loadConfig } from "../src/server/config";
import { createAiServices } from "../src/server/reflection/ai-services";
import type { AiServices } from "../src/server/reflection/ai-services";
import { runReflection } from "../src/server/reflection/provider-steps";
import { analyseEmotion } from "../src/server/reflection/emotion-step";
import { generateInsights, generateReply, generateSuggestions } from "../src/server/reflection/text-steps";
import { detectThemes } from "../src/domain/analysis/themes";
import { crisisLinesForCountry } from "../src/domain/crisis/lines";
import { OPENAI_FAKE_DEFAULT_JSON, OPENAI_FAKE_DEFAULT_TEXT } from "../tests/fakes/fake-openai";
import { startBenchServer } from "./bench-server";

const L = 200;
const RUNS = 5;
const TEXT = "Work has been stressful this week, but tonight I walked by the river and felt calm and grateful again.";

const fakes = await startFakes();
for (const fake of [fakes.ekman, fakes.gemini, fakes.openai]) fake.setDefault({ delayMs: L });
const servicesFor = (prefixes: string[]): AiServices => createAiServices(loadConfig(providerEnv(fakes.env, prefixes)));

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const input = { transcript: TEXT, duration: 20, speechDetected: true };
const options = (services: AiServices) => ({ services, deadlineMs: 15_000, random: Math.random, crisisLines: crisisLinesForCountry("US") });

const ekmanGemini = servicesFor(["EKMAN_", "GEMINI_"]);
const openaiOnly = servicesFor(["OPENAI_"]);
const tEkmanGemini = await median(() => runReflection(input, options(ekmanGemini)));
const tOpenAi = await median(() => runReflection(input, options(openaiOnly)));
// A hard evening at intensity 9: the model's one answer carries the support resources too.
fakes.openai.setDefault({
  delayMs: L,
  text: JSON.stringify({
    ...OPENAI_FAKE_DEFAULT_JSON,
    primaryEmotion: "anxious",
    emotionIntensity: 9,
    mood: "negative",
    wellnessScore: 3,
    reply: OPENAI_FAKE_DEFAULT_TEXT,
    supportResources: [
      {
        title: "Guided Breathing",
        message: "Slow breathing for a racing mind.",
        url: "https://www.youtube.com/results?search_query=guided+breathing",
        iconType: "youtube",
        colorScheme: { primary: "#047857", secondary: "#ECFDF5" },
        features: ["5 minutes"],
      },
    ],
  }),
});
let highSupport = 0;
const tOpenAiHigh = await median(async () => {
  const result = await runReflection(input, options(openaiOnly));
  highSupport = result.analysis.supportResources?.length ?? 0;
});
const tSequential = await median(async () => {
  const call = { deadline: Date.now() + 15_000 };
  const emotion = await analyseEmotion(TEXT, { ekman: ekmanGemini.ekman }, call);
  const textInput = { text: TEXT, ...emotion, themes: detectThemes(TEXT) };
  await generateReply(textInput, ekmanGemini.text, call, Math.random);
  await generateInsights(textInput, ekmanGemini.text, call);
  await generateSuggestions(textInput, ekmanGemini.text, call);
});
await fakes.stop();

console.log(`Reflection time / L (L = ${L} ms per provider call, median of ${RUNS})`);
console.log(`  Ekman + Gemini (concurrent text):   ${(tEkmanGemini / L).toFixed(2)}  (goal ≤ 2.2)`);
console.log(`  one OpenAI-compatible model, low:   ${(tOpenAi / L).toFixed(2)}  (goal ≤ 1.2)`);
console.log(`  one OpenAI-compatible model, 9/10:  ${(tOpenAiHigh / L).toFixed(2)}  (goal ≤ 1.2; ${highSupport} support resources)`);
console.log(`  one after another:                  ${(tSequential / L).toFixed(2)}  (≥ 4 expected)`);

// The local path through the API, entry saved, on PGlite.
const server = await startBenchServer();
const user = await server.signUp("local");
const times: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const started = performance.now();
  const response = await fetch(`${server.origin}/api/reflections`, {
    method: "POST",
    headers: { cookie: user.cookie, origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify({ id: randomUUID(), transcript: `${TEXT} (${i})`, duration: 20 }),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`reflection failed: ${response.status}`);
  times.push(performance.now() - started);
}
await server.stop();
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(
  `Local path through the API (200 reflections, saved): p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms (goal p95 ≤ 50 ms)`,
);

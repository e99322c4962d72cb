// npm run -s analyse: one text per line on stdin → one JSON analysis per line on stdout,
// {primaryEmotion, emotionIntensity, mood, wellnessScore, themes, isAiGenerated, crisis,
// crisisLevel}, in input
// order and one output line for every input line (an empty line gets the no-keyword result).
// It analyses every line as given: the analysis gate of the journaling flow is not applied.
// The analysis is one injectable function: `runAnalyse(input, output, analyse)`.
// `--language TAG` (a BCP 47 tag such as fr-FR) says what language the lines are in: crisis
// language is then read in it (and in the language a line is plainly written in), and the
// emotion by that language's analyser (es, fr, de, it, pt; English otherwise; decision 023).
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { detectCrisis } from "../src/domain/crisis/detector";
import type { CrisisLevel } from "../src/domain/crisis/detector";
import { crisisAdjusted } from "../src/domain/crisis/safety";
import { analyseKeywords } from "../src/domain/analysis/keyword-analyser";
import { localWellness } from "../src/domain/analysis/local-wellness";
import { detectThemes } from "../src/domain/analysis/themes";
import type { Mood, Scale10 } from "../src/domain/types";
import { loadConfig, loadDotEnv } from "../src/server/config";
import { createAiServices } from "../src/server/reflection/ai-services";
import type { AiServices } from "../src/server/reflection/ai-services";
import { analyseEmotion } from "../src/server/reflection/emotion-step";

export interface LineAnalysis {
  primaryEmotion: string;
  emotionIntensity: Scale10;
  mood: Mood;
  wellnessScore: Scale10;
  themes: string[];
  isAiGenerated: boolean;
  /** Crisis language was detected (the reading is then never positive, wellness at most 3). */
  crisis: boolean;
  crisisLevel: CrisisLevel;
}

/** The crisis detector's verdict on the line, applied to the reading as the pipeline applies it. */
function withCrisis(text: string, reading: Omit<LineAnalysis, "crisis" | "crisisLevel">, language?: string): LineAnalysis {
  const assessment = detectCrisis(text, { language });
  return { ...crisisAdjusted(reading, assessment), crisis: assessment.crisis, crisisLevel: assessment.level };
}

export type AnalyseText = (text: string) => LineAnalysis | Promise<LineAnalysis>;

/** The on-device analysis every keyless user gets. */
export function analyseOnDevice(text: string, language?: string): LineAnalysis {
  const result = analyseKeywords(text, { language });
  return withCrisis(
    text,
    {
      primaryEmotion: result.primaryEmotion,
      emotionIntensity: result.emotionIntensity,
      mood: result.mood,
      wellnessScore: localWellness(result),
      themes: detectThemes(text),
      isAiGenerated: false,
    },
    language,
  );
}

/** Reads `input` line by line and writes one JSON line per input line to `output`. */
export async function runAnalyse(input: Readable, output: Writable, analyse: AnalyseText = analyseOnDevice): Promise<number> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let count = 0;
  let pending = "";
  for await (const line of lines) {
    pending += `${JSON.stringify(await analyse(line))}\n`;
    count++;
    if (pending.length > 64 * 1024) {
      output.write(pending);
      pending = "";
    }
  }
  output.write(pending);
  return count;
}

/** The configured emotion provider (Ekman, else the OpenAI-compatible model), with the pipeline's fallbacks. */
export function analyseWithProvider(services: AiServices, language?: string): AnalyseText {
  return async (text) => {
    if (text.trim() === "") return analyseOnDevice(text, language);
    const step = await analyseEmotion(
      text,
      { ekman: services.ekman, analysisModel: services.analysisModel },
      { deadline: Date.now() + 15_000 },
    );
    return withCrisis(
      text,
      {
        primaryEmotion: step.primaryEmotion,
        emotionIntensity: step.emotionIntensity,
        mood: step.mood,
        wellnessScore: step.wellnessScore,
        themes: step.themes && step.themes.length > 0 ? step.themes : detectThemes(text),
        isAiGenerated: step.isAiGenerated,
      },
      language,
    );
  };
}

/** The value of `--language TAG` (or `--language=TAG`) among the arguments; undefined when absent. */
export function languageArgument(args: readonly string[]): string | undefined {
  const at = args.indexOf("--language");
  const value = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith("--language="))?.slice("--language=".length);
  if (value !== undefined && !/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(value)) {
    throw new Error(`--language takes a language tag such as fr or pt-BR, not "${value}"`);
  }
  return value;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  loadDotEnv();
  const services = createAiServices(loadConfig());
  const cloud = services.ekman || services.analysisModel;
  let language: string | undefined;
  try {
    language = languageArgument(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  await runAnalyse(
    process.stdin,
    process.stdout,
    cloud ? analyseWithProvider(services, language) : (text) => analyseOnDevice(text, language),
  );
}

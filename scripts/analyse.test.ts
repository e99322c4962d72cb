import { spawn } from "node:child_process";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { startFakes } from "../tests/fakes/start-fakes";
import { runAnalyse } from "./analyse";
import type { LineAnalysis } from "./analyse";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Runs `tsx scripts/analyse.ts` as the npm script does, feeding `input` on stdin. */
function runScript(
  input: string,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<{ stdout: string; stderr: string; code: number | null; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/analyse.ts", ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ stdout, stderr, code, ms: Date.now() - started }));
    child.stdin.end(input);
  });
}

describe("scripts/analyse.ts", () => {
  it("prints crisis and crisisLevel, and never a positive reading of crisis language", async () => {
    const { stdout, code } = await runScript(
      "I want to die, nothing matters anymore, I cannot go on\nI am thinking about killing myself tonight, I have a plan\nMy feet are killing me after the hike but it was a great day\n",
    );
    expect(code).toBe(0);
    const rows = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as LineAnalysis);
    expect(rows.map((row) => row.crisis)).toEqual([true, true, false]);
    expect(rows[1]!.crisisLevel).toBe("crisis");
    for (const row of rows.slice(0, 2)) {
      expect(row.mood).not.toBe("positive");
      expect(row.wellnessScore).toBeLessThanOrEqual(3);
    }
    expect(rows[2]!.crisisLevel).toBe("none");
  });

  it("reads crisis language in the language --language names, and refuses a tag that is not one", async () => {
    const input = "Voglio morire, penso di farla finita stanotte.\nSono stanco morto dopo il lavoro.\n";
    const { stdout, code } = await runScript(input, {}, ["--language", "it-IT"]);
    expect(code).toBe(0);
    const [crisis, idiom] = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as LineAnalysis);
    expect(crisis!.crisisLevel).toBe("crisis");
    expect(idiom!.crisis).toBe(false);
    const refused = await runScript("hello\n", {}, ["--language", "not a tag"]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("--language takes a language tag");
  });

  it("reads the emotion in the language --language names too, for es, fr, de, it and pt", async () => {
    const lines: Array<[string, string, string]> = [
      ["es-ES", "Estoy muy triste, echo de menos a mi abuela.", "sad"],
      ["fr-FR", "Je suis tellement triste… ma mère me manque", "sad"],
      ["de-DE", "Ich bin so wütend auf meinen Chef.", "angry"],
      ["it-IT", "Ho paura di perdere il lavoro.", "anxious"],
      ["pt-BR", "Estou muito feliz hoje, passei na prova!", "happy"],
    ];
    for (const [tag, text, emotion] of lines) {
      const { stdout, code } = await runScript(`${text}\n`, {}, ["--language", tag]);
      expect(code).toBe(0);
      const row = JSON.parse(stdout.trim()) as LineAnalysis;
      expect(row.primaryEmotion, `${tag}: ${text}`).toBe(emotion);
      expect(row.crisis).toBe(false);
      if (emotion !== "happy") expect(row.mood, `${tag}: ${text}`).toBe("negative");
    }
  }, 60_000);

  it("prints one JSON analysis per input line, in order", async () => {
    const { stdout, stderr, code } = await runScript(
      "I feel so drained after work today\nI'm really worried about my exam\n\nI am so grateful for my family\n",
    );
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const rows = stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as LineAnalysis);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        "crisis",
        "crisisLevel",
        "emotionIntensity",
        "isAiGenerated",
        "mood",
        "primaryEmotion",
        "themes",
        "wellnessScore",
      ]);
      expect(row.crisis).toBe(false);
      expect(row.crisisLevel).toBe("none");
      expect(row.isAiGenerated).toBe(false);
      expect(row.emotionIntensity).toBeGreaterThanOrEqual(1);
      expect(row.emotionIntensity).toBeLessThanOrEqual(10);
      expect(row.wellnessScore).toBeGreaterThanOrEqual(1);
      expect(row.wellnessScore).toBeLessThanOrEqual(10);
    }
    expect(rows.map((r) => r.primaryEmotion)).toEqual(["tired", "anxious", "reflective", "grateful"]);
    expect(rows[0]).toMatchObject({ mood: "negative", themes: ["work"] });
    expect(rows[2]).toMatchObject({ emotionIntensity: 1, mood: "neutral", wellnessScore: 6, themes: ["self-reflection"] });
    expect(rows[3]).toMatchObject({ mood: "positive", themes: ["relationships", "gratitude"] });
  });

  it("handles a last line without a newline and Windows line ends", async () => {
    const { stdout } = await runScript("I am happy\r\nI am sad");
    expect(
      stdout
        .trimEnd()
        .split("\n")
        .map((l) => (JSON.parse(l) as LineAnalysis).primaryEmotion),
    ).toEqual(["happy", "sad"]);
  });

  it("answers every one of 2,000 lines (its time is printed by bench/analyse-script.ts)", async () => {
    const input = Array.from({ length: 2000 }, (_, i) => `Entry ${i}: I'm really worried about my exam but grateful for my friends`).join(
      "\n",
    );
    const { stdout, code } = await runScript(input);
    expect(code).toBe(0);
    expect(stdout.trimEnd().split("\n")).toHaveLength(2000);
  });

  it("uses the configured emotion provider when there is one", async () => {
    const fakes = await startFakes();
    try {
      fakes.ekman.setDefault({ text: "joy", probability: 0.7 });
      const env = { EKMAN_API_KEY: fakes.env.EKMAN_API_KEY!, EKMAN_BASE_URL: fakes.env.EKMAN_BASE_URL!, AI_RETRY_BASE_MS: "1" };
      const { stdout, code } = await runScript("What a wonderful day with my friends at the lake\n", env);
      expect(code).toBe(0);
      expect(JSON.parse(stdout.trim())).toMatchObject({
        primaryEmotion: "joy",
        emotionIntensity: 7,
        mood: "positive",
        isAiGenerated: true,
      });
      expect(fakes.ekman.requests).toHaveLength(1);
      fakes.ekman.setDefault({ status: 500 });
      const failed = await runScript("I feel so sad and lonely tonight\n", env);
      expect(JSON.parse(failed.stdout.trim())).toMatchObject({ primaryEmotion: "sadness", isAiGenerated: false });
    } finally {
      await fakes.stop();
    }
  });
});

describe("runAnalyse", () => {
  it("uses the analysis function it is given", async () => {
    const output = new PassThrough();
    let written = "";
    output.on("data", (chunk: Buffer) => (written += chunk.toString()));
    const seen: string[] = [];
    const count = await runAnalyse(Readable.from(["first line\nsecond line\n"]), output, async (text) => {
      seen.push(text);
      return {
        primaryEmotion: "joy",
        emotionIntensity: 7,
        mood: "positive",
        wellnessScore: 9,
        themes: ["growth"],
        isAiGenerated: true,
        crisis: false,
        crisisLevel: "none" as const,
      };
    });
    expect(count).toBe(2);
    expect(seen).toEqual(["first line", "second line"]);
    expect(
      written
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual([
      {
        primaryEmotion: "joy",
        emotionIntensity: 7,
        mood: "positive",
        wellnessScore: 9,
        themes: ["growth"],
        isAiGenerated: true,
        crisis: false,
        crisisLevel: "none",
      },
      {
        primaryEmotion: "joy",
        emotionIntensity: 7,
        mood: "positive",
        wellnessScore: 9,
        themes: ["growth"],
        isAiGenerated: true,
        crisis: false,
        crisisLevel: "none",
      },
    ]);
  });
});

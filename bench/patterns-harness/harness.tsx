// Bundled by bench/patterns.ts and run in Chromium: 'Your patterns' rendered over a synthetic
// journal, timed from the render call until every chart is in the page.
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { PatternsView } from "../../src/client/features/patterns/components/patterns-view";
import type { JournalEntry } from "../../src/domain/types";

const EMOTIONS = ["joy", "calm", "sadness", "anxiety", "gratitude", "anger", "hope", "tired", "reflective", "love"];
const MOODS = ["positive", "neutral", "negative", "mixed"] as const;
const THEMES = ["work", "family", "health", "sleep", "friends", "nature", "gratitude", "stress"];

function journal(count: number): JournalEntry[] {
  const now = Date.now();
  // two years, newest first, at varied times of day
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now - i * ((2 * 365 * 86_400_000) / count) - (i % 13) * 3_600_000).toISOString();
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      entryText: `Reflection ${i}: a day with its ups and downs.`,
      emotion: EMOTIONS[i % EMOTIONS.length]!,
      language: "en",
      duration: 60,
      emotionIntensity: 1 + (i % 10),
      mood: MOODS[i % MOODS.length]!,
      wellnessScore: 1 + ((i * 7) % 10),
      aiInsights: "Insight.",
      aiSuggestions: [],
      themes: [THEMES[i % THEMES.length]!, THEMES[(i * 3) % THEMES.length]!],
      isAiGenerated: false,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const CHARTS = ["wellness", "emotion-mix", "year-pixels"];

async function renderOnce(entries: JournalEntry[]): Promise<number> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const started = performance.now();
  flushSync(() => root.render(<PatternsView entries={entries} open onOpenChange={() => undefined} />));
  while (!CHARTS.every((chart) => document.querySelector(`[data-chart="${chart}"]`))) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const ms = performance.now() - started;
  root.unmount();
  host.remove();
  return ms;
}

async function runPatternsBench(count: number, runs: number): Promise<number[]> {
  const entries = journal(count);
  await renderOnce(entries.slice(0, 50)); // warm the code paths once
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await renderOnce(entries));
  return times;
}

declare global {
  interface Window {
    runPatternsBench: typeof runPatternsBench;
  }
}
window.runPatternsBench = runPatternsBench;

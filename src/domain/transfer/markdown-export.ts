// The Markdown export (GET /api/export?format=markdown): one note per entry, as Obsidian and other
// Markdown apps read them. File name `YYYY-MM-DD-HHmm-<first 8 of the id>.md` in UTC, or in the
// person's time zone when the export names one; YAML front matter (id, date, emotion, who set it
// when the person did, mood, intensity, wellness, themes, and the themes again as tags); the
// words; then `## Insights` and `## Suggestions` when the entry has them. Pure: the route zips the files.
import { stringify } from "yaml";
import type { JournalEntry } from "../types";
import { isoInZone, wallClock } from "./zoned-time";

export interface ExportFile {
  name: string;
  text: string;
}

export const INSIGHTS_HEADING = "## Insights";
export const SUGGESTIONS_HEADING = "## Suggestions";

/** `2025-03-04-0930-1a2b3c4d.md`: the entry's local date and time (UTC without a zone) and the start of its id. */
function markdownFileName(entry: Pick<JournalEntry, "id" | "createdAt">, zone?: string): string {
  const t = wallClock(entry.createdAt, zone);
  return `${t.year}-${t.month}-${t.day}-${t.hour}${t.minute}-${entry.id.slice(0, 8)}.md`;
}

/**
 * A theme as an Obsidian tag: lower case, spaces as hyphens, only letters, digits, `-`, `_` and
 * `/`; a tag of digits alone is not one (Obsidian needs a non-digit), so it gets no tag.
 */
function themeTag(theme: string): string | null {
  const tag = theme
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^\p{L}\p{N}_/-]/gu, "")
    .replace(/^[-/]+|[-/]+$/g, "");
  return tag === "" || /^\d+$/.test(tag) ? null : tag;
}

/** The YAML front matter's fields, in this order. */
export function frontMatterOf(entry: JournalEntry, zone?: string): Record<string, unknown> {
  const tags = [...new Set(entry.themes.map(themeTag).filter((tag): tag is string => tag !== null))];
  return {
    id: entry.id,
    // a date-only entry is written as the day alone, which reads back as date-only
    date: entry.dateOnly ? entry.createdAt.slice(0, 10) : isoInZone(entry.createdAt, zone),
    ...(entry.editedAt ? { edited: isoInZone(entry.editedAt, zone) } : {}),
    emotion: entry.emotion,
    // the person chose the emotion and intensity themselves (decision 026)
    ...(entry.emotionSetBy ? { emotion_set_by: entry.emotionSetBy } : {}),
    // a check-in: a chosen feeling and strength, its line (if any) below (decision 048)
    ...(entry.kind === "check-in" ? { kind: entry.kind } : {}),
    mood: entry.mood,
    intensity: entry.emotionIntensity,
    wellness: entry.wellnessScore,
    themes: entry.themes,
    tags,
  };
}

/** One entry as a Markdown note: front matter, the words, then insights and suggestions when present. */
export function entryToMarkdown(entry: JournalEntry, zone?: string): string {
  const parts = [`---\n${stringify(frontMatterOf(entry, zone), { lineWidth: 0 })}---`, entry.entryText.trim()];
  if (entry.aiInsights?.trim()) parts.push(`${INSIGHTS_HEADING}\n\n${entry.aiInsights.trim()}`);
  const suggestions = entry.aiSuggestions.map((s) => s.replace(/\s+/g, " ").trim()).filter((s) => s !== "");
  if (suggestions.length > 0) parts.push(`${SUGGESTIONS_HEADING}\n\n${suggestions.map((s) => `- ${s}`).join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

/** Every entry's note, each name unique (a clash, the same minute and id start, gets `-2`, `-3`…). */
export function markdownExportFiles(entries: readonly JournalEntry[], zone?: string): ExportFile[] {
  const used = new Set<string>();
  return entries.map((entry) => {
    const base = markdownFileName(entry, zone);
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = base.replace(/\.md$/, `-${n}.md`);
    used.add(name);
    return { name, text: entryToMarkdown(entry, zone) };
  });
}

// Reading a Markdown note (.md, .markdown or .txt) as an entry. Front matter is optional (YAML
// between `---` lines); the date comes from its `date` or `created` field, else from a file name
// that starts with one (`2025-03-04`, `2025-03-04-0930`, `2025-03-04 09.30`), read as UTC; a day
// with no time marks the entry date-only (noon UTC, kept out of time-of-day patterns); a note with
// neither is not imported and says why. The id is the note's own `id` when it is a UUID (Ripple's
// Markdown export), else a name-based UUID from the SHA-256 of (date, text) — not the file name, so
// the same note saved under another name is the same entry and importing it again adds nothing.
// Obsidian's Dataview queries are dropped, a first-line heading becomes a plain first line, and a
// note that is only a query or an unfilled template is not imported (import-text.ts). A note from
// Ripple's Markdown export keeps its emotion, mood, intensity, wellness, themes, insights and
// suggestions. Pure.
import { parse } from "yaml";
import { MOODS } from "../types";
import type { Mood } from "../types";
import type { ImportItem, Sha256, StoredAnalysis } from "./imported-entry";
import {
  fail,
  fileLanguage,
  IMPORT_REASONS,
  isDayAlone,
  isUuid,
  parseInstant,
  storableText,
  textProblem,
  uuidFromDigest,
} from "./imported-entry";
import { isTemplateOnly, titleAsFirstLine, withoutDataview, withoutObjectReplacement } from "./import-text";
import { INSIGHTS_HEADING, SUGGESTIONS_HEADING } from "./markdown-export";

const NOTE_EXTENSIONS = [".md", ".markdown", ".txt"] as const;

export const MARKDOWN_REASONS = {
  noDate: "No date: add `date:` to the front matter, or start the file name with the date (2025-03-04 or 2025-03-04-0930).",
  badFrontMatterDate: "The front matter's date is not a valid date and time.",
  badFileNameDate: "The date in the file name is not a real date and time.",
  badYaml: "The front matter is not valid YAML.",
  templateOnly: "Nothing is written in this note (only a Dataview query, or a template not filled in), so it was not imported.",
} as const;

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n?(?:---|\.\.\.)[ \t]*(?:\n|$)/;
const NAME_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[-_ T](\d{2})[:.h]?(\d{2}))?(?!\d)/;
const MAX_TAGS = 20;

/** The last part of a path inside a ZIP. */
function baseName(path: string): string {
  return path.split(/[/\\]/).pop() ?? path;
}

/** The date a file name starts with, as an instant (UTC), `null` when it starts with an impossible one, undefined when none. */
export function dateFromFileName(fileName: string): string | null | undefined {
  const match = NAME_DATE.exec(baseName(fileName));
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match;
  return parseInstant(hour === undefined ? `${year}-${month}-${day}` : `${year}-${month}-${day}T${hour}:${minute}:00Z`);
}

interface FrontMatter {
  fields: Record<string, unknown>;
  body: string;
}

function splitFrontMatter(text: string): FrontMatter | { error: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { fields: {}, body: text };
  let fields: unknown;
  try {
    fields = parse(match[1] ?? "");
  } catch {
    return { error: MARKDOWN_REASONS.badYaml };
  }
  const object = typeof fields === "object" && fields !== null && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {};
  return { fields: object, body: text.slice(match[0].length) };
}

function tagsOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/[,\s]+/) : [];
  const tags = items
    .filter((tag): tag is string => typeof tag === "string")
    .map((tag) => storableText(tag.replace(/^#/, "").replaceAll("\u0000", "").trim()).slice(0, 60))
    .filter((tag) => tag !== "");
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

const scale = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 10 ? value : null;

/** A note from Ripple's Markdown export: its analysis from the front matter and the two sections. */
function rippleNote(fields: Record<string, unknown>, body: string): { text: string; analysis: StoredAnalysis } | null {
  const intensity = scale(fields.intensity);
  const wellness = scale(fields.wellness);
  const { emotion, mood } = fields;
  if (typeof emotion !== "string" || emotion.trim() === "" || emotion.length > 40) return null;
  if (typeof mood !== "string" || !(MOODS as readonly string[]).includes(mood) || intensity === null || wellness === null) return null;
  let text = body;
  let suggestions: string[] = [];
  let insights: string | null = null;
  const suggestionsAt = text.lastIndexOf(`\n${SUGGESTIONS_HEADING}\n`);
  if (suggestionsAt >= 0) {
    suggestions = text
      .slice(suggestionsAt + SUGGESTIONS_HEADING.length + 2)
      .split("\n")
      .filter((line) => line.startsWith("- "))
      .map((line) => storableText(line.slice(2).trim()))
      .slice(0, 3);
    text = text.slice(0, suggestionsAt);
  }
  const insightsAt = text.lastIndexOf(`\n${INSIGHTS_HEADING}\n`);
  if (insightsAt >= 0) {
    insights = storableText(text.slice(insightsAt + INSIGHTS_HEADING.length + 2).trim()).slice(0, 5_000) || null;
    text = text.slice(0, insightsAt);
  }
  const themes = Array.isArray(fields.themes) ? fields.themes.filter((t): t is string => typeof t === "string").slice(0, 3) : [];
  return {
    text,
    analysis: {
      emotion: storableText(emotion.trim()),
      language: "en",
      duration: 0,
      emotionIntensity: intensity,
      mood: mood as Mood,
      wellnessScore: wellness,
      aiInsights: insights,
      aiSuggestions: suggestions,
      themes: themes.map((t) => storableText(t).slice(0, 60)),
      isAiGenerated: false,
    },
  };
}

/** One note, named by its path (in the ZIP, or the uploaded file's name). */
export function markdownNoteItem(fileName: string, content: string, sha256: Sha256): ImportItem {
  const name = fileName;
  const text = content.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const split = splitFrontMatter(text);
  if ("error" in split) return fail(name, split.error);
  const { fields, body } = split;
  const dateField = fields.date ?? fields.created ?? fields.created_at ?? fields.createdAt;
  let createdAt: string | null;
  let dateOnly: boolean;
  if (dateField !== undefined && dateField !== null && dateField !== "") {
    createdAt = parseInstant(dateField);
    if (!createdAt) return fail(name, MARKDOWN_REASONS.badFrontMatterDate);
    dateOnly = isDayAlone(dateField);
  } else {
    const fromName = dateFromFileName(fileName);
    if (fromName === undefined) return fail(name, MARKDOWN_REASONS.noDate);
    if (fromName === null) return fail(name, MARKDOWN_REASONS.badFileNameDate);
    createdAt = fromName;
    dateOnly = NAME_DATE.exec(baseName(fileName))?.[4] === undefined;
  }
  const ownId = typeof fields.id === "string" && isUuid(fields.id) ? fields.id.toLowerCase() : null;
  const ripple = ownId ? rippleNote(fields, body) : null;
  // the language the front matter gives: a note analysed here is read in it, Ripple's own keeps it with its analysis
  const language = fileLanguage(fields.language ?? fields.lang);
  if (ripple && language) ripple.analysis.language = language;
  const raw = withoutObjectReplacement(ripple ? ripple.text : body);
  if (!ripple && raw.trim() !== "" && isTemplateOnly(raw)) return fail(name, MARKDOWN_REASONS.templateOnly);
  const words = (ripple ? raw : titleAsFirstLine(withoutDataview(raw)).replace(/\n{3,}/g, "\n\n")).trim();
  const problem = textProblem(words);
  if (problem) return fail(name, problem === IMPORT_REASONS.emptyText ? "The note has no text." : problem);
  const entryText = storableText(words);
  const id = ownId ?? uuidFromDigest(sha256(`markdown:${createdAt}\n${entryText}`));
  // Before notes were told apart by their words and date alone, the file name was part of the id.
  const legacyIds = ownId ? [] : [uuidFromDigest(sha256(`markdown:${baseName(fileName)}\n${createdAt}\n${storableText(body.trim())}`))];
  return {
    ok: true,
    name,
    entry: {
      id,
      createdAt,
      entryText,
      ...(dateOnly ? { dateOnly: true } : {}),
      ...(legacyIds.length > 0 && legacyIds[0] !== id ? { legacyIds } : {}),
      ...(ripple ? { analysis: ripple.analysis } : { tags: tagsOf(fields.tags ?? fields.themes) }),
      ...(language && !ripple ? { language } : {}),
    },
  };
}

/** True for a file name Ripple reads as a note. */
export function isNoteName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return NOTE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

// Reading Day One's JSON export: `entries[]` with `uuid` (32 hex digits), `creationDate` (ISO
// 8601), `text` (Day One's Markdown: the title as a `# Title` first line, `![](dayone-moment://…)`
// references to its photos, U+FFFC where an inline attachment was, and backslash escapes before
// punctuation such as `\.` or `a\/b`), `tags` and `timeZone`. The uuid becomes the entry's id (so
// importing the same journal twice adds nothing); the photos and recordings it lists come with it
// (dayone-media.ts), shown in its gallery, so their markers leave the text. An entry of Ripple's own
// Day One export carries the entry as Ripple keeps it under `ripple.entry`, read as Ripple's
// export is (decision 053). Pure.
import type { ImportItem, Sha256 } from "./imported-entry";
import { titleAsFirstLine, withoutObjectReplacement } from "./import-text";
import { IMPORT_REASONS, fail, hyphenate, isUuid, parseInstant, storableText, textProblem, uuidFromDigest } from "./imported-entry";
import { dayOneMedia } from "./dayone-media";
import { rippleEntryItem } from "./ripple-import";

const MOMENT = /!\[[^\]\n]*\]\(dayone-moment:[^)\s]*\)/g;
/** Day One escapes Markdown's punctuation in plain text (`1\. item`, `\#tag`, `\(this\)`, `a\/b`): any ASCII punctuation, as CommonMark allows. */
const ESCAPED = /\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/g;
const HEX32 = /^[0-9a-f]{32}$/i;
const MAX_TAGS = 20;
const MAX_TAG_CHARS = 60;

/** Day One's Markdown as Ripple keeps it: the title a plain first line, photo references and U+FFFC gone, escapes undone, blank runs folded. */
export function cleanDayOneText(text: string): string {
  return titleAsFirstLine(withoutObjectReplacement(text.replace(/\r\n?/g, "\n").replace(MOMENT, "")))
    .replace(ESCAPED, "$1")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The entry's id: its uuid as a UUID; one that is not a valid UUID (or missing) gets a name-based one. */
export function dayOneId(uuid: unknown, fallbackSeed: string, sha256: Sha256): string {
  if (typeof uuid === "string") {
    const compact = uuid.replace(/-/g, "");
    if (HEX32.test(compact) && isUuid(hyphenate(compact))) return hyphenate(compact);
    if (uuid.trim() !== "") return uuidFromDigest(sha256(`dayone:${uuid.trim().toLowerCase()}`));
  }
  return uuidFromDigest(sha256(`dayone:${fallbackSeed}`));
}

function tagsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const tags = value
    .filter((tag): tag is string => typeof tag === "string")
    .map((tag) => storableText(tag.replaceAll("\u0000", "").trim()).slice(0, MAX_TAG_CHARS))
    .filter((tag) => tag !== "");
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

/** The n-th (0-based) entry of a Day One journal file. */
export function dayOneEntryItem(value: unknown, index: number, fileName: string, sha256: Sha256): ImportItem {
  const name = `${fileName} #${index + 1}`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return fail(name, "Not a Day One entry (not an object).");
  const raw = value as Record<string, unknown>;
  const own = typeof raw.ripple === "object" && raw.ripple !== null ? (raw.ripple as { entry?: unknown }).entry : undefined;
  const item = own === undefined ? dayOneTextItem(raw, name, sha256) : rippleEntryItem(own, index, fileName);
  if (!item.ok) return item;
  const { media, problems } = dayOneMedia(raw, item.entry.id, sha256);
  if (media.length === 0 && problems.length === 0) return item;
  const mediaFailures = problems.map((problem) => ({ name: `${name} ${problem.label}`, reason: problem.reason }));
  return {
    ...item,
    entry: {
      ...item.entry,
      media: media.map((one) => ({ ...one, label: `${name} ${one.label}` })),
      ...(mediaFailures.length > 0 ? { mediaFailures } : {}),
    },
  };
}

function dayOneTextItem(raw: Record<string, unknown>, name: string, sha256: Sha256): ImportItem {
  const createdAt = parseInstant(raw.creationDate);
  if (!createdAt) return fail(name, IMPORT_REASONS.badDate);
  if (raw.text !== undefined && typeof raw.text !== "string") return fail(name, "Not a Day One entry (text is not a string).");
  const text = cleanDayOneText(typeof raw.text === "string" ? raw.text : "");
  if (text === "") return fail(name, `${IMPORT_REASONS.emptyText} (An entry needs words; its photos and recordings come with them.)`);
  const problem = textProblem(text);
  if (problem) return fail(name, problem);
  const id = dayOneId(raw.uuid, `${createdAt}\n${text}`, sha256);
  const modified = parseInstant(raw.modifiedDate);
  return {
    ok: true,
    name,
    entry: {
      id,
      createdAt,
      ...(modified && modified >= createdAt ? { updatedAt: modified } : {}),
      entryText: storableText(text),
      tags: tagsOf(raw.tags),
    },
  };
}

/** True when a value looks like a Day One entry rather than a Ripple one. */
export function looksLikeDayOneEntry(value: unknown): boolean {
  return typeof value === "object" && value !== null && ("creationDate" in value || "uuid" in value) && !("entryText" in value);
}

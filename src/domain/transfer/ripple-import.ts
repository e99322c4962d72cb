// Reading Ripple's own JSON export back (format "ripple-export", version 1): each entry exactly as
// it was exported — id, times, words and the stored analysis — or the reason it cannot be. Pure.
import { isCheckIn } from "../check-in/kinds";
import { JournalEntrySchema } from "../contract/entries";
import type { ImportItem } from "./imported-entry";
import { IMPORT_REASONS, fail, isUuid, parseInstant, storableText, textProblem } from "./imported-entry";

export const RIPPLE_EXPORT_FORMAT = "ripple-export";
export const RIPPLE_EXPORT_VERSION = 1;

/** Why the export's header cannot be read, or null when it is version 1 of Ripple's export. */
export function rippleHeaderProblem(format: unknown, version: unknown): string | null {
  if (format !== RIPPLE_EXPORT_FORMAT) return "This JSON file is not a Ripple or Day One export.";
  if (version !== RIPPLE_EXPORT_VERSION) {
    return `This Ripple export is version ${JSON.stringify(version ?? null)}; this server reads version ${RIPPLE_EXPORT_VERSION}.`;
  }
  return null;
}

/** The n-th (0-based) entry of a Ripple export. */
export function rippleEntryItem(value: unknown, index: number, fileName: string): ImportItem {
  const name = `${fileName} #${index + 1}`;
  const parsed = JournalEntrySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return fail(name, `Not a Ripple entry (${where}${issue?.message ?? "wrong shape"}).`);
  }
  const entry = parsed.data;
  if (!isUuid(entry.id)) return fail(name, "The entry's id is not a UUID.");
  // a check-in's line is optional (decision 048): no words is its own kind of entry
  const problem = isCheckIn(entry) && entry.entryText.trim() === "" ? null : textProblem(entry.entryText);
  if (problem) return fail(name, problem);
  const createdAt = parseInstant(entry.createdAt);
  const updatedAt = parseInstant(entry.updatedAt);
  const editedAt = entry.editedAt === undefined ? undefined : parseInstant(entry.editedAt);
  if (!createdAt || !updatedAt || editedAt === null) return fail(name, IMPORT_REASONS.badDate);
  const { id, entryText, createdAt: _c, updatedAt: _u, editedAt: _e, ...analysis } = entry;
  return {
    ok: true,
    name,
    entry: {
      id: id.toLowerCase(),
      createdAt,
      updatedAt,
      ...(editedAt ? { editedAt } : {}),
      entryText: storableText(entryText),
      analysis: {
        ...analysis,
        aiInsights: analysis.aiInsights === null ? null : storableText(analysis.aiInsights),
        aiSuggestions: analysis.aiSuggestions.map(storableText),
        themes: analysis.themes.map(storableText),
      },
    },
  };
}

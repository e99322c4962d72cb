// What an import will do, from the items read out of a file and the ids the person already has:
// entries dated more than a day ahead are refused with a reason (a typo such as 9999-12-31 would
// sit at the top of the journal for ever); an id repeated inside the file counts once; an entry
// whose id (or an id an earlier version of Ripple gave it) is already mine is skipped, never
// changed. The same rules for the server's import and a private journal's import in the browser.
// Pure.
import type { ImportFormat, ImportSummary } from "../contract/transfer";
import type { ImportFailure, ImportItem, ImportedEntry } from "./imported-entry";
import { IMPORT_REASONS, isTooFarAhead } from "./imported-entry";

export interface ImportPlan {
  format: ImportFormat;
  failed: ImportFailure[];
  /** Each id once, in the file's order. */
  entries: ImportedEntry[];
  /** Entries whose id came again later in the file. */
  repeated: number;
  firstDate: string | null;
  lastDate: string | null;
}

export function planImport(format: ImportFormat, items: readonly ImportItem[], now: Date): ImportPlan {
  const failed: ImportFailure[] = [];
  const byId = new Map<string, ImportedEntry>();
  let repeated = 0;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  for (const item of items) {
    if (!item.ok) {
      failed.push(item.failure);
      continue;
    }
    const { entry } = item;
    if (isTooFarAhead(entry.createdAt, now)) {
      failed.push({ name: item.name, reason: IMPORT_REASONS.futureDate });
      continue;
    }
    if (firstDate === null || entry.createdAt < firstDate) firstDate = entry.createdAt;
    if (lastDate === null || entry.createdAt > lastDate) lastDate = entry.createdAt;
    if (byId.has(entry.id)) repeated += 1;
    else byId.set(entry.id, entry);
  }
  return { format, failed, entries: [...byId.values()], repeated, firstDate, lastDate };
}

/** Every id to look up among mine: each entry's, and the ids earlier versions gave it. */
export function idsToLookUp(plan: ImportPlan): string[] {
  return plan.entries.flatMap((entry) => [entry.id, ...(entry.legacyIds ?? [])]);
}

/** The entries not mine yet, given which of idsToLookUp I have. */
export function freshEntries(plan: ImportPlan, existing: ReadonlySet<string>): ImportedEntry[] {
  return plan.entries.filter((entry) => !existing.has(entry.id) && !(entry.legacyIds ?? []).some((id) => existing.has(id)));
}

/** The summary when `imported` of the plan's entries were written (or would be, for a dry run). */
export function importSummary(plan: ImportPlan, imported: number, dryRun: boolean): ImportSummary {
  return {
    format: plan.format,
    dryRun,
    imported,
    skipped: plan.repeated + plan.entries.length - imported,
    failed: plan.failed,
    firstDate: plan.firstDate,
    lastDate: plan.lastDate,
  };
}

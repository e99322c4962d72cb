// Data migration (decision 013): rows in the retired per-value format ("v1:" columns, decision 003)
// become one sealed envelope (and a sealed reply). It needs the key, so it runs in code at start,
// after the SQL migrations. Safe to interrupt and re-run: each batch is one UPDATE that writes the
// envelopes and empties the old columns of its rows together, and touches only rows still unsealed,
// so a converted row is never converted twice and a killed run loses nothing. A row whose old
// values cannot be read (another key) is left as it is, logged by id, and shown as unreadable.
import { and, asc, isNull, sql } from "drizzle-orm";
import { serialiseEntryPayload } from "../../domain/entries/sealed-entry";
import { SEAL_PURPOSE } from "../../domain/entries/envelope";
import type { EntryPayload } from "../../domain/entries/sealed-entry";
import type { Mood } from "../../domain/types";
import type { Cipher } from "../lib/encryption";
import type { Logger } from "../lib/logger";
import type { Db } from "./create-db";
import { journalEntries } from "./schema";

const SEAL_BATCH_SIZE = 500;

export interface SealLegacyOptions {
  batchSize?: number;
  /** Called after each batch is written; tests throw here to stop a run half-way. */
  afterBatch?: (progress: SealLegacyResult) => void | Promise<void>;
}

export interface SealLegacyResult {
  converted: number;
  failed: number;
}

const LEGACY_COLUMNS = {
  userId: journalEntries.userId,
  id: journalEntries.id,
  entryText: journalEntries.legacyEntryText,
  emotion: journalEntries.legacyEmotion,
  language: journalEntries.legacyLanguage,
  duration: journalEntries.legacyDuration,
  emotionIntensity: journalEntries.legacyEmotionIntensity,
  mood: journalEntries.legacyMood,
  wellnessScore: journalEntries.legacyWellnessScore,
  aiInsights: journalEntries.legacyAiInsights,
  aiSuggestions: journalEntries.legacyAiSuggestions,
  themes: journalEntries.legacyThemes,
  isAiGenerated: journalEntries.legacyIsAiGenerated,
  aiResponse: journalEntries.legacyAiResponse,
};

interface LegacyRow {
  userId: string;
  id: string;
  entryText: string | null;
  emotion: string | null;
  language: string | null;
  duration: number | null;
  emotionIntensity: number | null;
  mood: string | null;
  wellnessScore: number | null;
  aiInsights: string | null;
  aiSuggestions: string[] | null;
  themes: string[] | null;
  isAiGenerated: boolean | null;
  aiResponse: string | null;
}

/** The entry's fields read from the old columns, with the old columns' defaults; throws when a value cannot be read. */
function legacyPayload(cipher: Cipher, row: LegacyRow): EntryPayload {
  if (row.entryText === null || row.emotion === null) throw new Error("legacy row without text or emotion");
  return {
    entryText: cipher.decryptLegacy(row.entryText),
    emotion: row.emotion,
    language: row.language ?? "en",
    duration: row.duration ?? 0,
    emotionIntensity: row.emotionIntensity ?? 5,
    mood: (row.mood ?? "neutral") as Mood,
    wellnessScore: row.wellnessScore ?? 5,
    aiInsights: row.aiInsights === null ? null : cipher.decryptLegacy(row.aiInsights),
    aiSuggestions: (row.aiSuggestions ?? []).map((s) => cipher.decryptLegacy(s)),
    themes: row.themes ?? [],
    isAiGenerated: row.isAiGenerated ?? false,
  };
}

function rowCount(result: unknown): number {
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  return rows?.length ?? 0;
}

export async function sealLegacyEntries(
  db: Db,
  cipher: Cipher,
  logger: Pick<Logger, "warn" | "info">,
  options: SealLegacyOptions = {},
): Promise<SealLegacyResult> {
  const batchSize = options.batchSize ?? SEAL_BATCH_SIZE;
  const progress: SealLegacyResult = { converted: 0, failed: 0 };
  let after: { userId: string; id: string } | null = null;
  for (;;) {
    // keyset order (user_id, id), served by the partial index of unsealed rows; rows that failed stay behind `after`
    const rows: LegacyRow[] = await db
      .select(LEGACY_COLUMNS)
      .from(journalEntries)
      .where(
        and(
          isNull(journalEntries.sealed),
          after ? sql`(${journalEntries.userId}, ${journalEntries.id}) > (${after.userId}, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(journalEntries.userId), asc(journalEntries.id))
      .limit(batchSize);
    const last = rows.at(-1);
    if (!last) break;
    after = { userId: last.userId, id: last.id };
    const sealed: { user_id: string; id: string; sealed: string; reply: string | null }[] = [];
    for (const row of rows) {
      const { userId, id } = row;
      try {
        const payload = serialiseEntryPayload(legacyPayload(cipher, row));
        const reply = row.aiResponse === null ? null : cipher.decryptLegacy(row.aiResponse);
        sealed.push({
          user_id: userId,
          id,
          sealed: cipher.seal(payload, { purpose: SEAL_PURPOSE.entry, userId, rowId: id }).toString("base64"),
          reply: reply === null ? null : cipher.seal(reply, { purpose: SEAL_PURPOSE.reply, userId, rowId: id }).toString("base64"),
        });
      } catch {
        progress.failed += 1;
        logger.warn({ entryId: id }, "legacy entry could not be converted");
      }
    }
    if (sealed.length > 0) {
      const result = await db.execute(sql`
        update journal_entries as j set
          sealed = decode(v.sealed, 'base64'), sealed_reply = decode(v.reply, 'base64'),
          entry_text = null, emotion = null, language = null, duration = null, emotion_intensity = null,
          mood = null, wellness_score = null, ai_insights = null, ai_suggestions = null, themes = null,
          is_ai_generated = null, ai_response = null
        from json_to_recordset(${JSON.stringify(sealed)}::json) as v(user_id text, id uuid, sealed text, reply text)
        where j.user_id = v.user_id and j.id = v.id and j.sealed is null
        returning j.id`);
      progress.converted += rowCount(result);
    }
    await options.afterBatch?.({ ...progress });
  }
  if (progress.converted > 0 || progress.failed > 0) logger.info({ ...progress }, "legacy entries sealed");
  return progress;
}

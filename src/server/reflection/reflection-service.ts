// Shared by /api/reflections and /api/conversations: run the pipeline within the daily AI
// allowance and save the result as an entry, once per client id (a retry answers from storage).
// Also re-analyses a stored entry's (edited) text the same way (POST /api/entries/:id/reanalyse).
import { analysisFromEntry } from "../../domain/analysis/analysis";
import { shouldAnalyseIn } from "../../domain/replies/local-reading";
import { RECENT_ANSWER_ENTRIES } from "../../domain/replies/local-replies";
import type { ReflectionMode } from "../../domain/contract/reflections";
import { decideConversationFlow, nextPromptFor } from "../../domain/replies/conversation-flow";
import { detectCrisis } from "../../domain/crisis/detector";
import type { CrisisLines } from "../../domain/crisis/lines";
import { resolveCrisisLines } from "../../domain/crisis/lines";
import { applyCrisisToResult } from "../../domain/crisis/safety";
import { isCheckIn } from "../../domain/check-in/kinds";
import { keepPersonsChoice } from "../../domain/analysis/emotion-correction";
import { entryFieldsOf } from "../../domain/entries/entry-fields";
import type { JournalEntry, OrchestratorResult } from "../../domain/types";
import { payloadOfEntry } from "../db/entry-edits";
import type { EntryQueries } from "../db/entry-queries";
import type { UsageQueries } from "../db/usage-queries";
import { HttpError } from "../lib/http-error";
import type { AiServices } from "./ai-services";
import { usesCloudAi } from "./ai-services";
import type { ReflectionInput } from "../../domain/reflection/pipeline";
import { runReflection } from "./provider-steps";
import { crisisReplyLanguage } from "../../domain/crisis/crisis-copy";

export interface TurnDeps {
  entries: EntryQueries;
  usage: UsageQueries;
  services: AiServices;
  aiDailyLimit?: number;
  deadlineMs: number;
  now: () => Date;
  random: () => number;
  /** CRISIS_REGION: the crisis lines to show whatever the person's locale. */
  crisisRegion?: string;
}

export interface ReflectOptions {
  /** "voice": analysed, answered and saved; "conversational-turn": emotion and flow only, nothing saved. */
  mode: ReflectionMode;
  /** The person's locale, for the regional crisis lines. */
  locale?: string;
  /** Accept-Language's first language: for the crisis lines when neither the locale nor the language names a country. */
  acceptLanguage?: string;
  /**
   * The language the words were spoken or written in (a BCP 47 tag), stored on the entry ("en" when
   * not said); it chooses the crisis lines when the locale names no country.
   */
  language?: string;
  /** When the words were said, for a reflection that arrives late; clamped to now. */
  recordedAt?: Date;
  /** Answered and not saved (a private journal asking the AI, decision 021): nothing stored, entry null. */
  ephemeral?: boolean;
  onReplyChunk?: (text: string) => void;
}

export interface ReflectionOutcome {
  result: OrchestratorResult;
  /** Null for a conversational turn, which is not saved. */
  entry: JournalEntry | null;
  /** False when the id was saved before and this answer comes from storage. */
  created: boolean;
}

/** A voice reflection's outcome: always saved. */
export interface SavedReflection extends ReflectionOutcome {
  entry: JournalEntry;
}

export type ReanalyseOutcome =
  | { kind: "reanalysed"; result: OrchestratorResult; entry: JournalEntry }
  | { kind: "conflict"; entry: JournalEntry }
  | { kind: "not_found" }
  | { kind: "not_editable" };

const earlierOf = (a: Date, b: Date): Date => (a.getTime() < b.getTime() ? a : b);

/** The result of a stored entry, for a retried request (its crisis read again from its words). */
function storedResult(entry: JournalEntry, aiResponse: string | null, lines: CrisisLines): OrchestratorResult {
  const analysis = analysisFromEntry(entry);
  const flow = decideConversationFlow(analysis);
  const result = {
    analysis,
    aiResponse: aiResponse ?? "",
    shouldShowAnalysis: entry.aiInsights !== null,
    conversationFlow: flow,
    nextPrompt: nextPromptFor(flow),
  };
  return applyCrisisToResult(result, detectCrisis(entry.entryText, { language: entry.language }), lines, {
    replyIn: crisisReplyLanguage(entry.entryText, entry.language),
  });
}

export function createReflectionService(deps: TurnDeps) {
  /** Takes one cloud-AI use from today's allowance; true when there is no allowance or no cloud AI. */
  async function cloudAllowed(userId: string, usesCloud = usesCloudAi(deps.services)): Promise<boolean> {
    if (deps.aiDailyLimit === undefined || !usesCloud) return true;
    return deps.usage.tryTake(userId, deps.now().toISOString().slice(0, 10), deps.aiDailyLimit);
  }

  function reflect(
    userId: string,
    id: string,
    input: ReflectionInput,
    options: ReflectOptions & { mode: "voice"; ephemeral?: false },
  ): Promise<SavedReflection>;
  function reflect(userId: string, id: string, input: ReflectionInput, options: ReflectOptions): Promise<ReflectionOutcome>;
  async function reflect(userId: string, id: string, input: ReflectionInput, options: ReflectOptions): Promise<ReflectionOutcome> {
    const crisisLines = resolveCrisisLines({
      configuredRegion: deps.crisisRegion,
      locale: options.locale,
      language: options.language,
      acceptLanguage: options.acceptLanguage,
    });
    const stored = options.ephemeral ? null : await deps.entries.findWithReply(userId, id);
    if (stored) return { result: storedResult(stored.entry, stored.aiResponse, crisisLines), entry: stored.entry, created: false };
    // Only a reflection that will reach the cloud takes from the allowance: silence and the
    // short acknowledgments are answered on the server alone.
    const reachesCloud = input.speechDetected && shouldAnalyseIn(input.transcript, options.language ?? input.language);
    const allowed = reachesCloud ? await cloudAllowed(userId) : true;
    // A saved reflection's local prose avoids what the person's latest entries were answered (decision 028).
    const saving = options.mode === "voice" && !options.ephemeral;
    const recent = saving ? await deps.entries.recentAnswers(userId, RECENT_ANSWER_ENTRIES) : undefined;
    const result = await runReflection(options.language ? { ...input, language: options.language } : input, {
      services: deps.services,
      cloudAllowed: allowed,
      deadlineMs: deps.deadlineMs,
      random: deps.random,
      crisisLines,
      onReplyChunk: options.onReplyChunk,
      mode: options.mode,
      recent,
    });
    if (options.mode === "conversational-turn" || options.ephemeral) return { result, entry: null, created: false };
    const saved = await deps.entries.save(userId, {
      id,
      entryText: input.transcript,
      language: options.language,
      duration: Math.round(input.duration * 10) / 10,
      ...entryFieldsOf(result),
      aiResponse: result.aiResponse,
      ...(options.recordedAt ? { createdAt: earlierOf(options.recordedAt, deps.now()) } : {}),
    });
    if (!saved) throw new HttpError(409, "conflict", "An entry with this id already exists.");
    return { result, entry: saved.entry, created: saved.created };
  }

  /**
   * The entry's current text through the same pipeline as a voice reflection (the same allowance,
   * fallbacks and crisis handling); its analysis and companion reply are replaced, its words,
   * duration, language and times kept (updatedAt moves on), and an emotion the person chose kept
   * (decision 026). A change to the entry while the pipeline ran wins: the answer is then a
   * conflict with the entry as it is. The crisis lines are chosen with the entry's own language.
   */
  async function reanalyse(
    userId: string,
    id: string,
    options: Pick<ReflectOptions, "locale" | "acceptLanguage"> = {},
  ): Promise<ReanalyseOutcome> {
    const stored = await deps.entries.current(userId, id);
    if (stored.kind !== "entry") return stored;
    const { entry } = stored;
    // a check-in's feeling is the person's and its line is optional: there is nothing to read again (decision 048)
    if (isCheckIn(entry)) return { kind: "not_editable" };
    const input: ReflectionInput = {
      transcript: entry.entryText,
      duration: entry.duration,
      speechDetected: true,
      language: entry.language,
    };
    const reachesCloud = shouldAnalyseIn(input.transcript, input.language);
    const allowed = reachesCloud ? await cloudAllowed(userId) : true;
    const recent = await deps.entries.recentAnswers(userId, RECENT_ANSWER_ENTRIES);
    const result = await runReflection(input, {
      recent,
      services: deps.services,
      cloudAllowed: allowed,
      deadlineMs: deps.deadlineMs,
      random: deps.random,
      crisisLines: resolveCrisisLines({
        configuredRegion: deps.crisisRegion,
        locale: options.locale,
        language: entry.language,
        acceptLanguage: options.acceptLanguage,
      }),
      mode: "voice",
    });
    // the emotion and intensity the person chose stay theirs (decision 026)
    const payload = { ...payloadOfEntry(entry), ...keepPersonsChoice(entry, entryFieldsOf(result)) };
    const written = await deps.entries.rewrite(userId, id, stored.version, { payload, at: deps.now(), aiResponse: result.aiResponse });
    if (written) return { kind: "reanalysed", result, entry: written };
    const now = await deps.entries.current(userId, id);
    return now.kind === "entry" ? { kind: "conflict", entry: now.entry } : now;
  }

  return { cloudAllowed, reflect, reanalyse };
}

export type ReflectionService = ReturnType<typeof createReflectionService>;

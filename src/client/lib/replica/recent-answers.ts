// What the person's latest entries were answered, read on the device for a reflection answered
// here (offline, a private journal, an import into one): the suggestions of the newest entries in
// the replica (a private journal's opened with its key) and the replies kept beside them, so the
// device's local prose says something new (decision 028). Never fails: without a replica, nothing.
import type { RecentAnswers } from "../../../domain/replies/local-replies";
import { NO_RECENT_ANSWERS, RECENT_ANSWER_ENTRIES } from "../../../domain/replies/local-replies";
import { openEntryEnvelope } from "../private-journal/entry-envelope";
import { openReplica } from "./replica-store";
import type { ReplicaRow } from "./replica-rows";

const newestFirst = (a: ReplicaRow, b: ReplicaRow) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

async function suggestionsOf(row: ReplicaRow, userId: string, key: CryptoKey | null): Promise<readonly string[]> {
  if (row.kind === "entry") return row.entry.aiSuggestions;
  if (row.kind === "sealed" && key) return (await openEntryEnvelope(key, userId, row.id, row.envelope))?.aiSuggestions ?? [];
  return [];
}

export async function recentAnswersOnDevice(userId: string, key: CryptoKey | null): Promise<RecentAnswers> {
  try {
    const store = await openReplica(userId);
    const { rows } = await store.read();
    const newest = rows
      .filter((row) => row.kind !== "unreadable")
      .sort(newestFirst)
      .slice(0, RECENT_ANSWER_ENTRIES);
    const suggestions = (await Promise.all(newest.map((row) => suggestionsOf(row, userId, key).catch(() => [])))).flat();
    return { replies: await store.recentReplies(), suggestions };
  } catch {
    return NO_RECENT_ANSWERS;
  }
}

/** Keeps a reply this device showed for a reflection, for the next one to avoid. */
export async function keepRecentReply(userId: string, reply: string): Promise<void> {
  if (reply.trim() === "") return;
  await (await openReplica(userId)).keepReply(reply, RECENT_ANSWER_ENTRIES).catch(() => undefined);
}

// Sending the recordings kept with their entries (decision 051): each once its entry has left the
// outbox (the server has the entry), as an audio item with the client's id, so sending it again is
// answered with the stored item. Sealed first in a private journal. A round stops at the first
// failure that means "not now" and is tried again with the reflections; an entry no longer there
// (404: it was deleted) lets its recording go; any other refusal keeps it for the next visit.
import type { MediaItem } from "../../../../domain/contract/media";
import { ApiError } from "../../../lib/api-error";
import { keptAudioType } from "../../../lib/media/entry-media";
import { uploadMedia } from "../../../lib/media/media-api";
import type { PendingRecording } from "../../../lib/outbox/pending-recordings";
import type { SyncRound } from "./outbox-sync";
import { isTransient } from "./outbox-sync";

export interface RecordingSyncDeps {
  /** Oldest first; read before the outbox's reflections, so a recording is never seen without its entry. */
  recordings(): Promise<PendingRecording[]>;
  /** The ids of entries still in the outbox (not yet on the server). */
  waitingEntryIds(): Promise<ReadonlySet<string>>;
  upload(recording: PendingRecording): Promise<unknown>;
  forget(id: string): Promise<void>;
}

export async function sendRecordings(deps: RecordingSyncDeps): Promise<SyncRound> {
  const recordings = await deps.recordings();
  if (recordings.length === 0) return "done";
  const waiting = await deps.waitingEntryIds();
  for (const recording of recordings) {
    if (waiting.has(recording.entryId)) continue;
    try {
      await deps.upload(recording);
      await deps.forget(recording.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        await deps.forget(recording.id);
        continue;
      }
      if (isTransient(error)) return "later";
    }
  }
  return "done";
}

/** One kept recording to the server: kind audio with its length, sealed with the journal key when it is private. */
export function uploadRecording(
  recording: PendingRecording,
  sealWith: { key: CryptoKey; userId: string } | null,
  signal?: AbortSignal,
): Promise<MediaItem> {
  const type = keptAudioType(recording.audio.type);
  const file = recording.audio.type === type ? recording.audio : new Blob([recording.audio], { type });
  return uploadMedia({
    entryId: recording.entryId,
    mediaId: recording.id,
    kind: "audio",
    file,
    durationMs: recording.durationMs,
    sealWith,
    signal,
  });
}

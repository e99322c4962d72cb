// A spoken reflection's recording (decision 051): when the person keeps recordings it waits in the
// outbox beside its words and is sent once the server has the entry; until the person has answered
// whether to keep them, it is held in memory and "Keep the recording with your entry?" is asked.
import { useState } from "react";
import { updateCaptureSettings } from "../../../lib/capture-settings";
import { newId } from "../../../lib/new-id";
import { keepRecording } from "../../../lib/outbox/pending-recordings";
import type { KeptAudio } from "../../../lib/recording-result";

/** A spoken reflection's audio (decision 051), in memory until it is kept. */
/** `sendRecordings`: asks the outbox to send kept recordings whose entries the server has. */
export function useKeepRecording(userId: string, sendRecordings: () => void) {
  /** A recording whose keeping the person has not been asked about yet: held here until they answer. */
  const [unasked, setUnasked] = useState<{ entryId: string; audio: KeptAudio } | null>(null);

  /** Into the outbox beside its entry's words (after them, in write order); sent once the server has the entry. */
  function keepAudio(entryId: string, audio: KeptAudio): Promise<void> {
    const recording = {
      id: newId(),
      entryId,
      audio: audio.audio,
      durationMs: Math.round(audio.durationMs),
      keptAt: new Date().toISOString(),
    };
    return keepRecording(userId, recording);
  }

  return {
    /** A new spoken reflection's recording: kept, held for the question, or let go, as the person chose. */
    offer(entryId: string, audio: KeptAudio | undefined, keep: boolean | null): void {
      if (!audio || audio.audio.size === 0 || keep === false) return;
      if (keep) void keepAudio(entryId, audio);
      else setUnasked({ entryId, audio });
    },
    /** Not answered: asked again after the next spoken reflection. */
    forgetUnasked(): void {
      setUnasked(null);
    },
    /** Whether to ask "Keep the recording with your entry?" (decision 051): a recording waits for the answer. */
    askKeepRecording: unasked !== null,
    /** The answer, kept for every recording from now on (and changeable in the account menu); Keep keeps this one too. */
    answerKeepRecording(keep: boolean): void {
      updateCaptureSettings({ keepRecordings: keep });
      const held = unasked;
      setUnasked(null);
      if (keep && held) void keepAudio(held.entryId, held.audio).then(sendRecordings);
    },
  };
}

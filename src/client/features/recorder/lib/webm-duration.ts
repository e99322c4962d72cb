// A recording's length written into its WebM header before it is kept (decision 051). Chromium's
// MediaRecorder writes WebM as a live stream, with no Duration in its Info section, so a player
// shows 0:00 (or no length) and cannot seek until it has played to the end. fix-webm-duration (a
// small, widely used library written for exactly this) reads the recording, adds the Duration
// element and writes it back; any other type, or bytes it cannot read, stay as they are.
import fixWebmDuration from "fix-webm-duration";
import type { KeptAudio } from "../../../lib/recording-result";

export async function withDuration(kept: KeptAudio): Promise<KeptAudio> {
  if (!kept.audio.type.startsWith("audio/webm") || kept.durationMs <= 0) return kept;
  try {
    const audio = await fixWebmDuration(kept.audio, kept.durationMs, { logger: false });
    return audio.size > 0 ? { ...kept, audio } : kept;
  } catch {
    return kept;
  }
}

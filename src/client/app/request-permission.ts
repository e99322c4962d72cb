// Microphone and audio permission, asked before sign-in (spec §2). Denial is tolerated:
// the choice is stored and the flow continues.
import { getAudioPermission, setAudioPermission } from "../lib/storage";
import type { AudioPermission } from "../lib/storage";

export async function requestMicAndAudioPermission(): Promise<AudioPermission> {
  const stored = getAudioPermission();
  if (stored === "granted") return stored;
  if (!navigator.mediaDevices?.getUserMedia) {
    setAudioPermission("denied");
    return "denied";
  }
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    setAudioPermission("granted");
    return "granted";
  } catch {
    setAudioPermission("denied");
    return "denied";
  }
}

// The main screen's microphone / speech-recognition warning box and the check to run
// before recording. The warning follows plugged and unplugged devices.
import { useEffect, useState } from "react";
import { MICROPHONE_PROBLEM_MESSAGES, findMicrophoneProblem, toastMicrophoneProblem } from "../lib/microphone-check";
import type { MicrophoneProblem } from "../lib/microphone-check";
import { isSpeechRecognitionSupported } from "../lib/speech-recognition-types";

export interface MicrophoneCheck {
  /** The text for the warning box, or null when the microphone is usable. */
  warning: string | null;
  /** Run before recording: on a problem shows its 8 s toast and resolves false. */
  ensureReady(): Promise<boolean>;
}

/** `needsRecogniser`: false when recordings go to the server's transcription (decision 020). */
export function useMicrophoneCheck(needsRecogniser = true): MicrophoneCheck {
  const [problem, setProblem] = useState<MicrophoneProblem | null>(() =>
    !needsRecogniser || isSpeechRecognitionSupported() ? null : "unsupported",
  );

  useEffect(() => {
    let live = true;
    const refresh = () => {
      void findMicrophoneProblem(needsRecogniser).then((found) => {
        if (live) setProblem(found);
      });
    };
    refresh();
    navigator.mediaDevices?.addEventListener?.("devicechange", refresh);
    return () => {
      live = false;
      navigator.mediaDevices?.removeEventListener?.("devicechange", refresh);
    };
  }, [needsRecogniser]);

  return {
    warning: problem ? MICROPHONE_PROBLEM_MESSAGES[problem] : null,
    async ensureReady() {
      const found = await findMicrophoneProblem(needsRecogniser);
      setProblem(found);
      if (found) toastMicrophoneProblem(found);
      return found === null;
    },
  };
}

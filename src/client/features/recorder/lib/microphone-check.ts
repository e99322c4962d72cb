// The main screen's checks before recording: speech recognition support,
// a microphone, and microphone permission — each problem with its warning text.
import { MIC_WARNING_TOAST_MS } from "../../../../domain/constants";
import { MICROPHONE_MESSAGES, SPEECH_RECOGNITION_MESSAGES } from "../../../../domain/messages";
import { showToast } from "../../../ui/toast";
import { hasMicrophone, microphonePermission } from "./microphone";
import { isSpeechRecognitionSupported } from "./speech-recognition-types";

export type MicrophoneProblem = "unsupported" | "no-microphone" | "permission-denied";

export const MICROPHONE_PROBLEM_MESSAGES: Readonly<Record<MicrophoneProblem, string>> = {
  unsupported: SPEECH_RECOGNITION_MESSAGES.unsupportedMainScreen,
  "no-microphone": MICROPHONE_MESSAGES.notDetected,
  "permission-denied": MICROPHONE_MESSAGES.permissionRequired,
};

/**
 * The first problem that blocks recording, or null when the mic may be used. A recording for the
 * server's transcription (decision 020) does not need the browser's recogniser.
 */
export async function findMicrophoneProblem(needsRecogniser = true): Promise<MicrophoneProblem | null> {
  if (needsRecogniser && !isSpeechRecognitionSupported()) return "unsupported";
  if (!(await hasMicrophone())) return "no-microphone";
  if ((await microphonePermission()) === "denied") return "permission-denied";
  return null;
}

/** The warning toast for a problem: 8 s; permission denial is shown as an error. */
export function toastMicrophoneProblem(problem: MicrophoneProblem): void {
  const type = problem === "permission-denied" ? "error" : "warning";
  showToast(type, MICROPHONE_PROBLEM_MESSAGES[problem], {
    duration: MIC_WARNING_TOAST_MS,
    id: `microphone:${problem}`,
  });
}

/** Runs the checks; on a problem shows its toast and resolves false. */
export async function ensureMicrophoneReady(needsRecogniser = true): Promise<boolean> {
  const problem = await findMicrophoneProblem(needsRecogniser);
  if (problem) toastMicrophoneProblem(problem);
  return problem === null;
}

// The error texts for what can go wrong with the microphone and speech recognition while recording.
import { MICROPHONE_MESSAGES } from "../../../../domain/messages";

export { recognitionErrorMessage } from "../../../../domain/messages";

/**
 * Recognition errors after which restarting would only fail again: the session ends.
 * ('no-speech' and 'aborted' are ignored and the recognizer restarts.)
 */
const FATAL_RECOGNITION_ERRORS = new Set(["not-allowed", "service-not-allowed", "audio-capture", "network"]);

export function isFatalRecognitionError(code: string): boolean {
  return FATAL_RECOGNITION_ERRORS.has(code);
}

/** getUserMedia failures: denied, no device, anything else. */
export function microphoneErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "PermissionDeniedError" || name === "SecurityError") {
    return MICROPHONE_MESSAGES.permissionDenied;
  }
  if (name === "NotFoundError" || name === "DevicesNotFoundError" || name === "OverconstrainedError") {
    return MICROPHONE_MESSAGES.notFound;
  }
  return MICROPHONE_MESSAGES.accessError;
}

// The recogniser this browser uses now (see chooseCaptureEngine): it follows the account menu's
// Private transcription switch as it is turned.
import { useState } from "react";
import { useCaptureSettings } from "../../../lib/capture-settings";
import { chooseCaptureEngine } from "../lib/capture-engine";
import type { CaptureEngine } from "../lib/capture-engine";
import { isSpeechRecognitionSupported } from "../lib/speech-recognition-types";

export function useCaptureEngine(transcriptionAvailable: boolean): CaptureEngine {
  const { privateTranscription } = useCaptureSettings();
  const [browserRecogniser] = useState(isSpeechRecognitionSupported);
  const [mediaRecorder] = useState(() => typeof MediaRecorder !== "undefined");
  return chooseCaptureEngine({ browserRecogniser, transcription: transcriptionAvailable, mediaRecorder, privateTranscription });
}

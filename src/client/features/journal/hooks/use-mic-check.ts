// The main screen's microphone / speech-recognition warning (spec §2, §8): speech
// recognition support is known at once; microphone presence needs enumerateDevices.
import { useQuery } from "@tanstack/react-query";
import { MIC_WARNING_TOAST_MS } from "../../../../domain/constants";
import { MICROPHONE_MESSAGES, SPEECH_RECOGNITION_MESSAGES } from "../../../../domain/messages";
import { showToast } from "../../../ui/toast";

function speechRecognitionSupported(): boolean {
  return "SpeechRecognition" in window || "webkitSpeechRecognition" in window;
}

async function hasMicrophone(): Promise<boolean> {
  if (!navigator.mediaDevices?.enumerateDevices) return false;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === "audioinput");
  } catch {
    return true; // cannot tell: let the recorder report a real problem
  }
}

/** The warning text to show, or null when all is well. */
export function useMicCheck(): string | null {
  const recognition = speechRecognitionSupported();
  const mic = useQuery({
    queryKey: ["media-devices", "audioinput"],
    queryFn: async () => {
      const present = await hasMicrophone();
      if (!present) showToast("warning", MICROPHONE_MESSAGES.notDetected, { duration: MIC_WARNING_TOAST_MS });
      return present;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!recognition) return SPEECH_RECOGNITION_MESSAGES.unsupportedMainScreen;
  if (mic.data === false) return MICROPHONE_MESSAGES.notDetected;
  return null;
}

// The real microphone: the stream that feeds the level waveform, device presence and
// permission state for the pre-recording check.

const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

/** Opens the microphone; throws getUserMedia's error (see microphoneErrorMessage). */
export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    throw new DOMException("getUserMedia is unavailable", "NotSupportedError");
  }
  return navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
}

export function releaseMicrophone(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** false only when the browser lists devices and none is an audio input. */
export async function hasMicrophone(): Promise<boolean> {
  if (!navigator.mediaDevices?.enumerateDevices) return true;
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === "audioinput");
  } catch {
    return true; // cannot tell: let getUserMedia report a real problem
  }
}

/** The microphone permission as the Permissions API reports it, or null when unknown. */
export async function microphonePermission(): Promise<PermissionState | null> {
  try {
    const status = await navigator.permissions?.query({ name: "microphone" as PermissionName });
    return status?.state ?? null;
  } catch {
    return null; // Firefox and older Safari cannot query the microphone
  }
}

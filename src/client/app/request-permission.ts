// Microphone and audio permission, asked before sign-in. The audio part unlocks
// playback inside the user's gesture and is stored by the audio provider; the microphone
// prompt is only asked here, and a denial is tolerated: the flow continues.

async function requestMicrophone(): Promise<boolean> {
  if (!navigator.mediaDevices?.getUserMedia) return false;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}

/** Call from a click handler. Never rejects. */
export async function requestMicAndAudioPermission(requestAudioPermission: () => Promise<boolean>): Promise<void> {
  // Audio first, while the click's activation is fresh; then the microphone prompt.
  const audio = requestAudioPermission().catch(() => false);
  await Promise.all([audio, requestMicrophone()]);
}

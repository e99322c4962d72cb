// The page's one Web Audio context, created on first use (fallback tones, the
// recorder's level meter). Browsers start it suspended until a user gesture.

let context: AudioContext | null = null;

export function getAudioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Resumes the context if the browser suspended it; resolves false if it cannot. */
export async function resumeAudioContext(): Promise<boolean> {
  const ctx = getAudioContext();
  if (!ctx) return false;
  if (ctx.state === "running") return true;
  try {
    await ctx.resume();
  } catch {
    return false;
  }
  return (ctx.state as AudioContextState) === "running";
}

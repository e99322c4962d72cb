// The red mm:ss elapsed timer, ticking every second while recording.
import { useEffect, useState } from "react";
import { RECORDING_TICK_MS } from "../../../../domain/constants";
import { formatElapsed } from "../../../../domain/voice/recording-rules";

export function RecordingTimer({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RECORDING_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, now - startedAt) / 1000;
  return (
    <span
      role="timer"
      aria-label="Recording time"
      className="inline-flex items-center gap-2 font-mono text-lg font-semibold tabular-nums text-red-600"
    >
      <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" />
      {formatElapsed(elapsed)}
    </span>
  );
}

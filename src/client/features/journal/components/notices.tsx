// Small panels on the main screen: first-time welcome, syncing banner, mic warning.
import { AlertTriangle, Play, RefreshCw } from "lucide-react";
import { Button } from "../../../ui/button";

export function WelcomePanel({ playing, needsTap, onPlay }: { playing: boolean; needsTap: boolean; onPlay: () => void }) {
  if (!playing && !needsTap) return null;
  return (
    <section
      aria-label="Welcome"
      className="flex w-full animate-fade-in flex-col items-center gap-3 rounded-3xl bg-gradient-to-r from-violet-100/80 to-ripple-100/80 p-5 text-center ring-1 ring-white sm:flex-row sm:text-left"
    >
      <div className="flex-1">
        <p className="font-medium text-slate-800">A little welcome, just for you</p>
        <p className="text-sm text-slate-600">
          {playing ? "Listen for a moment… the microphone is ready right after." : "Tap play to hear a short greeting before you begin."}
        </p>
      </div>
      {needsTap && !playing && (
        <Button variant="secondary" size="sm" onClick={onPlay}>
          <Play className="size-4" aria-hidden="true" /> Tap to play
        </Button>
      )}
    </section>
  );
}

export function SyncingBanner() {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-full bg-ripple-50 px-4 py-2 text-sm text-ripple-800 ring-1 ring-ripple-100"
    >
      <RefreshCw className="size-4 animate-spin" aria-hidden="true" /> Syncing your data with the cloud…
    </p>
  );
}

export function MicWarning({ message }: { message: string }) {
  return (
    <div role="alert" className="flex w-full gap-3 rounded-2xl bg-amber-50 p-4 text-left text-sm text-amber-900 ring-1 ring-amber-200">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

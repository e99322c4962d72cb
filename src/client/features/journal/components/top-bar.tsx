// Top bar: 'Ripples', 'Your patterns' (decision 018), title, sync-status icon, mute
// toggle, account, sign-out. On a narrow screen 'Your patterns' shows its icon only and the title
// the product's mark (the words stay the accessible name and the page's heading): at 375 px, with
// the sync icon showing, the words no longer fit (decision 044). Every control is at least 40 px.
import { ChartLine, Cloud, CloudOff, History, LockKeyhole, LogOut, RefreshCw, Volume2, VolumeX } from "lucide-react";
import { PRIVATE_JOURNAL_COPY } from "../../../../domain/private-journal/messages";
import type { ReactNode } from "react";
import { MAIN_COPY, PRODUCT_NAME } from "../../../../domain/ui-copy";
import { usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import { RippleMark } from "../../../ui/ripple-mark";
import type { SyncStatus } from "./journal-types";

interface Props {
  syncStatus: SyncStatus;
  onRetrySync: () => void;
  muted: boolean;
  onToggleMute: () => void;
  onOpenRipples: () => void;
  onOpenPatterns: () => void;
  onSignOut: () => void;
  /** The account menu, composed by the app, between the mute toggle and `Sign out`. */
  children?: ReactNode;
}

const PATTERNS_LABEL = "Your patterns";

const iconButton = "inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-white/80 hover:text-slate-800";

function SyncIcon({ status, onRetry }: { status: SyncStatus; onRetry: () => void }) {
  if (status === "idle") return null;
  if (status === "failed") {
    return (
      <button type="button" onClick={onRetry} className={`${iconButton} text-amber-600`} aria-label="Sync failed — tap to retry">
        <CloudOff className="size-5" aria-hidden="true" />
      </button>
    );
  }
  const syncing = status === "syncing";
  return (
    <span
      role="img"
      aria-label={syncing ? "Syncing" : "Synced"}
      title={syncing ? "Syncing" : "Synced with the cloud"}
      className="inline-flex size-10 items-center justify-center text-ripple-600"
    >
      {syncing ? <RefreshCw className="size-5 animate-spin" aria-hidden="true" /> : <Cloud className="size-5" aria-hidden="true" />}
    </span>
  );
}

export function TopBar(props: Props) {
  const { syncStatus, onRetrySync, muted, onToggleMute, onOpenRipples, onOpenPatterns, onSignOut, children } = props;
  // The journal is private (decision 021), or being made so: a lock beside the title says so.
  const { status } = usePrivateJournal();
  const privateJournal = status === "enabling" || status === "on";
  return (
    <header className="sticky top-0 z-30 border-b border-white/60 bg-white/50 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-1 px-3 sm:px-5">
        <button
          type="button"
          onClick={onOpenRipples}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-violet-800 hover:bg-white/80"
        >
          <History className="size-4.5" aria-hidden="true" />
          {MAIN_COPY.ripplesButton}
        </button>
        <button
          type="button"
          onClick={onOpenPatterns}
          title={PATTERNS_LABEL}
          className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2.5 py-2 text-sm font-medium text-violet-800 hover:bg-white/80 sm:px-3"
        >
          <ChartLine className="size-4.5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{PATTERNS_LABEL}</span>
        </button>
        <h1 className="flex min-w-0 flex-1 items-center justify-center gap-1.5 font-display text-xl text-slate-800">
          <RippleMark className="size-7 sm:hidden" />
          <span className="sr-only sm:not-sr-only">{PRODUCT_NAME}</span>
          {privateJournal && (
            <span title={PRIVATE_JOURNAL_COPY.title} className="inline-flex text-violet-600">
              <LockKeyhole className="size-4" aria-hidden="true" />
              <span className="sr-only">— {PRIVATE_JOURNAL_COPY.title}</span>
            </span>
          )}
        </h1>
        <SyncIcon status={syncStatus} onRetry={onRetrySync} />
        <button
          type="button"
          onClick={onToggleMute}
          className={iconButton}
          aria-pressed={muted}
          aria-label={muted ? "Unmute sounds and voice" : "Mute sounds and voice"}
        >
          {muted ? <VolumeX className="size-5" aria-hidden="true" /> : <Volume2 className="size-5" aria-hidden="true" />}
        </button>
        {children}
        <button type="button" onClick={onSignOut} className={iconButton} aria-label="Sign out">
          <LogOut className="size-5" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}

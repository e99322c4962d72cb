// The history drawer ('Recent Ripples', 320 px: every entry, searchable; ripples-history.tsx)
// and the detail drawer (384 px). Lazy-loaded by the app; overlay click and Escape close, focus
// is trapped.
import { ArrowLeft, LockKeyhole, RotateCw, X } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { DETAIL_DRAWER_WIDTH_PX, RIPPLES_DRAWER_WIDTH_PX } from "../../../../domain/constants";
import { PRIVATE_JOURNAL_COPY } from "../../../../domain/private-journal/messages";
import type { UnopenedEntry } from "../../../lib/private-journal/use-opened-entries";
import type { ReplicaEntries } from "../../../lib/replica/use-replica-entries";
import { DRAWER_COPY } from "../../../../domain/ui-copy";
import { Drawer, DrawerClose } from "../../../ui/drawer";
import { Spinner } from "../../../ui/spinner";
import { useDeleteEntry } from "../api/delete-entry";
import { toViewedEntry } from "../lib/entry-view";
import { RippleDetail } from "./ripple-detail";
import { RipplesHistory } from "./ripples-history";

export type DrawerState = { kind: "closed" } | { kind: "history" } | { kind: "detail"; entryId: string };

interface Props {
  userId: string;
  state: DrawerState;
  onStateChange: (state: DrawerState) => void;
  /**
   * The journal from the browser's replica: its entries, loading and error; `waitingIds`, those answered
   * on this device that have not synced yet (shown, but not edited or deleted); `unopened`, a private
   * journal's entries its key could not open (decision 021: shown as such, and deletable).
   */
  journal: Pick<ReplicaEntries, "entries" | "loading" | "error" | "retry" | "waitingIds" | "unopened">;
}

const [EMPTY_TITLE, EMPTY_BODY] = DRAWER_COPY.empty.split(" - ") as [string, string];

function CloseButton() {
  return (
    <DrawerClose aria-label="Close" className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700">
      <X className="size-5" aria-hidden="true" />
    </DrawerClose>
  );
}

function UnopenedEntries({ entries, onDelete }: { entries: readonly UnopenedEntry[]; onDelete: (id: string) => void }) {
  return (
    <ul aria-label={PRIVATE_JOURNAL_COPY.entryUnopened} className="mb-3 grid gap-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex items-center gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-100"
        >
          <LockKeyhole className="size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">
            {PRIVATE_JOURNAL_COPY.entryUnopened}
            <span className="block text-xs text-amber-800/80">
              {new Date(entry.createdAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
            </span>
          </span>
          <button
            type="button"
            onClick={() => onDelete(entry.id)}
            className="rounded-full px-2 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 hover:bg-white"
          >
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}

export function RipplesDrawers({ userId, state, onStateChange, journal }: Props) {
  const { entries, loading, error, retry: onRetry, waitingIds, unopened } = journal;
  const deleteEntry = useDeleteEntry(userId);
  // Mounted by the button that opened the drawers: focus goes back to it when they close,
  // even after moving between the list and a detail (each drawer's own memory is the other).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const closing = useRef(false);
  const returnFocus = (event: Event) => {
    if (!closing.current) return;
    event.preventDefault();
    opener?.focus();
  };
  // Only the entry on show is read for its analysis (crisis language included): not thousands per render.
  const found = state.kind === "detail" ? entries?.find((entry) => entry.id === state.entryId) : undefined;
  const selected = useMemo(() => (found ? toViewedEntry(found) : undefined), [found]);
  const close = (open: boolean) => {
    if (open) return;
    closing.current = true;
    onStateChange({ kind: "closed" });
  };

  return (
    <>
      <Drawer
        open={state.kind === "history"}
        onOpenChange={close}
        widthPx={RIPPLES_DRAWER_WIDTH_PX}
        title={DRAWER_COPY.recentRipples}
        headerEnd={<CloseButton />}
        onCloseAutoFocus={returnFocus}
      >
        {error ? (
          <div role="alert" className="rounded-2xl bg-rose-50 p-4 text-sm text-rose-800 ring-1 ring-rose-100">
            <p>{error}</p>
            <button
              type="button"
              onClick={onRetry}
              className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-medium text-rose-700 ring-1 ring-rose-200"
            >
              <RotateCw className="size-3.5" aria-hidden="true" /> Try again
            </button>
          </div>
        ) : loading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" /> Gathering your ripples…
          </p>
        ) : !entries || entries.length === 0 ? (
          <div className="px-2 py-10 text-center">
            {unopened.length > 0 && <UnopenedEntries entries={unopened} onDelete={(id) => deleteEntry.mutate(id)} />}
            <p className="font-display text-lg text-slate-700">{EMPTY_TITLE}</p>
            <p className="mt-2 text-sm leading-relaxed text-slate-500">{EMPTY_BODY}</p>
          </div>
        ) : (
          <>
            {unopened.length > 0 && <UnopenedEntries entries={unopened} onDelete={(id) => deleteEntry.mutate(id)} />}
            <RipplesHistory
              userId={userId}
              entries={entries}
              waitingIds={waitingIds}
              onOpen={(id) => onStateChange({ kind: "detail", entryId: id })}
              onDelete={(id) => deleteEntry.mutate(id)}
            />
          </>
        )}
      </Drawer>

      <Drawer
        open={state.kind === "detail"}
        onOpenChange={close}
        widthPx={DETAIL_DRAWER_WIDTH_PX}
        title={selected ? selected.timestamp.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "Ripple"}
        headerStart={
          <button
            type="button"
            onClick={() => onStateChange({ kind: "history" })}
            className="inline-flex shrink-0 items-center gap-1 rounded-full py-2 pr-2 text-sm font-medium text-violet-700 hover:text-violet-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {DRAWER_COPY.backToRipples}
          </button>
        }
        headerEnd={<CloseButton />}
        onCloseAutoFocus={returnFocus}
      >
        {found && <RippleDetail userId={userId} entry={found} waiting={waitingIds.has(found.id)} />}
      </Drawer>
    </>
  );
}

// The account menu's "Import": a file, then a preview of what it holds (POST /api/import?dryRun=1,
// nothing written: the format, how many would come in, how many are already here, what could not
// be read and why, the dates it spans), then `Import N ripples` with a progress bar fed by the
// server's NDJSON stream, then the summary. While the file is being sent, a bar shows how much of it
// has gone; a file past its limit is refused before any byte is sent (decision 053). The server's own words explain a refusal (too large,
// not a format it reads). Afterwards the browser replica syncs, so the new ripples show in the drawer.
// A private journal's import (`inBrowser`) goes through the same steps on the device: the file is
// read, previewed, analysed and sealed here, and only envelopes are sent (decision 021).
import { useId, useRef, useState } from "react";
import type { ImportSummary } from "../../../../domain/contract/transfer";
import {
  TRANSFER_COPY,
  importButtonText,
  importDateRangeText,
  importProgressText,
  importSummaryLines,
  uploadProgressText,
} from "../../../../domain/ui-copy";
import { getErrorMessage } from "../../../lib/api-client";
import { authClient } from "../../../lib/auth-client";
import { requestSync } from "../../../lib/replica/sync-replica";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { IMPORT_ACCEPT, checkImportSize, previewImport, runImport } from "../api/transfer";

type State =
  | { kind: "idle" }
  | { kind: "reading"; file: File; sent: number | null }
  | { kind: "preview"; file: File; summary: ImportSummary }
  | { kind: "importing"; file: File; total: number; processed: number; sent: number | null }
  | { kind: "done"; summary: ImportSummary }
  | { kind: "failed"; message: string };

/** A private journal's import: the same preview and import, made in the browser. */
export interface InBrowserImport {
  preview(file: File): Promise<ImportSummary>;
  run(file: File, onProgress: (processed: number) => void): Promise<ImportSummary>;
}

/** A long list of failures shows this many, then a count of the rest. */
const FAILURES_SHOWN = 20;

function SummaryDetails({ summary }: { summary: ImportSummary }) {
  const failures = summary.failed.slice(0, FAILURES_SHOWN);
  return (
    <div className="grid gap-2 text-sm text-slate-700">
      <p>
        <span className="font-medium">{TRANSFER_COPY.formatNames[summary.format]}</span>
        {summary.firstDate && summary.lastDate && (
          <span className="text-slate-600"> · {importDateRangeText(new Date(summary.firstDate), new Date(summary.lastDate))}</span>
        )}
      </p>
      <ul className="grid gap-0.5">
        {importSummaryLines(summary).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {summary.dryRun && summary.imported === 0 && summary.failed.length === 0 && <p>{TRANSFER_COPY.nothingNew}</p>}
      {failures.length > 0 && (
        <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-100">
          <p className="font-medium text-amber-950">{TRANSFER_COPY.failedHeading}</p>
          <ul className="mt-1 grid max-h-40 gap-1 overflow-y-auto text-amber-950" aria-label={TRANSFER_COPY.failedHeading}>
            {failures.map((failure, index) => (
              <li key={`${failure.name}-${index}`} className="break-words">
                <span className="font-medium">{failure.name}</span>: {failure.reason}
              </li>
            ))}
            {summary.failed.length > FAILURES_SHOWN && <li>…and {(summary.failed.length - FAILURES_SHOWN).toLocaleString()} more</li>}
          </ul>
        </div>
      )}
    </div>
  );
}

/** How much of the file has been sent. */
function UploadBar({ sent, total }: { sent: number; total: number }) {
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={TRANSFER_COPY.uploading}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sent}
        aria-valuetext={uploadProgressText(sent, total)}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-violet-400 transition-[width]"
          style={{ width: `${total > 0 ? (100 * sent) / total : 0}%` }}
        />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-3.5" /> {TRANSFER_COPY.uploading} {uploadProgressText(sent, total)}
      </p>
    </div>
  );
}

export function ImportData({ inBrowser }: { inBrowser?: InBrowserImport }) {
  const userId = authClient.useSession().data?.user.id;
  const [state, setState] = useState<State>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const busy = state.kind === "reading" || state.kind === "importing";

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setState({ kind: "reading", file, sent: null });
    try {
      const onUpload = (sent: number) => setState((current) => (current.kind === "reading" ? { ...current, sent } : current));
      if (!inBrowser) checkImportSize(file);
      setState({ kind: "preview", file, summary: await (inBrowser ? inBrowser.preview(file) : previewImport(file, onUpload)) });
    } catch (error) {
      setState({ kind: "failed", message: getErrorMessage(error) });
    } finally {
      // The same file can be chosen again (after fixing it, or to try once more).
      if (input.current) input.current.value = "";
    }
  };

  const confirm = async (file: File, preview: ImportSummary) => {
    // The server counts the entries already here first, then each new one as it is analysed.
    const total = preview.imported + preview.skipped;
    setState({ kind: "importing", file, total, processed: 0, sent: null });
    try {
      const onProgress = (processed: number) =>
        setState((current) =>
          current.kind === "importing" ? { ...current, sent: null, processed: Math.min(processed, current.total) } : current,
        );
      const onUpload = (sent: number) =>
        setState((current) => (current.kind === "importing" && current.processed === 0 ? { ...current, sent } : current));
      const summary = await (inBrowser ? inBrowser.run(file, onProgress) : runImport(file, onProgress, onUpload));
      setState({ kind: "done", summary });
    } catch (error) {
      setState({ kind: "failed", message: getErrorMessage(error) });
    } finally {
      // Even a broken-off import may have written some: the replica syncs either way.
      if (userId) requestSync(userId);
    }
  };

  const reset = () => {
    setState({ kind: "idle" });
    input.current?.focus();
  };

  return (
    <div className="grid w-full gap-3">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          {TRANSFER_COPY.chooseFile}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={IMPORT_ACCEPT}
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full max-w-full text-sm text-slate-600 file:mr-3 file:rounded-full file:border-0 file:bg-violet-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-violet-800 hover:file:bg-violet-200"
        />
      </div>

      {state.kind === "reading" &&
        (state.sent !== null && state.sent < state.file.size ? (
          <UploadBar sent={state.sent} total={state.file.size} />
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" /> {TRANSFER_COPY.reading}
          </p>
        ))}

      {state.kind === "preview" && (
        <section aria-labelledby={`${inputId}-preview`} className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <h4 id={`${inputId}-preview`} className="font-medium text-slate-800">
            {TRANSFER_COPY.previewTitle}
          </h4>
          <SummaryDetails summary={state.summary} />
          <div className="flex flex-wrap gap-2">
            {state.summary.imported > 0 && (
              <Button size="sm" onClick={() => void confirm(state.file, state.summary)}>
                {importButtonText(state.summary.imported)}
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={reset}>
              {TRANSFER_COPY.chooseAnother}
            </Button>
          </div>
        </section>
      )}

      {state.kind === "importing" && state.sent !== null && state.sent < state.file.size && (
        <UploadBar sent={state.sent} total={state.file.size} />
      )}

      {state.kind === "importing" && (state.sent === null || state.sent >= state.file.size) && (
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-label={TRANSFER_COPY.importing}
            aria-valuemin={0}
            aria-valuemax={state.total}
            aria-valuenow={state.processed}
            aria-valuetext={importProgressText(state.processed, state.total)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-violet-500 transition-[width]"
              style={{ width: `${state.total > 0 ? (100 * state.processed) / state.total : 0}%` }}
            />
          </div>
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-3.5" /> {importProgressText(state.processed, state.total)}
          </p>
        </div>
      )}

      {state.kind === "done" && (
        <section role="status" aria-labelledby={`${inputId}-done`} className="grid gap-2 rounded-2xl bg-white p-4 ring-1 ring-emerald-100">
          <h4 id={`${inputId}-done`} className="font-medium text-emerald-800">
            {TRANSFER_COPY.done}
          </h4>
          <SummaryDetails summary={state.summary} />
        </section>
      )}

      {state.kind === "failed" && (
        <p role="alert" className="rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-100">
          {state.message}
        </p>
      )}
    </div>
  );
}

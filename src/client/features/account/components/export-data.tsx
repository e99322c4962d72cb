// The account menu's "Export your journal": a choice of format and a Download link. The export is
// a same-origin GET (the session cookie goes with it; the origin guard only checks writes), so a
// plain link with `download` saves the file the server names, with no script holding it in memory.
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { EXPORT_FORMATS } from "../../../../domain/contract/transfer";
import type { ExportFormat } from "../../../../domain/contract/transfer";
import { TRANSFER_COPY } from "../../../../domain/ui-copy";
import { getErrorMessage } from "../../../lib/api-client";
import { buttonClasses } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { exportUrl } from "../api/transfer";

/** `inBrowser`: a private journal's export, made in the browser from its opened entries (decision 021). */
export function ExportData({ inBrowser }: { inBrowser?: (format: ExportFormat) => Promise<void> }) {
  const [format, setFormat] = useState<ExportFormat>("json");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const name = useId();
  return (
    <div className="grid w-full gap-3">
      <fieldset className="grid gap-1">
        <legend className="sr-only">{TRANSFER_COPY.formatLegend}</legend>
        {EXPORT_FORMATS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-2.5 rounded-xl px-2 py-1.5 text-sm hover:bg-white has-[:checked]:bg-white has-[:checked]:ring-1 has-[:checked]:ring-violet-200"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={format === option}
              onChange={() => setFormat(option)}
              className="mt-1 accent-violet-600"
            />
            <span>
              <span className="font-medium text-slate-800">{TRANSFER_COPY.formats[option].label}</span>
              <span className="text-slate-600"> — {TRANSFER_COPY.formats[option].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        {inBrowser ? (
          <button
            type="button"
            disabled={busy}
            className={buttonClasses("secondary", "sm")}
            onClick={() => {
              setBusy(true);
              setFailed(null);
              inBrowser(format)
                .catch((error: unknown) => setFailed(getErrorMessage(error)))
                .finally(() => setBusy(false));
            }}
          >
            {busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden="true" />} {TRANSFER_COPY.download}
          </button>
        ) : (
          <a href={exportUrl(format)} download className={buttonClasses("secondary", "sm")}>
            <Download className="size-4" aria-hidden="true" /> {TRANSFER_COPY.download}
          </a>
        )}
        {failed && (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {failed}
          </p>
        )}
      </div>
    </div>
  );
}

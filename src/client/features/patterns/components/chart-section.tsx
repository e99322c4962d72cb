// A chart's frame in 'Your patterns': a heading, its controls, the chart (an SVG read as one image
// through its aria-label), and the same figures as a table. The table is always in the page for
// screen readers; "Show table" makes it visible too.
import { useId, useState } from "react";
import type { ReactNode } from "react";

interface Props {
  title: string;
  /** Words shown under the heading (the month's trend, say). */
  lead?: ReactNode;
  controls?: ReactNode;
  children: ReactNode;
  /** The data table (a <table> with a caption). */
  table: ReactNode;
  /** Under the chart: a legend. */
  footer?: ReactNode;
}

export function ChartSection({ title, lead, controls, children, table, footer }: Props) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white/80 p-4 shadow-sm ring-1 ring-violet-100">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h3 id={headingId} className="font-display text-lg text-slate-800">
          {title}
        </h3>
        {controls}
      </div>
      {lead && <p className="mt-1 text-sm leading-relaxed text-slate-600">{lead}</p>}
      <div className="mt-3">{children}</div>
      {footer}
      <button
        type="button"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
        className="mt-2 rounded-full px-2 py-1 text-xs font-medium text-violet-700 hover:bg-violet-50 hover:text-violet-900"
      >
        {showTable ? "Hide table" : "Show table"}
      </button>
      <div id={tableId} className={showTable ? "mt-2 overflow-x-auto" : "sr-only"}>
        {table}
      </div>
    </section>
  );
}

/** Table classes shared by every chart's table. */
export const TABLE = {
  table: "w-full border-collapse text-left text-sm text-slate-700",
  caption: "mb-1 text-left text-xs text-slate-500",
  th: "border-b border-violet-100 px-2 py-1 text-xs font-medium text-slate-500",
  td: "border-b border-slate-50 px-2 py-1 tabular-nums",
} as const;

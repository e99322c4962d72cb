// The mix of emotions per week or month: one bar per period split by emotion family in the
// emotion colours of domain/analysis/colours.ts (white gaps between parts), a legend, and a table of the shares.
import { useMemo, useState } from "react";
import type { PatternsData } from "../../../../domain/patterns/aggregate";
import { describeShares, emotionMix } from "../../../../domain/patterns/emotion-mix";
import type { FamilyShare, MixPeriod } from "../../../../domain/patterns/emotion-mix";
import { rangeMix } from "../../../../domain/patterns/range";
import type { DayRange } from "../../../../domain/patterns/range";
import type { EmotionFamily } from "../../../../domain/analysis/emotion-family";
import { familyDot, familyFill } from "../lib/chart-colours";
import { CHART_TEXT, useChartWidth } from "../lib/use-chart-width";
import { ChartSection, TABLE } from "./chart-section";
import { ChoiceGroup } from "./choice-group";

const PERIODS = [
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

const LABEL_W = 54;
const ROW_H = 18;
const GAP = 6;

/** Each share's place along a bar of barW. */
function segments(shares: readonly FamilyShare[], barW: number): { family: EmotionFamily; x: number; width: number }[] {
  const parts = [];
  let x = LABEL_W;
  for (const share of shares) {
    const width = share.share * barW;
    parts.push({ family: share.family, x, width });
    x += width;
  }
  return parts;
}

/** `range`: a week, month or year of the history (decision 049): a row per week of it, or per month of a year. */
export function EmotionMixChart({ data, range }: { data: PatternsData; range?: DayRange }) {
  const [chosen, setPeriod] = useState<MixPeriod>("week");
  const mix = useMemo(() => (range ? rangeMix(data, range) : emotionMix(data, chosen)), [data, chosen, range]);
  const period = mix.period;
  const height = mix.rows.length * (ROW_H + GAP) - GAP;
  const { ref, width } = useChartWidth();
  const barW = Math.max(20, width - LABEL_W - 2);

  return (
    <ChartSection
      title="Mix of emotions"
      controls={range ? undefined : <ChoiceGroup label="Mix of emotions by" options={PERIODS} value={chosen} onChange={setPeriod} />}
      footer={
        mix.families.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600" aria-label="Colours">
            {mix.families.map((family) => (
              <li key={family} className="inline-flex items-center gap-1.5 capitalize">
                <span aria-hidden="true" className={`size-2.5 rounded-full ${familyDot(family)}`} />
                {family}
              </li>
            ))}
          </ul>
        )
      }
      table={
        <table className={TABLE.table}>
          <caption className={TABLE.caption}>Share of each emotion by {period}</caption>
          <thead>
            <tr>
              <th scope="col" className={TABLE.th}>
                {period === "week" ? "Week" : "Month"}
              </th>
              <th scope="col" className={TABLE.th}>
                Emotions
              </th>
              <th scope="col" className={TABLE.th}>
                Reflections
              </th>
            </tr>
          </thead>
          <tbody>
            {mix.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={`${TABLE.td} font-normal`}>
                  {row.label}
                </th>
                <td className={TABLE.td}>{row.total === 0 ? "No reflections" : describeShares(row.shares)}</td>
                <td className={TABLE.td}>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <div ref={ref}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={mix.summary}
          className="block"
          data-chart="emotion-mix"
        >
          {mix.rows.map((row, r) => {
            const top = r * (ROW_H + GAP);
            return (
              <g key={row.key}>
                <text x={LABEL_W - 6} y={top + ROW_H / 2 + 4} textAnchor="end" fontSize={CHART_TEXT.small} className="fill-slate-600">
                  {row.shortLabel}
                </text>
                {row.total === 0 ? (
                  <rect x={LABEL_W} y={top} width={barW} height={ROW_H} rx={4} className="fill-slate-100" />
                ) : (
                  segments(row.shares, barW).map((part) => (
                    <rect
                      key={part.family}
                      x={part.x}
                      y={top}
                      width={part.width}
                      height={ROW_H}
                      className={`${familyFill(part.family)} stroke-white`}
                      strokeWidth={1}
                    />
                  ))
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </ChartSection>
  );
}

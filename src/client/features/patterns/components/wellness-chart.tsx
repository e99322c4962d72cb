// Wellness over time: bars of the average score per day, week or month (1–10 scale), with the
// month's trend in words above and a table of every period below.
import { useMemo, useState } from "react";
import type { PatternsData } from "../../../../domain/patterns/aggregate";
import { oneDecimal } from "../../../../domain/patterns/aggregate";
import { monthTrend } from "../../../../domain/patterns/trend";
import { wellnessSeries } from "../../../../domain/patterns/wellness-series";
import type { Granularity } from "../../../../domain/patterns/wellness-series";
import { ChartSection, TABLE } from "./chart-section";
import { ChoiceGroup } from "./choice-group";

const GRANULARITIES = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

const WIDTH = 320;
const HEIGHT = 170;
const LEFT = 20;
const RIGHT = 4;
const TOP = 14;
const BOTTOM = 20;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;
const GRID = [2, 4, 6, 8, 10];
const y = (value: number) => TOP + PLOT_H - (value / 10) * PLOT_H;

export function WellnessChart({ data }: { data: PatternsData }) {
  const [granularity, setGranularity] = useState<Granularity>("week");
  const series = useMemo(() => wellnessSeries(data, granularity), [data, granularity]);
  const trend = useMemo(() => monthTrend(data), [data]);
  const points = series.points;
  const slot = PLOT_W / points.length;
  const barWidth = Math.max(2, slot * 0.62);
  const labelEvery = Math.ceil(points.length / 6);
  const showValues = points.length <= 12;

  return (
    <ChartSection
      title="Wellness over time"
      lead={trend?.sentence}
      controls={<ChoiceGroup label="Wellness by" options={GRANULARITIES} value={granularity} onChange={setGranularity} />}
      table={
        <table className={TABLE.table}>
          <caption className={TABLE.caption}>Average wellness by {granularity} (1 to 10)</caption>
          <thead>
            <tr>
              <th scope="col" className={TABLE.th}>
                {granularity === "day" ? "Day" : granularity === "week" ? "Week" : "Month"}
              </th>
              <th scope="col" className={TABLE.th}>
                Average wellness
              </th>
              <th scope="col" className={TABLE.th}>
                Reflections
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row" className={`${TABLE.td} font-normal`}>
                  {point.label}
                </th>
                <td className={TABLE.td}>{point.average === null ? "No reflections" : oneDecimal(point.average)}</td>
                <td className={TABLE.td}>{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={series.summary} className="block h-auto w-full" data-chart="wellness">
        {GRID.map((value) => (
          <g key={value}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(value)} y2={y(value)} className="stroke-slate-100" strokeWidth={1} />
            <text x={LEFT - 4} y={y(value) + 3} textAnchor="end" className="fill-slate-400 text-[9px]">
              {value}
            </text>
          </g>
        ))}
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(0)} y2={y(0)} className="stroke-slate-200" strokeWidth={1} />
        {points.map((point, i) => {
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          const showLabel = (points.length - 1 - i) % labelEvery === 0;
          return (
            <g key={point.key}>
              {point.average === null ? (
                // A quiet period is a small neutral mark, not a gap that looks like a failing.
                <rect x={x} y={y(0) - 2} width={barWidth} height={2} rx={1} className="fill-slate-200" />
              ) : (
                <>
                  <rect x={x} y={y(point.average)} width={barWidth} height={y(0) - y(point.average)} rx={2} className="fill-violet-400" />
                  {showValues && (
                    <text x={x + barWidth / 2} y={y(point.average) - 3} textAnchor="middle" className="fill-slate-600 text-[8px]">
                      {oneDecimal(point.average)}
                    </text>
                  )}
                </>
              )}
              {showLabel && (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-slate-500 text-[9px]">
                  {point.shortLabel}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </ChartSection>
  );
}

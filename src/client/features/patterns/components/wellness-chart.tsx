// Wellness over time: bars of the average score per day, week or month (1–10 scale), with the
// month's trend in words above and a table of every period below. For a chosen range of the
// history (a week, a month, a year: decision 049) the bars are its days, or a year's months.
import { useMemo, useState } from "react";
import type { PatternsData } from "../../../../domain/patterns/aggregate";
import { oneDecimal } from "../../../../domain/patterns/aggregate";
import { monthTrend } from "../../../../domain/patterns/trend";
import { rangeWellness } from "../../../../domain/patterns/range";
import type { DayRange } from "../../../../domain/patterns/range";
import { wellnessSeries } from "../../../../domain/patterns/wellness-series";
import type { Granularity } from "../../../../domain/patterns/wellness-series";
import { CHART_TEXT, useChartWidth } from "../lib/use-chart-width";
import { ChartSection, TABLE } from "./chart-section";
import { ChoiceGroup } from "./choice-group";

const GRANULARITIES = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
] as const;

const HEIGHT = 190;
const LEFT = 24;
const RIGHT = 4;
const TOP = 18;
const BOTTOM = 24;
const PLOT_H = HEIGHT - TOP - BOTTOM;
const GRID = [2, 4, 6, 8, 10];
const y = (value: number) => TOP + PLOT_H - (value / 10) * PLOT_H;
/** Room for one period's label ("17 Nov") under the bars, and for a value ("6.5") over one. */
const LABEL_ROOM = 48;
const VALUE_ROOM = 24;

/** A period's label centred under its bar, moved in from the edges so that none is cut off. */
function labelX(centre: number, label: string, width: number): number {
  const half = (label.length * CHART_TEXT.small * 0.58) / 2;
  return Math.min(Math.max(centre, half), width - half);
}

export function WellnessChart({ data, range }: { data: PatternsData; range?: DayRange }) {
  const [chosen, setGranularity] = useState<Granularity>("week");
  const series = useMemo(() => (range ? rangeWellness(data, range) : wellnessSeries(data, chosen)), [data, chosen, range]);
  const granularity = range ? (range.unit === "year" ? "month" : "day") : chosen;
  const trend = useMemo(() => (range ? null : monthTrend(data)), [data, range]);
  const { ref, width } = useChartWidth();
  const plotW = width - LEFT - RIGHT;
  const points = series.points;
  const slot = plotW / points.length;
  const barWidth = Math.max(2, slot * 0.62);
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotW / LABEL_ROOM))));
  const showValues = points.length <= 12 && slot >= VALUE_ROOM;

  return (
    <ChartSection
      title="Wellness over time"
      lead={trend?.sentence}
      controls={range ? undefined : <ChoiceGroup label="Wellness by" options={GRANULARITIES} value={chosen} onChange={setGranularity} />}
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
      <div ref={ref}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={series.summary}
          className="block"
          data-chart="wellness"
        >
          {GRID.map((value) => (
            <g key={value}>
              <line x1={LEFT} x2={width - RIGHT} y1={y(value)} y2={y(value)} className="stroke-slate-100" strokeWidth={1} />
              <text x={LEFT - 5} y={y(value) + 4} textAnchor="end" fontSize={CHART_TEXT.small} className="fill-slate-500">
                {value}
              </text>
            </g>
          ))}
          <line x1={LEFT} x2={width - RIGHT} y1={y(0)} y2={y(0)} className="stroke-slate-200" strokeWidth={1} />
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
                      <text
                        x={x + barWidth / 2}
                        y={y(point.average) - 4}
                        textAnchor="middle"
                        fontSize={CHART_TEXT.small}
                        className="fill-slate-600"
                      >
                        {oneDecimal(point.average)}
                      </text>
                    )}
                  </>
                )}
                {showLabel && (
                  <text
                    x={labelX(x + barWidth / 2, point.shortLabel, width)}
                    y={HEIGHT - 7}
                    textAnchor="middle"
                    fontSize={CHART_TEXT.small}
                    className="fill-slate-500"
                  >
                    {point.shortLabel}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </ChartSection>
  );
}

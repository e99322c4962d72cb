// A year in pixels: a row per month, a column per day of the month, each day coloured by its
// average wellness on the calm scale; days without reflections stay neutral. A year picker, a
// legend, and a table per month (days with reflections, average wellness).
import { useId, useMemo, useState } from "react";
import type { PatternsData } from "../../../../domain/patterns/aggregate";
import { oneDecimal } from "../../../../domain/patterns/aggregate";
import { narrowMonthName } from "../../../../domain/patterns/labels";
import { monthIndex } from "../../../../domain/lib/zoned-days";
import { STEP_RANGES, yearPixels } from "../../../../domain/patterns/year-pixels";
import type { WellnessStep } from "../../../../domain/patterns/year-pixels";
import { EMPTY_FILL, EMPTY_SWATCH, STEP_FILL, STEP_SWATCH } from "../lib/chart-colours";
import { CHART_TEXT, useChartWidth } from "../lib/use-chart-width";
import { ChartSection, TABLE } from "./chart-section";

const LEFT = 18;
const TOP = 16;
/** Rows at least this far apart, so each month's letter (CHART_TEXT.small) has its own line. */
const MIN_ROW_PITCH = 13;
const DAY_TICKS = [1, 5, 10, 15, 20, 25, 31];
const STEPS: WellnessStep[] = [0, 1, 2, 3, 4];

/** `year`: the year shown first (a range chosen in the history, decision 049); the newest otherwise. */
export function YearPixelsChart({ data, year: shownFirst }: { data: PatternsData; year?: number }) {
  const [year, setYear] = useState(shownFirst !== undefined && data.years.includes(shownFirst) ? shownFirst : data.years[0]!);
  const pixels = useMemo(() => yearPixels(data, year), [data, year]);
  const pickerId = useId();
  const { ref, width } = useChartWidth();
  // A column per day across the width, square cells; rows a little apart on a narrow screen.
  const pitch = (width - LEFT) / 31;
  const cell = pitch * 0.86;
  const rowPitch = Math.max(pitch, MIN_ROW_PITCH);
  const height = Math.ceil(TOP + 12 * rowPitch);

  return (
    <ChartSection
      title="Your year in pixels"
      controls={
        <div className="flex items-center gap-2">
          <label htmlFor={pickerId} className="text-xs font-medium text-slate-600">
            Year
          </label>
          <select
            id={pickerId}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            className="rounded-lg border border-violet-100 bg-white px-2 py-1 text-sm text-slate-800 focus:border-violet-300"
          >
            {data.years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      }
      footer={
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-sm ${EMPTY_SWATCH}`} />
            No reflection
          </span>
          <span className="inline-flex items-center gap-1">
            <span>Wellness: lower</span>
            {STEPS.map((step) => (
              <span key={step} aria-hidden="true" title={STEP_RANGES[step]} className={`size-2.5 rounded-sm ${STEP_SWATCH[step]}`} />
            ))}
            <span>higher</span>
          </span>
        </div>
      }
      table={
        <table className={TABLE.table}>
          <caption className={TABLE.caption}>Wellness by month in {year}</caption>
          <thead>
            <tr>
              <th scope="col" className={TABLE.th}>
                Month
              </th>
              <th scope="col" className={TABLE.th}>
                Days with reflections
              </th>
              <th scope="col" className={TABLE.th}>
                Average wellness
              </th>
            </tr>
          </thead>
          <tbody>
            {pixels.months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className={`${TABLE.td} font-normal`}>
                  {month.label}
                </th>
                <td className={TABLE.td}>{month.daysWithReflections}</td>
                <td className={TABLE.td}>{month.average === null ? "No reflections" : oneDecimal(month.average)}</td>
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
          aria-label={pixels.summary}
          className="block"
          data-chart="year-pixels"
        >
          {DAY_TICKS.map((day) => (
            <text
              key={day}
              // the last one ends at the right edge rather than past it
              x={day === 31 ? width : LEFT + (day - 1) * pitch + cell / 2}
              y={TOP - 5}
              textAnchor={day === 31 ? "end" : "middle"}
              fontSize={CHART_TEXT.small}
              className="fill-slate-500"
            >
              {day}
            </text>
          ))}
          {pixels.months.map((month) => (
            <g key={month.month}>
              <text
                x={LEFT - 6}
                y={TOP + month.month * rowPitch + cell / 2 + 4}
                textAnchor="end"
                fontSize={CHART_TEXT.small}
                className="fill-slate-600"
              >
                {narrowMonthName(monthIndex(year, month.month))}
              </text>
              {month.days.map((day) => (
                <rect
                  key={day.day}
                  x={LEFT + (day.day - 1) * pitch}
                  y={TOP + month.month * rowPitch}
                  width={cell}
                  height={cell}
                  rx={Math.min(3, cell / 4)}
                  className={day.step === null ? EMPTY_FILL : STEP_FILL[day.step]}
                  opacity={day.future ? 0.45 : 1}
                />
              ))}
            </g>
          ))}
        </svg>
      </div>
    </ChartSection>
  );
}

// Horizontal bars with a name and a count (top themes, times of day), and their table.
import { CHART_TEXT, useChartWidth } from "../lib/use-chart-width";
import { ChartSection, TABLE } from "./chart-section";

interface Bar {
  key: string;
  name: string;
  /** A second line of the name (the hours of a time of day). */
  detail?: string;
  count: number;
}

interface Props {
  title: string;
  chart: string;
  summary: string;
  caption: string;
  nameHeading: string;
  bars: readonly Bar[];
  fill: string;
  /** Shown instead of the chart when there is nothing to count. */
  empty?: string;
}

const COUNT_W = 32;
const ROW_H = 18;
const GAP = 8;
/** A character of a label, on average, at CHART_TEXT.label. */
const CHAR_W = 6.6;

const clip = (name: string, max: number) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

export function BarListChart({ title, chart, summary, caption, nameHeading, bars, fill, empty }: Props) {
  const { ref, width } = useChartWidth();
  const labelW = Math.round(Math.min(170, Math.max(100, width * 0.38)));
  const maxName = Math.floor((labelW - 6) / CHAR_W);
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  const barSpace = Math.max(20, width - labelW - COUNT_W);
  const height = Math.max(1, bars.length * (ROW_H + GAP) - GAP);
  return (
    <ChartSection
      title={title}
      table={
        <table className={TABLE.table}>
          <caption className={TABLE.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={TABLE.th}>
                {nameHeading}
              </th>
              <th scope="col" className={TABLE.th}>
                Reflections
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row" className={`${TABLE.td} font-normal capitalize`}>
                  {bar.name}
                  {bar.detail && <span className="text-slate-500"> ({bar.detail})</span>}
                </th>
                <td className={TABLE.td}>{bar.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {empty ? (
        <p role="img" aria-label={summary} className="text-sm text-slate-500" data-chart={chart}>
          {empty}
        </p>
      ) : (
        <div ref={ref}>
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            role="img"
            aria-label={summary}
            className="block"
            data-chart={chart}
          >
            {bars.map((bar, i) => {
              const top = i * (ROW_H + GAP);
              return (
                <g key={bar.key}>
                  <text x={0} y={top + ROW_H / 2 + 4} fontSize={CHART_TEXT.label} className="fill-slate-700 capitalize">
                    {clip(bar.name, bar.detail ? maxName - bar.detail.length - 1 : maxName)}
                    {bar.detail && (
                      <tspan fontSize={CHART_TEXT.small} className="fill-slate-500">
                        {" "}
                        {bar.detail}
                      </tspan>
                    )}
                  </text>
                  <rect x={labelW} y={top} width={barSpace} height={ROW_H} rx={4} className="fill-slate-50" />
                  {bar.count > 0 && (
                    <rect x={labelW} y={top} width={Math.max(3, (bar.count / most) * barSpace)} height={ROW_H} rx={4} className={fill} />
                  )}
                  <text x={width} y={top + ROW_H / 2 + 4} textAnchor="end" fontSize={CHART_TEXT.label} className="fill-slate-600">
                    {bar.count}
                  </text>
                </g>
              );
            })}
          </svg>
        </div>
      )}
    </ChartSection>
  );
}

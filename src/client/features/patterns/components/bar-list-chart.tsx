// Horizontal bars with a name and a count (top themes, times of day), and their table.
import { ChartSection, TABLE } from "./chart-section";

export interface Bar {
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

const WIDTH = 320;
const LABEL_W = 104;
const COUNT_W = 30;
const ROW_H = 14;
const GAP = 8;
const MAX_NAME = 17;

const clip = (name: string) => (name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name);

export function BarListChart({ title, chart, summary, caption, nameHeading, bars, fill, empty }: Props) {
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  const barSpace = WIDTH - LABEL_W - COUNT_W;
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
        <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary} className="block h-auto w-full" data-chart={chart}>
          {bars.map((bar, i) => {
            const top = i * (ROW_H + GAP);
            return (
              <g key={bar.key}>
                <text x={0} y={top + ROW_H / 2 + 3.5} className="fill-slate-700 text-[10px] capitalize">
                  {clip(bar.name)}
                  {bar.detail && <tspan className="fill-slate-400 text-[8px]"> {bar.detail}</tspan>}
                </text>
                <rect x={LABEL_W} y={top} width={barSpace} height={ROW_H} rx={4} className="fill-slate-50" />
                {bar.count > 0 && (
                  <rect x={LABEL_W} y={top} width={Math.max(3, (bar.count / most) * barSpace)} height={ROW_H} rx={4} className={fill} />
                )}
                <text x={WIDTH} y={top + ROW_H / 2 + 3.5} textAnchor="end" className="fill-slate-600 text-[10px]">
                  {bar.count}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </ChartSection>
  );
}

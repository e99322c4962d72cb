// Names of days, weeks and months for the charts and their tables, in the person's locale.
// Day numbers are formatted as UTC dates, so the label never shifts with the runtime's zone.
import { dayDate, monthYear } from "../lib/zoned-days";

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" })));
  return found;
}

const monthDate = (index: number) => {
  const { year, month } = monthYear(index);
  return new Date(Date.UTC(year, month, 1));
};

/** "Mon 3 Mar" (en-GB). */
export const dayLabel = (day: number, locale?: string) =>
  format(locale, { weekday: "short", day: "numeric", month: "short" }).format(dayDate(day));

/** "3 Mar" (en-GB). */
export const shortDayLabel = (day: number, locale?: string) => format(locale, { day: "numeric", month: "short" }).format(dayDate(day));

/** "3 March 2025" (en-GB). */
export const fullDayLabel = (day: number, locale?: string) =>
  format(locale, { day: "numeric", month: "long", year: "numeric" }).format(dayDate(day));

/** "Week of 3 Mar". */
export const weekLabel = (monday: number, locale?: string) => `Week of ${shortDayLabel(monday, locale)}`;

/** "March 2025". */
export const monthLabel = (index: number, locale?: string) => format(locale, { month: "long", year: "numeric" }).format(monthDate(index));

/** "March". */
export const monthName = (index: number, locale?: string) => format(locale, { month: "long" }).format(monthDate(index));

/** "Mar". */
export const shortMonthName = (index: number, locale?: string) => format(locale, { month: "short" }).format(monthDate(index));

/** "M" (the axis of the year grid). */
export const narrowMonthName = (index: number, locale?: string) => format(locale, { month: "narrow" }).format(monthDate(index));

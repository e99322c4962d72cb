// Times for export files: the wall-clock parts of an instant in UTC or in an IANA time zone, and
// that instant as ISO 8601 with the zone's offset. The zone arithmetic is src/domain/lib/zoned-days.ts's. Pure.
import { zoneOffsetMs, zonedParts } from "../lib/zoned-days";

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const two = (value: number) => String(value).padStart(2, "0");

/** The instant's date and time as a clock in `zone` shows them (UTC when left out). */
export function wallClock(iso: string, zone?: string): WallClock {
  const date = new Date(iso);
  if (!zone || zone === "UTC") {
    const text = date.toISOString();
    return {
      year: text.slice(0, 4),
      month: text.slice(5, 7),
      day: text.slice(8, 10),
      hour: text.slice(11, 13),
      minute: text.slice(14, 16),
      second: text.slice(17, 19),
    };
  }
  const parts = zonedParts(date.getTime(), zone);
  return {
    year: String(parts.year).padStart(4, "0"),
    month: two(parts.month),
    day: two(parts.day),
    hour: two(parts.hour),
    minute: two(parts.minute),
    second: two(parts.second),
  };
}

/** The instant in ISO 8601 with the zone's offset ("2025-03-04T10:30:00+01:00"); in UTC the usual "…Z" with milliseconds. */
export function isoInZone(iso: string, zone?: string): string {
  const date = new Date(iso);
  if (!zone || zone === "UTC") return date.toISOString();
  const clock = wallClock(iso, zone);
  const offsetMinutes = Math.round(zoneOffsetMs(date.getTime(), zone) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}:${clock.second}${offset}`;
}

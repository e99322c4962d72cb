// Times for export files: the wall-clock parts of an instant in UTC or in an IANA time zone
// (Intl, no library), and that instant as ISO 8601 with the zone's offset. Pure.

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** True for a zone Intl knows ("Europe/Paris", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

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
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: String(parts.year).padStart(4, "0"),
    month: String(parts.month),
    day: String(parts.day),
    hour: String(parts.hour),
    minute: String(parts.minute),
    second: String(parts.second),
  };
}

/** The instant in ISO 8601 with the zone's offset ("2025-03-04T10:30:00+01:00"); in UTC the usual "…Z" with milliseconds. */
export function isoInZone(iso: string, zone?: string): string {
  const date = new Date(iso);
  if (!zone || zone === "UTC") return date.toISOString();
  const clock = wallClock(iso, zone);
  const asUtc = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  const offsetMinutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}:${clock.second}${offset}`;
}

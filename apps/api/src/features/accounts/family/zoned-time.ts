/**
 * Wall-clock time in an IANA time zone, from the runtime's own zone data
 * (Intl): the work-hour rules read days and hours where the teen lives.
 */

/** A local calendar day as a number: days since 1970-01-01. */
export type DayNumber = number;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on the wall in `zone` reads at `at`. */
export function localTime(at: Date, zone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const DAY_MS = 86_400_000;

export const dayNumberOf = (local: Pick<LocalTime, 'year' | 'month' | 'day'>): DayNumber =>
  Math.floor(Date.UTC(local.year, local.month - 1, local.day) / DAY_MS);

/** The local day in `zone` at `at`. */
export const localDay = (at: Date, zone: string): DayNumber => dayNumberOf(localTime(at, zone));

/** 'YYYY-MM-DD' of a day number. */
export const dayText = (day: DayNumber): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The day number of 'YYYY-MM-DD', or null when it is not a date. */
export function dayOfText(text: string): DayNumber | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text ? null : at / DAY_MS;
}

/** Monday is 0 ... Sunday is 6 (1970-01-01 was a Thursday). */
export const weekdayOf = (day: DayNumber): number => (((day + 3) % 7) + 7) % 7;

/** The Monday-to-Sunday week a day is in, as the day number of its Monday. */
export const weekOf = (day: DayNumber): DayNumber => day - weekdayOf(day);

/** The instant a wall clock in `zone` reads `hour`:00 on `day` (the later one when the hour repeats). */
export function zonedInstant(day: DayNumber, hour: number, zone: string): Date {
  const wanted = day * DAY_MS + hour * 3_600_000;
  let guess = wanted;
  // Two corrections settle the zone's offset, also across a daylight-saving change.
  for (let round = 0; round < 2; round++) {
    const seen = localTime(new Date(guess), zone);
    const seenMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += wanted - seenMs;
  }
  return new Date(guess);
}

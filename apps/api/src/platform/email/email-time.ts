/**
 * The one way an email says when something is due: in the reader's own time
 * zone when we know it ('7:00 pm on Friday, 4 December (your time)'), else in
 * UTC, said so ('12:00 am on Saturday, 5 December (UTC)'). A date alone, as
 * UTC, moved a New York teen's 7 pm deadline to the next day.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, or null for a name the runtime's zone data does not know. */
function formatterOf(zone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(zone);
  if (known) return known;
  try {
    const formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(zone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/**
 * `at` as its reader reads it: the wall-clock time and day in `zone` (an IANA
 * name, from the reader's profile), labelled '(your time)'; without a zone, or
 * with one the runtime does not know, in UTC labelled '(UTC)'.
 */
export function emailTime(at: Date, zone: string | null | undefined): string {
  const own = zone ? formatterOf(zone) : null;
  const formatter = own ?? formatterOf('UTC');
  const parts: Record<string, string> = {};
  for (const part of formatter?.formatToParts(at) ?? []) parts[part.type] = part.value;
  // en-GB writes '7:00 pm' (or 'PM' in older zone data): one spelling whatever the runtime.
  const period = (parts.dayPeriod ?? '').toLowerCase().replace(/\./g, '');
  const hour = parts.hour === '0' ? '12' : parts.hour;
  const when = `${hour}:${parts.minute} ${period} on ${parts.weekday}, ${parts.day} ${parts.month}`;
  return `${when} ${own ? '(your time)' : '(UTC)'}`;
}

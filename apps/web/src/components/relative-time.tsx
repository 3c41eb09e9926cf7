import { formatNumericDateTime, formatRelativeUnit, type RelativeUnit } from '@teenfreelance/contracts/en-us';
import { useEffect, useState } from 'react';

const UNITS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '2 minutes ago', 'yesterday', 'just now' for the last minute. */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelativeUnit(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The current time, updated every minute, so relative times stay true on an open page. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The server's render time was used to hydrate; read this browser's clock now.
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A `<time>` reading '5 minutes ago', with the exact date and time as its title.
 * The server's text may differ from the browser's (a minute passed, another
 * time zone): React keeps the server's text through the hydration, as it allows
 * for timestamps, and `useNow` replaces it once the page is mounted.
 */
export function RelativeTime({ iso, now, className }: { iso: string; now: number; className?: string }) {
  return (
    <time dateTime={iso} title={formatNumericDateTime(new Date(iso))} className={className} suppressHydrationWarning>
      {formatRelative(iso, now)}
    </time>
  );
}

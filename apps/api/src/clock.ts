/**
 * The time services act at. Services take it as a dependency instead of
 * reading the system clock, so a test can say when "now" is (testing/clock.ts)
 * and one request sees one time throughout.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * One calendar month after `date`, in UTC, as Pro renewals count it: the 31st
 * becomes the next month's last day.
 */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

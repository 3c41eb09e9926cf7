import { formatUtcMonthYear, formatUtcShortMonth } from '@teenfreelance/contracts/en-us';

function monthDate(month: string): Date {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}

/** 'YYYY-MM' as 'Mar'. */
export const formatShortMonth = (month: string): string => formatUtcShortMonth(monthDate(month));
/** 'YYYY-MM' as 'March 2026'. */
export const formatLongMonth = (month: string): string => formatUtcMonthYear(monthDate(month));

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** A response time: '45 minutes', '3 hours', '2 days'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return plural(Math.max(1, minutes), 'minute');
  if (minutes < 48 * 60) return plural(Math.round(minutes / 60), 'hour');
  return plural(Math.round(minutes / (24 * 60)), 'day');
}

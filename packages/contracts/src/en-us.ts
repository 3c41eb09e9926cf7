/**
 * Numbers, dates and times as American English writes them, without `Intl`
 * (decision 0106). The first `Intl` formatter a page makes (a `NumberFormat`,
 * a `DateTimeFormat`, even `(5000).toLocaleString('en-US')`) loads the
 * browser's locale data: 15-30 ms of the main thread on these machines, four
 * times that on Lighthouse's phone, in the longest task of a page's load. The
 * texts are the ones `Intl` writes for 'en-US' (en-us.test.ts compares them).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const monthOf = (index: number): string => MONTHS[index] ?? '';
const shortMonthOf = (index: number): string => monthOf(index).slice(0, 3);
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** A whole number with its thousands grouped: '5,000', '-12,345'. Fractions are rounded. */
export function formatCount(value: number): string {
  const whole = String(Math.round(Math.abs(value)));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return value <= -0.5 ? `-${grouped}` : grouped;
}

/** 'November 23, 2026', in the reader's time zone. */
export const formatLongDate = (date: Date): string =>
  `${monthOf(date.getMonth())} ${date.getDate()}, ${date.getFullYear()}`;

/** 'November 2026' of a date in UTC, so the server's rendering and the browser's agree in any time zone. */
export const formatUtcMonthYear = (date: Date): string => `${monthOf(date.getUTCMonth())} ${date.getUTCFullYear()}`;

/** 'Nov' of a date in UTC. */
export const formatUtcShortMonth = (date: Date): string => shortMonthOf(date.getUTCMonth());

/** '9:41 AM', '12:05 PM' (with seconds: '9:41:07 AM'), in the reader's time zone. */
function formatTime(date: Date, withSeconds: boolean): string {
  const hours = date.getHours();
  const seconds = withSeconds ? `:${twoDigits(date.getSeconds())}` : '';
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())}${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Nov 23, 2026, 9:41 AM', in the reader's time zone. */
export const formatMediumDateTime = (date: Date): string =>
  `${shortMonthOf(date.getMonth())} ${date.getDate()}, ${date.getFullYear()}, ${formatTime(date, false)}`;

/** '11/23/2026, 9:41:07 AM', in the reader's time zone: what `date.toLocaleString('en-US')` writes. */
export const formatNumericDateTime = (date: Date): string =>
  `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}, ${formatTime(date, true)}`;

/** The units a relative time is said in, largest first as a reader counts them. */
export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** What `numeric: 'auto'` says for one unit before or after now, where it has a word for it. */
const ADJACENT: Partial<Record<RelativeUnit, [before: string, after: string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/**
 * '3 days ago', 'in 2 hours', 'yesterday', 'next week', 'today': a whole amount of a unit before (negative)
 * or after now, as `Intl.RelativeTimeFormat('en', { numeric: 'auto' })` says it.
 */
export function formatRelativeUnit(amount: number, unit: RelativeUnit): string {
  const count = Math.abs(amount);
  if (count === 0) return unit === 'day' ? 'today' : `this ${unit}`;
  const isPast = amount < 0;
  const word = count === 1 ? ADJACENT[unit]?.[isPast ? 0 : 1] : undefined;
  if (word) return word;
  const amountText = `${formatCount(count)} ${unit}${count === 1 ? '' : 's'}`;
  return isPast ? `${amountText} ago` : `in ${amountText}`;
}

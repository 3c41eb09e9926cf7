import { formatLongDate as longDate } from '@teenfreelance/contracts/en-us';

/** 'November 23, 2026'; empty for a date that is not one. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate(date);
}

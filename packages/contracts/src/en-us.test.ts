import { describe, expect, it, onTestFinished } from 'vitest';
import {
  formatCount,
  formatLongDate,
  formatMediumDateTime,
  formatNumericDateTime,
  formatRelativeUnit,
  formatUtcMonthYear,
  formatUtcShortMonth,
} from './en-us.ts';

// Every month, days at both ends, hours across midnight and noon, a leap day, years far apart.
const DATES = [
  '2026-01-01T00:00:00Z',
  '2026-02-28T11:59:59Z',
  '2028-02-29T12:00:00Z',
  '2026-03-15T12:30:05Z',
  '2026-04-30T23:59:59Z',
  '2026-05-09T01:02:03Z',
  '2026-06-21T13:45:00Z',
  '2026-07-04T09:05:09Z',
  '2026-08-31T18:00:00Z',
  '2026-09-10T22:10:00Z',
  '2026-10-25T00:59:00Z',
  '2026-11-23T09:41:07Z',
  '2026-12-31T23:00:00Z',
  '1999-12-31T12:59:59Z',
  '2100-06-01T06:06:06Z',
].map((iso) => new Date(iso));

describe('American English without Intl (decision 0106)', () => {
  it('groups thousands as Intl does', () => {
    for (const value of [0, 7, 12, 999, 1000, 5000, 12_345, 999_999, 1_000_000, 1_234_567_890, -1, -1234, 12.6]) {
      expect(formatCount(value)).toBe(Math.round(value).toLocaleString('en-US'));
    }
  });

  it.each(['UTC', 'America/Los_Angeles', 'Australia/Adelaide', 'Pacific/Chatham'])(
    'writes dates and times as Intl does for en-US, for a reader in %s and in UTC',
    (zone) => {
      const readerZone = process.env.TZ;
      process.env.TZ = zone;
      onTestFinished(() => {
        if (readerZone === undefined) delete process.env.TZ;
        else process.env.TZ = readerZone;
      });
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
      const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
      const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
      for (const date of DATES) {
        expect(formatLongDate(date)).toBe(longDate.format(date));
        expect(formatMediumDateTime(date)).toBe(medium.format(date));
        expect(formatNumericDateTime(date)).toBe(date.toLocaleString('en-US'));
        expect(formatUtcMonthYear(date)).toBe(monthYear.format(date));
        expect(formatUtcShortMonth(date)).toBe(shortMonth.format(date));
      }
    },
  );

  it('says relative times as Intl.RelativeTimeFormat does with numeric auto', () => {
    const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    for (const unit of ['year', 'month', 'week', 'day', 'hour', 'minute'] as const) {
      for (const amount of [-1500, -12, -2, -1, 0, 1, 2, 45, 2000]) {
        expect(formatRelativeUnit(amount, unit)).toBe(relative.format(amount, unit));
      }
    }
  });
});

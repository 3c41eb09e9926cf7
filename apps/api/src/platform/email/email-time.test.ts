import { describe, expect, it } from 'vitest';
import { emailTime } from './email-time.ts';

describe('emailTime', () => {
  const friday7pmNewYork = new Date('2026-12-05T00:00:00Z');

  it('reads the instant on the reader’s wall clock, across daylight saving', () => {
    expect(emailTime(friday7pmNewYork, 'America/New_York')).toBe('7:00 pm on Friday, 4 December (your time)');
    expect(emailTime(new Date('2026-07-03T23:00:00Z'), 'America/New_York')).toBe(
      '7:00 pm on Friday, 3 July (your time)',
    );
    expect(emailTime(new Date('2026-12-04T12:05:00Z'), 'Europe/London')).toBe(
      '12:05 pm on Friday, 4 December (your time)',
    );
  });

  it('falls back to UTC, said so, without a zone or with one the runtime does not know', () => {
    expect(emailTime(friday7pmNewYork, null)).toBe('12:00 am on Saturday, 5 December (UTC)');
    expect(emailTime(friday7pmNewYork, undefined)).toBe('12:00 am on Saturday, 5 December (UTC)');
    expect(emailTime(friday7pmNewYork, 'Nowhere/Land')).toBe('12:00 am on Saturday, 5 December (UTC)');
  });
});

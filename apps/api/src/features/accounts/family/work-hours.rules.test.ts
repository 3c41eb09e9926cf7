import { describe, expect, it } from 'vitest';
import { isQuietAt, lawFor, quietEndsAfter, zoneOf } from './work-hours.rules.ts';
import { dayOfText, zonedInstant } from './zoned-time.ts';

const day = (text: string) => dayOfText(text) ?? Number.NaN;

describe('zoned time', () => {
  it('finds 7 pm in New York on both sides of the end of daylight saving time', () => {
    expect(zonedInstant(day('2026-10-31'), 19, 'America/New_York').toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(zonedInstant(day('2026-11-01'), 19, 'America/New_York').toISOString()).toBe('2026-11-02T00:00:00.000Z');
  });

  it('refuses dates that are not', () => {
    expect(dayOfText('2026-02-30')).toBeNull();
    expect(dayOfText('tomorrow')).toBeNull();
  });
});

describe('the rules', () => {
  it('keeps emails from 9 pm until the next 7 am in the teen’s zone', () => {
    const zone = 'Europe/London';
    expect(isQuietAt(new Date('2026-11-02T20:59:00Z'), zone)).toBe(false);
    expect(isQuietAt(new Date('2026-11-02T21:00:00Z'), zone)).toBe(true);
    expect(isQuietAt(new Date('2026-11-03T06:59:00Z'), zone)).toBe(true);
    expect(quietEndsAfter(new Date('2026-11-02T22:00:00Z'), zone).toISOString()).toBe('2026-11-03T07:00:00.000Z');
    expect(quietEndsAfter(new Date('2026-11-03T02:00:00Z'), zone).toISOString()).toBe('2026-11-03T07:00:00.000Z');
  });

  it('applies from 13 to 15, in the country’s zone until the browser gives one', () => {
    const teen = { dateOfBirth: '2013-03-10', country: 'France', timeZone: null };
    expect(zoneOf(teen)).toBe('Europe/Paris');
    expect(lawFor(teen, new Date('2026-03-09T12:00:00Z'))).toBeNull(); // still 12: nobody that young sells here
    expect(lawFor(teen, new Date('2026-03-10T12:00:00Z'))).toMatchObject({ name: 'uk-eu', weeklyHours: 12 });
    expect(lawFor(teen, new Date('2029-03-10T12:00:00Z'))).toBeNull(); // 16
    expect(lawFor({ ...teen, country: 'Narnia' }, new Date('2026-03-10T12:00:00Z'))?.name).toBe('us-flsa');
  });
});

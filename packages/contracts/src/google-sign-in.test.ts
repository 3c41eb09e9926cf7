import { describe, expect, it } from 'vitest';
import { googleDateOfBirthIssue, googleSignUpSchema } from './google-sign-in.ts';

/** A birth date `years` years (and a few days) before now, as YYYY-MM-DD. */
function bornYearsAgo(years: number, extraDays = 10): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

const UNDER_18 =
  'This date of birth means you are under 18: sign up with email so a parent or guardian can give consent';

describe('googleDateOfBirthIssue', () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  it('lets an adult through, from their 18th birthday on', () => {
    expect(googleDateOfBirthIssue('1990-04-02', today)).toBeNull();
    expect(googleDateOfBirthIssue('2008-06-15', today)).toBeNull();
  });
  it('sends 13 to 17 to email sign-up, where a parent consents', () => {
    expect(googleDateOfBirthIssue('2008-06-16', today)).toBe(UNDER_18);
    expect(googleDateOfBirthIssue('2013-06-15', today)).toBe(UNDER_18);
  });
  it('says what email sign-up says for a missing, unreal or under-13 date', () => {
    expect(googleDateOfBirthIssue(undefined, today)).toBe('Date of birth is required');
    expect(googleDateOfBirthIssue('', today)).toBe('Date of birth is required');
    expect(googleDateOfBirthIssue('2010-02-30', today)).toBe('Date of birth is invalid');
    expect(googleDateOfBirthIssue('2013-06-16', today)).toBe('You must be at least 13 years old to join TeenFreelance');
  });
});

describe('googleSignUpSchema', () => {
  const base = { name: 'Casey Lee', agreeToTerms: true };
  const dateIssues = (input: object) =>
    googleSignUpSchema
      .safeParse(input)
      .error?.issues.filter((issue) => issue.path[0] === 'dateOfBirth')
      .map((issue) => issue.message);

  it('takes a freelancer’s age from the date, whatever an isAdult flag says', () => {
    expect(dateIssues({ ...base, role: 'freelancer', isAdult: true, dateOfBirth: bornYearsAgo(15) })).toEqual([
      UNDER_18,
    ]);
    expect(dateIssues({ ...base, role: 'freelancer', isAdult: true })).toEqual(['Date of birth is required']);
    const dateOfBirth = bornYearsAgo(30);
    const adult = googleSignUpSchema.parse({ ...base, role: 'freelancer', isAdult: false, dateOfBirth });
    expect(adult).toEqual({ ...base, role: 'freelancer', dateOfBirth });
  });
  it('asks a buyer for no date', () => {
    expect(googleSignUpSchema.safeParse({ ...base, role: 'buyer' }).success).toBe(true);
  });
});

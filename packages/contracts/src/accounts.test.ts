import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dateOfBirthIssue,
  giveParentalConsentSchema,
  isSameMailbox,
  mailboxOf,
  registerSchema,
} from './accounts.ts';

describe('ageOn', () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2013-06-15', today)).toBe(13);
    expect(ageOn('2013-06-16', today)).toBe(12);
    expect(ageOn('2008-06-14', today)).toBe(18);
  });
  it('refuses dates that do not exist, other shapes and the future', () => {
    expect(ageOn('2010-02-29', today)).toBeNull();
    expect(ageOn('2012-02-29', today)).toBe(14);
    expect(ageOn('15/06/2012', today)).toBeNull();
    expect(ageOn('2027-01-01', today)).toBeNull();
  });
});

describe('registerSchema', () => {
  const buyer = {
    name: 'Bea',
    email: 'bea@example.com',
    password: 'sunny-day-42',
    confirmPassword: 'sunny-day-42',
    role: 'buyer' as const,
    agreeToTerms: true,
  };
  it('accepts a buyer without any age or parent fields', () => {
    expect(registerSchema.safeParse(buyer).success).toBe(true);
  });
  it('asks nothing about parents of a freelancer who answered No, only their date of birth', () => {
    const adult = { ...buyer, role: 'freelancer' as const, isMinor: false };
    expect(registerSchema.safeParse({ ...adult, dateOfBirth: '1990-04-02' }).success).toBe(true);
    const noDate = registerSchema.safeParse(adult);
    expect(noDate.error?.issues).toEqual([
      expect.objectContaining({ path: ['dateOfBirth'], message: 'Date of birth is required' }),
    ]);
  });
  it('refuses a password of only whitespace, and keeps spaces inside one', () => {
    const blank = registerSchema.safeParse({ ...buyer, password: '      ', confirmPassword: '      ' });
    expect(blank.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'Password cannot be only spaces' }),
    ]);
    const phrase = ' violet kayak ';
    expect(registerSchema.safeParse({ ...buyer, password: phrase, confirmPassword: phrase }).success).toBe(true);
  });
});

describe('dateOfBirthIssue', () => {
  const today = new Date(Date.UTC(2026, 5, 15));
  it('takes the age from the date, whatever the under-18 answer says', () => {
    expect(dateOfBirthIssue('2015-01-01', false, today)).toBe(
      'You must be at least 13 years old to join TeenFreelance',
    );
    expect(dateOfBirthIssue('2015-01-01', true, today)).toBe('You must be at least 13 years old to join TeenFreelance');
    expect(dateOfBirthIssue('2015-01-01', null, today)).toBe('You must be at least 13 years old to join TeenFreelance');
  });
  it('wants the answer and the date to agree, on the 18th birthday too', () => {
    expect(dateOfBirthIssue('2011-01-01', false, today)).toBe(
      'This date of birth means you are under 18: answer "Yes" to the under-18 question',
    );
    expect(dateOfBirthIssue('2011-01-01', true, today)).toBeNull();
    expect(dateOfBirthIssue('2008-06-15', false, today)).toBeNull();
    expect(dateOfBirthIssue('2008-06-16', false, today)).toBe(
      'This date of birth means you are under 18: answer "Yes" to the under-18 question',
    );
    expect(dateOfBirthIssue('2008-06-15', true, today)).toBe(
      'This date of birth means you are 18 or older: answer "No" to the under-18 question',
    );
  });
  it('asks for a real date', () => {
    expect(dateOfBirthIssue(undefined, false, today)).toBe('Date of birth is required');
    expect(dateOfBirthIssue('', true, today)).toBe('Date of birth is required');
    expect(dateOfBirthIssue('2010-02-30', true, today)).toBe('Date of birth is invalid');
  });
});

describe('mailboxOf', () => {
  it('ignores case, surrounding spaces and a +tag everywhere', () => {
    expect(mailboxOf(' Tia.Teen+Mum@Example.COM ')).toBe('tia.teen@example.com');
    expect(mailboxOf('tia+a+b@example.com')).toBe('tia@example.com');
  });
  it('ignores dots only where the provider does (gmail.com, googlemail.com)', () => {
    expect(mailboxOf('T.i.a.Teen+x@GoogleMail.com')).toBe('tiateen@gmail.com');
    expect(mailboxOf('tia.teen@gmail.com')).toBe('tiateen@gmail.com');
    expect(mailboxOf('tia.teen@outlook.com')).toBe('tia.teen@outlook.com');
    expect(isSameMailbox('tia.teen@outlook.com', 'tiateen@outlook.com')).toBe(false);
  });
  it('tells one inbox from another', () => {
    expect(isSameMailbox('tia.teen@gmail.com', 'tiateen+parent@googlemail.com')).toBe(true);
    expect(isSameMailbox('tia@example.com', 'tia@example.org')).toBe(false);
    expect(isSameMailbox('tia@example.com', 'pat@example.com')).toBe(false);
  });
  it('leaves something without an @ as it is, lower-cased', () => {
    expect(mailboxOf('Not-An-Address')).toBe('not-an-address');
  });
});

describe('giveParentalConsentSchema', () => {
  it('asks the parent for their name and their relationship to the teen', () => {
    const base = { token: 't', parentName: 'Pat Parent', agree: true };
    expect(giveParentalConsentSchema.safeParse({ ...base, relationship: 'parent' }).success).toBe(true);
    expect(giveParentalConsentSchema.safeParse({ ...base, relationship: 'legal_guardian' }).success).toBe(true);
    for (const relationship of [undefined, '', 'friend', 'sibling']) {
      expect(giveParentalConsentSchema.safeParse({ ...base, relationship }).error?.issues).toEqual([
        expect.objectContaining({ path: ['relationship'], message: 'Please choose your relationship to the teen' }),
      ]);
    }
  });
});

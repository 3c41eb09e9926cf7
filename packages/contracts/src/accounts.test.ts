import { describe, expect, it } from 'vitest';
import { ageOn, registerSchema } from './accounts.ts';

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
  it('asks nothing about parents of a freelancer who answered No', () => {
    expect(registerSchema.safeParse({ ...buyer, role: 'freelancer', isMinor: false }).success).toBe(true);
  });
});

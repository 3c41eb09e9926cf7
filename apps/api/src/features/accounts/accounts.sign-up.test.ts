import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { bornYearsAgo } from '../../testing/factories.ts';
import {
  accountsTestApp,
  buyer,
  minorFreelancer,
  unique,
  type ErrorBody,
  type UserBody,
} from './accounts.test-helpers.ts';

describe('registration', () => {
  const { t, signUp, issues } = accountsTestApp();

  it('registers a buyer with the form’s fields: no consent needed', async () => {
    const response = await signUp(buyer());
    expect(response.statusCode).toBe(201);
    expect(response.json<UserBody>().user).toMatchObject({ isMinor: false, parentalConsent: 'not_required' });
  });

  it('registers an adult freelancer who answered No, with the date of birth that says so', async () => {
    const dateOfBirth = bornYearsAgo(30);
    const response = await signUp({ ...minorFreelancer(), isMinor: false, dateOfBirth, parentEmail: undefined });
    expect(response.statusCode).toBe(201);
    const user = response.json<UserBody>().user;
    expect(user).toMatchObject({ isMinor: false, parentalConsent: 'not_required' });
    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
    expect(stored).toMatchObject({ isMinor: false, dateOfBirth, parentalConsent: 'not_required' });
  });

  // The age is the date of birth's, not the under-18 answer's: a flag cannot make an 11-year-old an adult.
  it.each([
    [{ dateOfBirth: bornYearsAgo(11) }, 'You must be at least 13 years old to join TeenFreelance'],
    [
      { dateOfBirth: bornYearsAgo(15) },
      'This date of birth means you are under 18: answer "Yes" to the under-18 question',
    ],
    [{ dateOfBirth: undefined }, 'Date of birth is required'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
  ])('refuses a freelancer who answers No with %o, and creates nothing', async (change, message) => {
    const payload = { ...minorFreelancer(), isMinor: false, parentEmail: undefined, ...change };
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({ path: 'body.dateOfBirth', message });
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('refuses an 11-year-old whatever the under-18 answer says, even with no answer', async () => {
    const payload = { ...minorFreelancer({ dateOfBirth: bornYearsAgo(11) }), isMinor: undefined };
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({
      path: 'body.dateOfBirth',
      message: 'You must be at least 13 years old to join TeenFreelance',
    });
  });

  it('uses the service-layer messages for fields an API client leaves out', async () => {
    const missing = await signUp({ email: unique('x'), password: 'sunny-day-42', confirmPassword: 'sunny-day-42' });
    expect(missing.statusCode).toBe(400);
    expect(issues(missing)).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'All fields are required' },
        { path: 'body.role', message: 'All fields are required' },
      ]),
    );
    const noAge = await signUp({ ...minorFreelancer(), isMinor: undefined });
    expect(noAge.statusCode).toBe(400);
    expect(issues(noAge)).toContainEqual({
      path: 'body.isMinor',
      message: 'Age confirmation required for freelancers',
    });
  });

  it.each([
    [{ name: '' }, 'body.name', 'Name is required'],
    [{ email: 'not-an-email' }, 'body.email', 'Email is invalid'],
    [{ password: '12345', confirmPassword: '12345' }, 'body.password', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'something-else' }, 'body.confirmPassword', 'Passwords do not match'],
    [{ agreeToTerms: false }, 'body.agreeToTerms', 'You must agree to the Terms of Service'],
    [{ isMinor: null }, 'body.isMinor', 'Age confirmation is required'],
    [{ parentConsent: false }, 'body.parentConsent', 'Parental consent is required'],
    [{ parentName: ' ' }, 'body.parentName', 'Parent/guardian name is required'],
    [{ parentEmail: '' }, 'body.parentEmail', 'Parent/guardian email is required'],
    [{ parentEmail: 'mum-at-home' }, 'body.parentEmail', 'Parent/guardian email is invalid'],
    [{ parentPhone: '' }, 'body.parentPhone', 'Parent/guardian phone is required'],
    [{ parentPhone: 'call me' }, 'body.parentPhone', 'Parent/guardian phone is invalid'],
    [{ dateOfBirth: '' }, 'body.dateOfBirth', 'Date of birth is required'],
    [{ dateOfBirth: '2010-02-31' }, 'body.dateOfBirth', 'Date of birth is invalid'],
    [{ dateOfBirth: bornYearsAgo(12) }, 'body.dateOfBirth', 'You must be at least 13 years old to join TeenFreelance'],
    [
      { dateOfBirth: bornYearsAgo(18) },
      'body.dateOfBirth',
      'This date of birth means you are 18 or older: answer "No" to the under-18 question',
    ],
  ])('refuses %o with its message and creates nothing', async (change, path, message) => {
    const payload = minorFreelancer(change);
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe('VALIDATION_FAILED');
    expect(issues(response)).toContainEqual({ path, message });
    const rows = await t.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a parent email equal to the teen’s own, in any case', async () => {
    const email = unique('same');
    const response = await signUp(minorFreelancer({ email, parentEmail: email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({
      path: 'body.parentEmail',
      message: 'Parent/guardian email must be different from your own email',
    });
  });

  // The same mailbox spelled differently is still the teen's own inbox (`id` keeps each run's addresses unique).
  it.each([
    [(id: string) => `tia.teen.${id}@example.com`, (id: string) => `Tia.Teen.${id}+mum@Example.com`],
    [(id: string) => `tia.teen.${id}@gmail.com`, (id: string) => `tiateen${id}@googlemail.com`],
    [(id: string) => `tia.teen.${id}@gmail.com`, (id: string) => `T.i.a.T.e.e.n${id}+parent@GMAIL.com`],
  ])('refuses a parent email that is the teen’s own mailbox (%#)', async (teenEmail, parentEmail) => {
    const id = randomBytes(4).toString('hex');
    const payload = minorFreelancer({ email: teenEmail(id), parentEmail: parentEmail(id) });
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({
      path: 'body.parentEmail',
      message: 'Parent/guardian email must be different from your own email',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('refuses a forged admin role', async () => {
    const payload = { ...buyer(), role: 'admin' };
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({ path: 'body.role', message: 'Role must be buyer or freelancer' });
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './auth.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth contracts', () => {
  it('gives the specification’s login messages', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(signInSchema.safeParse({}))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('gives the specification’s registration messages', () => {
    expect(messages(signUpSchema.safeParse({ name: ' ', email: 'nope', password: '123', role: 'buyer' }))).toEqual({
      name: 'Name is required',
      email: 'Email is invalid',
      password: 'Password must be at least 6 characters',
    });
  });

  it('trims the email and refuses the admin role', () => {
    const ok = signUpSchema.safeParse({
      name: 'Ava',
      email: '  ava@example.com ',
      password: 'sunny-42',
      role: 'freelancer',
    });
    expect(ok.success && ok.data.email).toBe('ava@example.com');
    expect(signUpSchema.safeParse({ name: 'Ava', email: 'a@b.co', password: 'sunny-42', role: 'admin' }).success).toBe(
      false,
    );
  });
});

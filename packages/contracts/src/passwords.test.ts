import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema } from './passwords.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password contracts', () => {
  it('gives the specification’s change-password messages', () => {
    expect(messages(changePasswordSchema.safeParse({}))).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 6 characters',
      confirmPassword: 'Confirm password is required',
    });
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: '123456', confirmPassword: '1234567' }),
      ),
    ).toEqual({ confirmPassword: "Passwords don't match" });
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: '      ', confirmPassword: '      ' }),
      ),
    ).toEqual({ newPassword: 'New password is too weak. Use at least 6 characters.' });
  });

  it('refuses a new password of only whitespace when resetting or changing it', () => {
    for (const blank of ['      ', '\t\t\t\t\t\t', ' \n \n \n ']) {
      expect(
        messages(resetPasswordSchema.safeParse({ token: 't', newPassword: blank, confirmPassword: blank })),
      ).toEqual({ newPassword: 'Password cannot be only spaces' });
      expect(
        messages(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: blank, confirmPassword: blank })),
      ).toEqual({ newPassword: 'New password is too weak. Use at least 6 characters.' });
    }
    // Spaces inside a passphrase, or around it, are part of the password.
    const phrase = ' violet kayak ';
    expect(resetPasswordSchema.safeParse({ token: 't', newPassword: phrase, confirmPassword: phrase }).success).toBe(
      true,
    );
  });

  it('asks for a matching confirmation when resetting', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ token: 't', newPassword: 'abcdef', confirmPassword: 'abcdeg' })),
    ).toEqual({ confirmPassword: "Passwords don't match" });
    expect(
      resetPasswordSchema.safeParse({ token: 't', newPassword: 'abcdef', confirmPassword: 'abcdef' }).success,
    ).toBe(true);
  });
});

import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';

export const FORGOT_PASSWORD_PATH = '/api/auth/password/forgot';
export const RESET_PASSWORD_PATH = '/api/auth/password/reset';
export const CHANGE_PASSWORD_PATH = '/api/auth/password/change';

/** The message for a password on the list of the 10,000 most common ones (the server checks it). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

const tooLong = `Password must be at most ${PASSWORD_MAX} characters`;

/** The message for a password of nothing but spaces, tabs or line breaks (sign-up and reset). */
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces';

/**
 * A password being set (sign-up, reset, change): 6 to 128 characters, and not
 * only whitespace. Six spaces are six characters but no secret; spaces inside a
 * passphrase are fine. The caller gives the messages its form shows.
 */
export function newPasswordSchema(messages: { missing: string; tooShort: string; blank: string }) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? messages.missing : messages.tooShort) })
    .min(PASSWORD_MIN, messages.tooShort)
    .max(PASSWORD_MAX, tooLong)
    .refine((value) => value.trim() !== '', messages.blank);
}

/** `/forgot-password` and `POST /api/auth/password/forgot`. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `/reset-password` and `POST /api/auth/password/reset`: the emailed token and the new password, twice. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'This password reset link is invalid. Please request a new one.' })
      .min(1, 'This password reset link is invalid. Please request a new one.')
      .max(200, 'This password reset link is invalid. Please request a new one.'),
    newPassword: newPasswordSchema({
      missing: 'Password must be at least 6 characters',
      tooShort: 'Password must be at least 6 characters',
      blank: BLANK_PASSWORD_MESSAGE,
    }),
    confirmPassword: z.string({ error: 'Confirm password is required' }).min(1, 'Confirm password is required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DONT_MATCH });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The change-password form on the profile and `POST /api/auth/password/change`. Messages from the specification. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, tooLong),
    // The specification's 'Weak new password' message for a password of spaces.
    newPassword: newPasswordSchema({
      missing: 'New password must be at least 6 characters',
      tooShort: 'New password must be at least 6 characters',
      blank: 'New password is too weak. Use at least 6 characters.',
    }),
    confirmPassword: z
      .string({ error: 'Confirm password is required' })
      .min(PASSWORD_MIN, 'Confirm password is required')
      .max(PASSWORD_MAX, tooLong),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DONT_MATCH });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A plain confirmation for a person to read. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset your password. It works for 1 hour.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in with your new password.';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const DEMO_PASSWORD_CHANGE_REFUSED = 'Password cannot be changed for demo accounts';
export const GOOGLE_PASSWORD_CHANGE_REFUSED = 'Password change not available for Google accounts';

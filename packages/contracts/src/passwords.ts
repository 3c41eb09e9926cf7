import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';

export const FORGOT_PASSWORD_PATH = '/api/auth/password/forgot';
export const RESET_PASSWORD_PATH = '/api/auth/password/reset';
export const CHANGE_PASSWORD_PATH = '/api/auth/password/change';
/**
 * GET `?token=`: what a reset link's token is now (ResetLinkState), without
 * using it, so /reset-password says at once that a link was used or expired.
 */
export const RESET_LINK_PATH = '/api/auth/password/reset-link';

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

/** Why a reset link cannot set a password, as /reset-password says it (and the refused reset's message). */
export const RESET_LINK_MESSAGES = {
  invalid: 'This password reset link is invalid. Please request a new one.',
  used: 'This password reset link has already been used. Please request a new one.',
  expired: 'This password reset link has expired. Please request a new one.',
} as const;

/** `GET /api/auth/password/reset-link?token=`: the link's token, as the reset form sends it. */
export const resetLinkQuerySchema = z.object({ token: z.string().max(200).default('') });

/** What a reset link is now: `usable`, or why not with the message to show (null when usable). */
export const resetLinkStateSchema = z.object({
  state: z.enum(['usable', 'used', 'expired', 'invalid']),
  message: z.string().nullable(),
});
export type ResetLinkState = z.infer<typeof resetLinkStateSchema>;

/** `/forgot-password` and `POST /api/auth/password/forgot`. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** `/reset-password` and `POST /api/auth/password/reset`: the emailed token and the new password, twice. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: RESET_LINK_MESSAGES.invalid })
      .min(1, RESET_LINK_MESSAGES.invalid)
      .max(200, RESET_LINK_MESSAGES.invalid),
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

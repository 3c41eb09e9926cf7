import { z } from 'zod';
import { sessionUserSchema, signUpRoleSchema } from './users.ts';

/** Where better-auth would mount its router (`basePath`); of it only the Google callback is reachable. */
export const AUTH_BASE_PATH = '/api/auth';
export const SIGN_UP_PATH = '/api/auth/sign-up';
/** Sends the sign-up link again (or the owner's note); answered like sign-up, whatever the address. */
export const SIGN_UP_RESEND_PATH = '/api/auth/sign-up/resend';
/** Follows the emailed sign-up link: creates the account and signs it in (docs/decisions/0066). */
export const SIGN_UP_CONFIRM_PATH = '/api/auth/sign-up/confirm';
export const SIGN_IN_PATH = '/api/auth/sign-in';
export const SIGN_OUT_PATH = '/api/auth/sign-out';
export const DEMO_ACCOUNTS_PATH = '/api/auth/demo-accounts';

/** Longest password accepted: argon2 work is bounded and nobody types more. */
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN = 6;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is invalid')
  .pipe(z.email('Email is invalid'));

/** An email address as every auth form asks for it ('Email is required', 'Email is invalid'). */
export const emailSchema = email;

/** Sign-in form and `POST /api/auth/sign-in`. Messages from the specification's Login rules. */
export const signInSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** `POST /api/auth/sign-up`: the core account fields. The accounts feature extends it. */
export const signUpSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email,
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  role: signUpRoleSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const authUserResponseSchema = z.object({ user: sessionUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** The demo accounts, listed on /login when the server runs with demo data. */
export const demoAccountsResponseSchema = z.object({
  password: z.string(),
  accounts: z.array(z.object({ label: z.string(), email: z.string() })),
});
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponseSchema>;

/** How long an emailed sign-up link works. */
export const SIGN_UP_LINK_HOURS = 24;

/**
 * What sign-up and its resend answer (202), the same for a new and a registered
 * address: the owner of a registered one is told by email instead (docs/decisions/0066).
 */
export const SIGN_UP_ANSWER = 'Check your email: we sent a link to finish signing up.';
export const signUpAnswerSchema = z.object({ message: z.string() });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/** `POST /api/auth/sign-up/resend`: the address the link should go to again. */
export const signUpResendSchema = z.object({ email });
export type SignUpResendInput = z.infer<typeof signUpResendSchema>;

/** `/register/confirm?token=` and `POST /api/auth/sign-up/confirm`: the emailed link's token. */
export const signUpConfirmSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, 'Token is invalid'),
});
export type SignUpConfirmInput = z.infer<typeof signUpConfirmSchema>;

/** What a sign-up link that cannot be used says, by its reason (contracts/errors.ts); each offers signing up again. */
export const SIGN_UP_LINK_REFUSALS = {
  SIGN_UP_LINK_INVALID: 'This sign-up link is invalid or was replaced by a newer one. Please sign up again.',
  SIGN_UP_LINK_USED: 'This sign-up link has already been used. Sign in, or sign up again.',
  SIGN_UP_LINK_EXPIRED: 'This sign-up link has expired. Please sign up again.',
} as const;

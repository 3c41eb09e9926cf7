/**
 * Google sign-in (OpenID Connect, authorization code + PKCE; docs/decisions/0017).
 *
 * GET  /api/auth/providers        — which external sign-in providers are configured: { google }.
 * GET  /api/auth/google/start     — ?redirect=/same-site/path (or its older name `from`): redirects to the provider (state + PKCE).
 * GET  /api/auth/callback/google  — the provider's redirect back; ends on /auth/google?redirect= (returning user),
 *                                   /auth/google?new=1 (first-time user) or /auth/google?failed=1.
 * GET  /api/auth/google/pending   — the first-time Google user waiting to complete sign-up: { name, email }.
 * DELETE /api/auth/google/pending — gives that sign-up up: the pending account and its session go (204).
 * POST /api/auth/google/complete  — GoogleSignUpInput; completes the account and answers { user }.
 */
import { z } from 'zod';
import { ADULT_AGE, ageOn, dateOfBirthIssue, minorFields, NAME_CONTACT_DETAILS } from './accounts.ts';
import { AUTH_BASE_PATH } from './auth.ts';
import { signUpRoleSchema } from './users.ts';

export const PROVIDERS_PATH = '/api/auth/providers';
export const GOOGLE_START_PATH = '/api/auth/google/start';
/** better-auth's own OAuth callback (`${basePath}/callback/${providerId}`), the one path of its router we mount. */
export const GOOGLE_CALLBACK_PATH = `${AUTH_BASE_PATH}/callback/google`;
export const GOOGLE_PENDING_PATH = '/api/auth/google/pending';
export const GOOGLE_COMPLETE_PATH = '/api/auth/google/complete';

export const providersResponseSchema = z.object({ google: z.boolean() });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

/** Where to go back to after signing in: `redirect`, as /login names it; `from` is its older name, still read. */
export const googleStartQuerySchema = z.object({
  redirect: z.string().max(2000).optional(),
  from: z.string().max(2000).optional(),
});

export const GOOGLE_MESSAGES = {
  failed: 'Google authentication failed. Please try again.',
  signedIn: 'Google login successful!',
  registered: 'Google account registered!',
  nameRequired: 'Name is required',
  nameContactDetails: NAME_CONTACT_DETAILS,
  terms: 'You must agree to the Terms of Service',
  /**
   * A freelancer whose date of birth says 13 to 17: Google sign-up has no parent
   * to ask, email sign-up does (docs/decisions/0017).
   */
  minorUseEmail: `This date of birth means you are under ${ADULT_AGE}: sign up with email so a parent or guardian can give consent`,
  noPending: 'No Google sign-up is waiting to be completed',
  /** The email already belongs to a password account (better-auth's `account_not_linked`). */
  emailTaken: 'An account with this email already exists. Log in with your email and password.',
} as const;

/**
 * What keeps a freelancer born on `dateOfBirth` from signing up with Google on
 * `today`, as the message to show, or null for an adult. A missing, unreal or
 * under-13 date gets email sign-up's message; 13 to 17 is sent to email
 * sign-up, where a parent or guardian consents. The dialog checks it on the
 * browser's clock, the server again on its own, and the server's is the one
 * that counts.
 */
export function googleDateOfBirthIssue(dateOfBirth: string | undefined, today: Date): string | null {
  const problem = dateOfBirthIssue(dateOfBirth, undefined, today);
  if (problem) return problem;
  const age = dateOfBirth ? ageOn(dateOfBirth, today) : null;
  return age !== null && age < ADULT_AGE ? GOOGLE_MESSAGES.minorUseEmail : null;
}

/**
 * The Google sign-up dialog: full name, role and terms, and a freelancer's date
 * of birth. There is no "I am 18 or older" flag: the age is the date's. Fields
 * this schema does not name (such as an old client's `isAdult`) are dropped.
 */
export const googleSignUpSchema = z
  .object({
    name: z
      .string({ error: GOOGLE_MESSAGES.nameRequired })
      .trim()
      .min(1, GOOGLE_MESSAGES.nameRequired)
      .max(100, 'Name must be at most 100 characters'),
    role: signUpRoleSchema,
    agreeToTerms: z.boolean({ error: GOOGLE_MESSAGES.terms }).refine((v) => v, GOOGLE_MESSAGES.terms),
    /** YYYY-MM-DD, every freelancer (as in email sign-up); a buyer's is neither needed nor kept. */
    dateOfBirth: minorFields.dateOfBirth,
  })
  .superRefine((values, ctx) => {
    if (values.role !== 'freelancer') return;
    const problem = googleDateOfBirthIssue(values.dateOfBirth, new Date());
    if (problem) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: problem });
  });
export type GoogleSignUpInput = z.infer<typeof googleSignUpSchema>;

export const googlePendingResponseSchema = z.object({ name: z.string(), email: z.string() });
export type GooglePendingResponse = z.infer<typeof googlePendingResponseSchema>;

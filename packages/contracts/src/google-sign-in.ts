/**
 * Google sign-in (OpenID Connect, authorization code + PKCE; docs/decisions/0017).
 *
 * GET  /api/auth/providers        — which external sign-in providers are configured: { google }.
 * GET  /api/auth/google/start     — ?from=/same-site/path: redirects to the provider (state + PKCE).
 * GET  /api/auth/callback/google  — the provider's redirect back; ends on /login (returning user),
 *                                   /register?google=complete (first-time user) or /login?google=failed.
 * GET  /api/auth/google/pending   — the first-time Google user waiting to complete sign-up: { name, email }.
 * POST /api/auth/google/complete  — GoogleSignUpInput; completes the account and answers { user }.
 */
import { z } from 'zod';
import { signUpRoleSchema } from './users.ts';

export const providersResponseSchema = z.object({ google: z.boolean() });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

export const googleStartQuerySchema = z.object({ from: z.string().max(2000).optional() });

export const GOOGLE_MESSAGES = {
  failed: 'Google authentication failed. Please try again.',
  signedIn: 'Google login successful!',
  registered: 'Google account registered!',
  nameRequired: 'Name is required',
  terms: 'You must agree to the Terms of Service',
  adultRequired: 'Age confirmation required for freelancers',
  noPending: 'No Google sign-up is waiting to be completed',
  /** The email already belongs to a password account (better-auth's `account_not_linked`). */
  emailTaken: 'An account with this email already exists. Log in with your email and password.',
} as const;

/** The Google sign-up dialog: full name, role and terms (and, for freelancers, that they are 18 or older). */
export const googleSignUpSchema = z
  .object({
    name: z
      .string({ error: GOOGLE_MESSAGES.nameRequired })
      .trim()
      .min(1, GOOGLE_MESSAGES.nameRequired)
      .max(100, 'Name must be at most 100 characters'),
    role: signUpRoleSchema,
    agreeToTerms: z.boolean({ error: GOOGLE_MESSAGES.terms }).refine((v) => v, GOOGLE_MESSAGES.terms),
    // Teen freelancers sign up with email so that a parent or guardian can consent (QUALITY.md, Protecting minors).
    isAdult: z.boolean().optional(),
  })
  .refine((v) => v.role !== 'freelancer' || v.isAdult === true, {
    path: ['isAdult'],
    message: GOOGLE_MESSAGES.adultRequired,
  });
export type GoogleSignUpInput = z.infer<typeof googleSignUpSchema>;

export const googlePendingResponseSchema = z.object({ name: z.string(), email: z.string() });
export type GooglePendingResponse = z.infer<typeof googlePendingResponseSchema>;

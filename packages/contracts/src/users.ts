import { z } from 'zod';

export const roles = ['buyer', 'freelancer', 'admin', 'guardian'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles a person may choose at sign-up. Admin is never self-assigned. */
export const signUpRoleSchema = z.enum(['buyer', 'freelancer']);
export type SignUpRole = z.infer<typeof signUpRoleSchema>;

export const parentalConsentStates = ['not_required', 'pending', 'granted'] as const;
export const parentalConsentStateSchema = z.enum(parentalConsentStates);
export type ParentalConsentState = z.infer<typeof parentalConsentStateSchema>;

/** 'Who can contact my teen' (decision 0084): anyone about a gig, order or job, or only buyers with a verified card. */
export const contactRules = ['anyone', 'verified_buyers'] as const;
export const contactRuleSchema = z.enum(contactRules);
export type ContactRule = z.infer<typeof contactRuleSchema>;

/** The signed-in user as the web app sees it (`GET /api/auth/session`). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  isPro: z.boolean(),
  avatarUrl: z.string().nullable(),
  provider: z.enum(['password', 'google']),
  createdAt: z.string(),
  /** A freelancer who said at sign-up that they are under 18. */
  isMinor: z.boolean(),
  /** 'pending' until a parent or guardian consents; until then the teen's gigs stay private. */
  parentalConsent: parentalConsentStateSchema,
  /** A teen whose guardian paused their selling from /family: gigs hidden, no new orders or proposals. */
  sellingPaused: z.boolean(),
  /** One of the seeded demo accounts: shared by everyone, so its password cannot be changed. */
  isDemo: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

import { z } from 'zod';
import { apiPath } from './api-paths.ts';
import { familyControlsSchema } from './family-controls.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';
import { BLANK_PASSWORD_MESSAGE, newPasswordSchema } from './passwords.ts';
import { safetyEventsSchema } from './family-safety.ts';
import { workHoursSchema } from './work-hours.ts';

/**
 * The family side (issue 38, decision 0083): a parent or guardian who
 * consented gets an account of their own, role `guardian`, linked to their
 * teens, with no buying or selling. From `/family` they see each teen's gigs,
 * orders, earnings and who they talk to (never the messages), and steer:
 * 'Pause selling' and 'Withdraw consent', each applied by the server.
 *
 * | Method | Path | Who | Answer |
 * | GET    | /api/family/invite?token= | anyone with the emailed link | 200 FamilyInvite, 404 FAMILY_LINK_INVALID |
 * | POST   | /api/family/invite | anyone with the link: a password makes the account; a signed-in guardian links theirs | 200 { user } and a session |
 * | GET    | /api/family | guardians | 200 FamilyOverview |
 * | PUT    | /api/family/teens/:teenId/selling | the teen's guardian | 200 FamilyTeen |
 * | POST   | /api/family/teens/:teenId/consent/withdraw | the teen's guardian | 200 FamilyOverview |
 */
export const FAMILY_INVITE_PATH = '/api/family/invite';
export const FAMILY_PATH = '/api/family';
export const familySellingPath = apiPath('/api/family/teens/:teenId/selling');
export const familyWithdrawConsentPath = apiPath('/api/family/teens/:teenId/consent/withdraw');

/** How long the emailed family-account link stays valid. */
export const FAMILY_INVITE_DAYS = 14;

export const familyTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** What the link's page shows before the parent sets a password (or links the account they are signed in to). */
export const familyInviteSchema = z.object({
  teenName: z.string(),
  guardianName: z.string(),
  /** The address the account is made with: the one the teen gave for their parent. */
  email: z.string(),
  /** Whether an account with that address exists already (then the parent signs in to link it). */
  accountExists: z.boolean(),
});
export type FamilyInvite = z.infer<typeof familyInviteSchema>;

export const FAMILY_TEXTS = {
  // The link's page (/family/join).
  joinTitle: 'Your family account',
  joinIntro: (teenName: string) =>
    `Set a password to see ${teenName}'s gigs, orders and earnings, and to pause their selling or withdraw your consent at any time. A family account cannot buy or sell.`,
  joinEmail: 'You will sign in with',
  password: 'Password',
  confirmPassword: 'Confirm password',
  create: 'Create family account',
  creating: 'Creating...',
  linkTitle: 'Link to your family account',
  linkIntro: (teenName: string) => `Add ${teenName} to the family account you are signed in to.`,
  link: 'Add to my family account',
  signInFirst: 'An account with this email already exists. Log in to it, then open this link again to add your teen.',
  notAGuardian:
    'This email belongs to a buyer or seller account, which cannot be a family account. Ask your teen to give another email for you.',
  linkInvalid: 'This link is not valid any more',
  linkInvalidHint: 'It was used already, or it expired. Sign in to your family account, or ask your teen for help.',
  loading: 'Loading...',
  // The dashboard (/family).
  title: 'Family',
  intro: 'What your teens do on TeenFreelance, and the controls you keep. You do not see their messages.',
  noTeens: 'No teen is linked to this account yet.',
  age: (years: number) => `${years} years old`,
  gigs: 'Gigs',
  noGigs: 'No gigs yet.',
  views: (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`,
  gigStatus: {
    public: 'Public',
    draft: 'Draft',
    private: 'Not public',
    awaiting: 'Waiting for your approval',
    declined: 'Declined by you',
  },
  orders: 'Orders',
  noOrders: 'No orders yet.',
  due: 'Due',
  earnings: 'Earnings',
  pending: 'Pending clearance',
  available: 'Available to withdraw',
  withdrawn: 'Withdrawn',
  payoutAccount: (last4: string) => `Paid to your account ending ${last4}`,
  noPayoutAccount: 'No payout account yet: your teen can ask you to set it up from their Earnings tab.',
  awaitingApproval: (count: number) =>
    `${count} ${count === 1 ? 'withdrawal waits' : 'withdrawals wait'} for your approval: use the link we emailed you.`,
  conversations: 'Who they talk to',
  conversationsNote: 'Names and what each conversation is about. The messages stay private between them.',
  noConversations: 'No conversations yet.',
  aboutGig: (title: string) => `About the gig '${title}'`,
  aboutJob: (title: string) => `About the job '${title}'`,
  aboutNothing: 'A general question',
  controls: 'Controls',
  sellingActive: 'Selling is on: their public gigs can be found and ordered.',
  sellingPausedNote:
    'Selling is paused: their gigs are hidden and nobody can order or send proposals. Open orders go on.',
  pauseSelling: 'Pause selling',
  resumeSelling: 'Resume selling',
  saving: 'Saving...',
  withdrawConsent: 'Withdraw consent',
  withdrawConsentNote:
    'Their gigs go private, and their open orders are cancelled and refunded to the buyers. They can ask you for consent again later.',
  withdrawConsentConfirm: 'Withdraw consent and cancel open orders',
  cancel: 'Cancel',
  consentWithdrawn: 'Consent withdrawn: their gigs are private and their open orders were cancelled and refunded.',
  consentPending: 'Your consent is withdrawn: their gigs are private until you consent again from the emailed link.',
} as const;

/** Setting the family account's password from the emailed link, or (no password) linking the signed-in guardian. */
export const familyJoinSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPasswordSchema({
      missing: 'Password is required',
      tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
      blank: BLANK_PASSWORD_MESSAGE,
    }).optional(),
    confirmPassword: z.string().max(PASSWORD_MAX).optional(),
  })
  .strict()
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type FamilyJoinInput = z.infer<typeof familyJoinSchema>;

export const familySellingSchema = z.object({ paused: z.boolean() }).strict();
export type FamilySellingInput = z.infer<typeof familySellingSchema>;

export const familyWithdrawConsentSchema = z.object({ confirm: z.literal(true) }).strict();

const familyGigSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 'awaiting' or 'declined': waiting for the guardian, or declined by them ('Approve new gigs', decision 0084). */
  status: z.enum(['public', 'draft', 'private', 'awaiting', 'declined']),
  views: z.number().int(),
  priceCents: z.number().int(),
});

const familyOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.string(),
  priceCents: z.number().int(),
  dueAt: z.string().nullable(),
  createdAt: z.string(),
});

const familyConversationSchema = z.object({
  id: z.string(),
  withName: z.string(),
  about: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('gig'), title: z.string() }),
    z.object({ kind: z.literal('job'), title: z.string() }),
    z.object({ kind: z.literal('none') }),
  ]),
  lastMessageAt: z.string().nullable(),
});

export const familyTeenSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  parentalConsent: z.enum(['granted', 'pending', 'not_required']),
  sellingPaused: z.boolean(),
  /** 'Approve new gigs' and 'Who can contact my teen' (family-controls.ts, decision 0084). */
  controls: familyControlsSchema,
  gigs: z.array(familyGigSchema),
  orders: z.array(familyOrderSchema),
  earnings: z.object({
    pendingCents: z.number().int(),
    availableCents: z.number().int(),
    withdrawnCents: z.number().int(),
  }),
  payoutAccount: z.object({ last4: z.string() }).nullable(),
  withdrawalsAwaitingApproval: z.number().int(),
  /** The teen's work hours (decision 0086). */
  workHours: workHoursSchema.nullable(),
  /** Reports, blocks and held messages, as counts by reason: never the messages. */
  safety: safetyEventsSchema.nullable(),
  conversations: z.array(familyConversationSchema),
});
export type FamilyTeen = z.infer<typeof familyTeenSchema>;

export const familyOverviewSchema = z.object({ teens: z.array(familyTeenSchema) });
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;

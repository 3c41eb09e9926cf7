import { z } from 'zod';
import { apiPath } from './api-paths.ts';
import { contactRuleSchema, type ContactRule } from './users.ts';
import { workHourLimitsSchema, type WorkHourLimits } from './work-hours.ts';

/**
 * The guardian's controls beyond 'Pause selling' (issue 38, decision 0084):
 * 'Approve new gigs' and 'Who can contact my teen', each applied by the server
 * and only a linked guardian's to change (the teen gets 403 NOT_A_GUARDIAN).
 *
 * | Method | Path | Who | Answer |
 * | PUT    | /api/family/teens/:teenId/controls | the teen's guardian | 200 FamilyControls |
 * | POST   | /api/family/gigs/:gigId/decision | the gig's teen's guardian | 200 GigDecisionResult, 409 GIG_NOT_AWAITING |
 * | GET    | /api/family/gig-approval?token= | anyone with the emailed link | 200 GigApprovalRequest, 404 |
 * | POST   | /api/family/gig-approval | anyone with the emailed link | 200 GigDecisionResult, 404 |
 * | GET    | /api/me/family | signed in (a teen sees their own Family panel) | 200 TeenFamilyPanel |
 */
export const familyControlsPath = apiPath('/api/family/teens/:teenId/controls');
export const familyGigDecisionPath = apiPath('/api/family/gigs/:gigId/decision');
export const FAMILY_GIG_APPROVAL_PATH = '/api/family/gig-approval';
export const MY_FAMILY_PATH = '/api/me/family';

/** How long the emailed gig-approval link stays valid. */
export const GIG_APPROVAL_LINK_DAYS = 14;

export const familyControlsSchema = z.object({
  approveNewGigs: z.boolean(),
  contactRule: contactRuleSchema,
});
export type FamilyControls = z.infer<typeof familyControlsSchema>;

/** Changing one control or both. */
export const familyControlsInputSchema = familyControlsSchema
  .partial()
  .strict()
  .refine((value) => value.approveNewGigs !== undefined || value.contactRule !== undefined, {
    message: 'Choose a control to change',
  });
export type FamilyControlsInput = z.infer<typeof familyControlsInputSchema>;

export const gigDecisionSchema = z.object({ approve: z.boolean() }).strict();
export const gigDecisionByLinkSchema = z.object({ token: z.string().min(1).max(200), approve: z.boolean() }).strict();

export const gigDecisionResultSchema = z.object({
  gigId: z.string(),
  decision: z.enum(['approved', 'declined']),
});
export type GigDecisionResult = z.infer<typeof gigDecisionResultSchema>;

/** What the emailed link's page shows of the gig before the guardian decides. */
export const gigApprovalRequestSchema = z.object({
  gigId: z.string(),
  teenName: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  deliveryDays: z.number().int(),
});
export type GigApprovalRequest = z.infer<typeof gigApprovalRequestSchema>;

export const CONTACT_RULE_LABELS: Record<ContactRule, string> = {
  anyone: 'Anyone, about a gig, order or job',
  verified_buyers: 'Only buyers with a verified payment method',
};

export const FAMILY_CONTROLS_TEXTS = {
  approveNewGigs: 'Approve new gigs',
  approveNewGigsOn: 'On: their new and edited gigs go public only after you approve them.',
  approveNewGigsOff: 'Off: their gigs go public as soon as they publish them.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  contactRule: 'Who can contact my teen',
  approve: 'Approve',
  decline: 'Decline',
  approved: 'Approved: the gig is public now.',
  declinedDone: 'Declined: the gig stays private, and your teen was told.',
  // The emailed link's page (/family/gig-approval).
  linkTitle: 'A gig waits for your approval',
  linkIntro: (teenName: string) =>
    `${teenName} wants to publish this gig. It stays private until you approve it. If you decline it, it stays private and ${teenName} is told.`,
  linkInvalid: 'This link is not valid any more',
  linkInvalidHint: 'The gig was decided already, or the link expired. Sign in to your family account to see it.',
} as const;

/** The teen's own Family panel: who their guardian is and every control in force (no control here). */
export const teenFamilyPanelSchema = z.object({
  guardians: z.array(z.object({ name: z.string(), verified: z.boolean() })),
  sellingPaused: z.boolean(),
  controls: familyControlsSchema,
  /** The work hours in force (the law's under 16, or the guardian's stricter choice); null when none apply. */
  workHours: workHourLimitsSchema.nullable(),
});
export type TeenFamilyPanel = z.infer<typeof teenFamilyPanelSchema>;

/** 19 as '7 pm', 12 as '12 pm'. */
const clockHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`;

/** The Family panel's words, for a 13-year-old (decision 0084). */
export const TEEN_FAMILY_TEXTS = {
  title: 'Family',
  noGuardian:
    'Your parent or guardian has not made a family account yet. When they do, you will see here what they can see and change.',
  guardian: (name: string) => `${name} is your parent or guardian on TeenFreelance.`,
  verifiedGuardian: (name: string) =>
    `${name} is your parent or guardian on TeenFreelance. They checked a card with us, so they are a verified guardian.`,
  rulesTitle: 'Rules they set for you',
  sellingOn: 'Selling is on: people can find and order your public gigs.',
  sellingPaused: 'Selling is paused: your gigs are hidden and nobody can order from you until it is turned back on.',
  approvalOn: 'New gigs need their OK: a gig you publish or change goes public after they approve it.',
  approvalOff: 'Your gigs go public as soon as you publish them.',
  contactAnyone: 'Anyone can message you about a gig, an order or a job.',
  workHours: ({ eveningEndHour, weeklyHours }: WorkHourLimits) =>
    `Work hours: your orders are due by ${clockHour(eveningEndHour)} at the latest, and your open orders fit in ${weeklyHours} hours a week (one hour for each day of delivery).`,
  noWorkHours: 'No work-hour limits: your orders can be due at any time.',
  contactVerified: 'Only buyers who checked a card with us can message you, order from you or hire you.',
  seesTitle: 'What they can see',
  sees: [
    'Your gigs and how many people looked at them',
    'Your orders: what they are, how much, and when they are due',
    'Your earnings and your withdrawals',
    'Who you talk to and what about, but never your messages',
  ],
  onlyThey: 'Only they can change these rules. If something feels wrong, talk to them, or ask us on the Help page.',
} as const;

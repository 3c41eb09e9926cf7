/**
 * Moderation (/admin, the admin role only): the review queue of what users
 * reported, shown with what was reported in context, and the minors' consent
 * status with the admin's tools. Every endpoint is in one guarded group
 * (admins only, 403 NOT_AN_ADMIN to anyone else), every action is limited
 * (60 a minute per admin) and recorded in the audit log with who, when and why.
 *
 * | Method | Path                                    | Auth   | Answer |
 * |--------|-----------------------------------------|--------|--------|
 * | GET    | /api/admin/reports?sort=newest\|most     | admins | 200 ReportQueue: open reports grouped by what they report, newest or most reported first |
 * | POST   | /api/admin/reports/dismiss              | admins | 200 { resolved: n } (body ModerationInput): the target's open reports are dismissed; the reporters are told |
 * | POST   | /api/admin/actions                      | admins | 200 { resolved: n } (body ModerationActionInput): hide a gig, job post or review, remove a message, warn or suspend the person it concerns; the target's open reports are actioned; the person and the reporters are told; 422 ACTION_NOT_APPLICABLE |
 * | GET    | /api/admin/minors                       | admins | 200 { minors: MinorAccount[] }: freelancers under 18 and their consent, newest first |
 * | POST   | /api/admin/minors/:id/resend-consent    | admins | 200 { sentTo }: the parent gets a new consent link (pending consent only) |
 * | POST   | /api/admin/minors/:id/revoke-consent    | admins | 200 MinorAccount (body { reason }): consent is withdrawn at a parent's request; the teen's gigs leave the catalogue at once |
 * | GET    | /api/admin/held-messages                | admins | 200 { messages: HeldMessage[] }: messages held before reaching a minor, oldest first, 100 |
 * | POST   | /api/admin/held-messages/:id/deliver    | admins | 200 HeldMessageOutcome (body { reason }): delivered now, as a new message; the recipient is notified |
 * | POST   | /api/admin/held-messages/:id/remove     | admins | 200 HeldMessageOutcome (body { reason }): never delivered; the sender is told; 404 when not held |
 * | GET    | /api/admin/restrictions                 | admins | 200 { restrictions: Restriction[] }: suspended accounts and hidden gigs, job posts and reviews, newest first, 100 |
 * | POST   | /api/admin/reinstate                    | admins | 200 { targetKind, targetId } (body ReinstateInput): the suspension lifted or the thing shown again; the person told; 404 when it is not suspended or hidden |
 * | GET    | /api/admin/audit                        | admins | 200 { entries: AuditEntry[] }: newest first, 100 |
 */
import { z } from 'zod';
import { REPORT_TARGET_KINDS, reportReasonValues } from './safety.ts';
import { apiPath } from './api-paths.ts';
import { HOLD_REASONS, type HoldReason } from './messages.ts';
import { parentalConsentStateSchema } from './users.ts';

export const ADMIN_TEXTS = {
  title: 'Moderation',
  queue: 'Review queue',
  empty: 'No open reports. Nothing needs a look right now.',
  newest: 'Newest first',
  most: 'Most reported first',
  dismiss: 'Dismiss',
  reasonLabel: 'Why (kept in the audit log)',
  reasonRequired: 'Please say why, for the audit log',
  minors: 'Teen freelancers',
  verifiedGuardian: 'Verified guardian',
  resendConsent: 'Resend consent email',
  revokeConsent: 'Revoke consent',
  audit: 'Audit log',
  held: 'Held messages',
  heldEmpty:
    'No messages are waiting. Messages to teen freelancers that hide or repeat contact details, or from senders several people reported, wait here.',
  heldReasons: {
    disguised_contact: 'Held: disguised contact details',
    repeated_contact: 'Held: repeated contact details',
    reported_sender: 'Held: reported sender',
  } satisfies Record<HoldReason, string>,
  heldFrom: 'From',
  heldTo: 'To',
  heldReporters: (n: number) => `${n} ${n === 1 ? 'person has' : 'people have'} reported the sender`,
  deliver: 'Deliver it',
  removeHeld: 'Remove it',
  restrictions: 'Suspended and hidden',
  restrictionsEmpty: 'No account is suspended and nothing is hidden.',
  reinstate: 'Reinstate',
  onlyAdmins: 'Only admins can do this',
  dismissedNotice: 'We reviewed your report and found nothing against our rules. Thank you for telling us.',
  actionedNotice: 'We reviewed your report and took action. Thank you for helping keep TeenFreelance safe.',
} as const;

const reasonText = z.string({ error: ADMIN_TEXTS.reasonRequired }).trim().min(3, ADMIN_TEXTS.reasonRequired).max(500);

export const moderationInputSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGET_KINDS),
    targetId: z.string().trim().min(1).max(100),
    reason: reasonText,
  })
  .strict();
export type ModerationInput = z.infer<typeof moderationInputSchema>;

/** What an admin may do to a reported thing; `hide` applies to gigs, job posts and reviews, `remove_message` to messages. */
export const MODERATION_ACTIONS = [
  { value: 'hide', label: 'Hide it' },
  { value: 'remove_message', label: 'Remove the message' },
  { value: 'warn', label: 'Warn the person' },
  { value: 'suspend', label: 'Suspend the account' },
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]['value'];

export const moderationActionSchema = moderationInputSchema.extend({
  action: z.enum(MODERATION_ACTIONS.map((a) => a.value) as [ModerationAction, ...ModerationAction[]]),
});
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;

/** Which targets each action applies to. */
export const ACTION_TARGETS: Record<ModerationAction, readonly string[]> = {
  hide: ['gig', 'job', 'review'],
  remove_message: ['message'],
  warn: ['conversation', 'message', 'profile', 'gig', 'review', 'job'],
  suspend: ['conversation', 'message', 'profile', 'gig', 'review', 'job'],
};

/** What a moderator can give back: a suspended account (its profile) or a hidden gig, job post or review. */
export const REINSTATE_TARGETS = ['profile', 'gig', 'job', 'review'] as const;
export type ReinstateTarget = (typeof REINSTATE_TARGETS)[number];

export const reinstateInputSchema = z
  .object({
    targetKind: z.enum(REINSTATE_TARGETS),
    targetId: z.string().trim().min(1).max(100),
    reason: reasonText,
  })
  .strict();
export type ReinstateInput = z.infer<typeof reinstateInputSchema>;
export const reinstatedSchema = z.object({ targetKind: z.enum(REINSTATE_TARGETS), targetId: z.string() });

/** The body of an action that carries only its reason, for the audit log: revoking consent, deciding on a held message. */
export const reasonBodySchema = z.object({ reason: reasonText }).strict();
export type ReasonBody = z.infer<typeof reasonBodySchema>;

const person = z.object({ id: z.string(), name: z.string(), isMinor: z.boolean() });
/** Messages of a conversation, oldest first, as written (no masking: moderators read the original). */
const threadSchema = z.array(z.object({ sender: z.string(), text: z.string(), createdAt: z.string() }));

export const reportGroupSchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.enum(reportReasonValues)),
  notes: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  /** The person it concerns (a message's sender, a gig's seller...), null when their account is gone. */
  reported: person.nullable(),
  /** What was reported, as written (a message before any masking), or null when it no longer exists. */
  context: z
    .object({
      title: z.string().nullable(),
      text: z.string().nullable(),
      /** For a message or conversation: its newest messages, oldest first, as written. */
      thread: threadSchema,
    })
    .nullable(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueSchema = z.object({ groups: z.array(reportGroupSchema) });
export type ReportQueue = z.infer<typeof reportQueueSchema>;
export const reportQueueQuerySchema = z.object({ sort: z.enum(['newest', 'most']).default('newest') });

/** A message held before it reached a minor, as written, with its conversation. */
export const heldMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: person.nullable(),
  recipient: person.nullable(),
  /** As written (never masked: moderators read the original). */
  text: z.string(),
  createdAt: z.string(),
  /** Why it was held (decision 0062, "Which signals hold"). */
  reason: z.enum(HOLD_REASONS),
  /** How many people the sender wrote to have reported them (reports not dismissed). */
  senderReporters: z.number().int(),
  /** The conversation's newest messages, oldest first, as written, held ones included. */
  thread: threadSchema,
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;
export const heldMessageListSchema = z.object({ messages: z.array(heldMessageSchema) });
export const heldMessageOutcomeSchema = z.object({ id: z.string(), outcome: z.enum(['delivered', 'removed']) });
export type HeldMessageOutcome = z.infer<typeof heldMessageOutcomeSchema>;

/** A suspended account, or a hidden gig, job post or review, with whom it belongs to and since when. */
export const restrictionSchema = z.object({
  targetKind: z.enum(REINSTATE_TARGETS),
  targetId: z.string(),
  /** The person's name, the gig's or post's title, or the review's text. */
  title: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  since: z.string(),
});
export type Restriction = z.infer<typeof restrictionSchema>;
export const restrictionListSchema = z.object({ restrictions: z.array(restrictionSchema) });

export const minorAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentalConsent: parentalConsentStateSchema,
  /** The parent's email, partly hidden (j***@example.com). */
  parentEmail: z.string().nullable(),
  publicGigs: z.number().int(),
  createdAt: z.string(),
  /**
   * Who consented (the name they typed) and when, and whether a guardian
   * linked to the teen passed the $0 card check (decision 0085); null before consent.
   */
  consentedBy: z.object({ name: z.string(), at: z.string(), verified: z.boolean() }).nullable(),
});
export type MinorAccount = z.infer<typeof minorAccountSchema>;
export const minorListSchema = z.object({ minors: z.array(minorAccountSchema) });

/** Every action the audit log records (the moderation actions, and what admins do besides). */
export const AUDIT_ACTIONS = [
  'dismiss_reports',
  'resend_consent',
  'revoke_consent',
  'hide',
  'remove_message',
  'release_message',
  'warn',
  'suspend',
  'reinstate',
] as const;

export const auditEntrySchema = z.object({
  id: z.string(),
  admin: z.object({ id: z.string(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  targetKind: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

export const ADMIN_REPORTS_PATH = '/api/admin/reports';
export const ADMIN_DISMISS_PATH = '/api/admin/reports/dismiss';
export const ADMIN_ACTIONS_PATH = '/api/admin/actions';
export const ADMIN_MINORS_PATH = '/api/admin/minors';
export const ADMIN_AUDIT_PATH = '/api/admin/audit';
export const ADMIN_HELD_MESSAGES_PATH = '/api/admin/held-messages';
export const ADMIN_RESTRICTIONS_PATH = '/api/admin/restrictions';
export const ADMIN_REINSTATE_PATH = '/api/admin/reinstate';
export const adminHeldMessagePaths = {
  deliver: apiPath('/api/admin/held-messages/:id/deliver'),
  remove: apiPath('/api/admin/held-messages/:id/remove'),
};
export const adminMinorActionPaths = {
  'resend-consent': apiPath('/api/admin/minors/:id/resend-consent'),
  'revoke-consent': apiPath('/api/admin/minors/:id/revoke-consent'),
};
export const adminHeldMessagePath = (id: string, decision: keyof typeof adminHeldMessagePaths) =>
  adminHeldMessagePaths[decision](id);
export const adminMinorActionPath = (id: string, action: keyof typeof adminMinorActionPaths) =>
  adminMinorActionPaths[action](id);

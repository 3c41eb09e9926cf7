/**
 * Report and Block (QUALITY.md, "Protecting minors"): every conversation,
 * message, public profile, gig, review and job post can be reported; every
 * conversation and profile offers Block. Reports reach the admins' review
 * queue (/admin). Blocking is quiet: the blocked person is told only "You
 * can't message this user"; the blocker's gigs and job posts are not found
 * for them, and they cannot order from, apply to or message the blocker.
 *
 * | Method | Path                       | Auth      | Answer |
 * |--------|----------------------------|-----------|--------|
 * | POST   | /api/reports               | signed in | 201 ReportReceipt (body ReportInput); 200 with the same receipt when the caller reported it already; 404 when the caller cannot see what they report; 422 CANNOT_REPORT_SELF; 429 REPORT_RATE past REPORTS_PER_HOUR new reports |
 * | GET    | /api/me/blocks             | signed in | 200 { blocks: BlockedUser[] }, newest first |
 * | GET    | /api/me/blocks/:userId     | signed in | 200 BlockState |
 * | PUT    | /api/me/blocks/:userId     | signed in | 200 BlockState { blocked: true } (idempotent); 404 unknown user; 422 CANNOT_BLOCK_SELF |
 * | DELETE | /api/me/blocks/:userId     | signed in | 200 BlockState { blocked: false } (idempotent) |
 *
 * Visitors get 401 UNAUTHENTICATED on every one of them.
 */
import { z } from 'zod';
import { apiPath } from './api-paths.ts';

export const REPORT_TARGET_KINDS = ['conversation', 'message', 'profile', 'gig', 'review', 'job'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The reasons a reporter picks from, with their words. */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or scam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'inappropriate', label: 'Inappropriate or adult content' },
  { value: 'contact_outside', label: 'Asking to talk or pay outside TeenFreelance' },
  { value: 'safety', label: 'Makes me feel unsafe' },
  { value: 'fake', label: 'Fake or misleading' },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];
export const reportReasonValues = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

export const REPORT_NOTE_MAX = 1000;

/**
 * New reports one person may make in an hour, counted in the database so every
 * server process shares the count (decision 0064). A repeated report of the same
 * thing stores nothing and does not count.
 */
export const REPORTS_PER_HOUR = 20;

/**
 * Messages to a minor are held for review once this many people the sender wrote to
 * (reports of a conversation or a message) have reported the sender, counting every
 * report a moderator has not dismissed.
 */
export const HOLD_AFTER_REPORTERS = 3;

export const SAFETY_TEXTS = {
  report: 'Report',
  reportTitle: (what: string) => `Report this ${what}`,
  reason: 'Reason',
  reasonRequired: 'Please choose a reason',
  note: 'Anything else we should know? (optional)',
  noteTooLong: 'Your note cannot exceed 1000 characters',
  submit: 'Send Report',
  submitting: 'Sending...',
  received: 'Report received',
  receivedDescription: 'Thank you. Our team will review it, and you will hear from us if we need anything else.',
  block: 'Block',
  unblock: 'Unblock',
  blockTitle: (name: string) => `Block ${name}?`,
  blockQuestion:
    "They won't be able to message you, order from you or apply to your job posts, and won't see your gigs or job posts. They are not told.",
  blocked: (name: string) => `${name} is blocked`,
  unblocked: (name: string) => `${name} is unblocked`,
  cannotMessage: "You can't message this user",
  cannotReportSelf: 'You cannot report yourself',
  cannotBlockSelf: 'You cannot block yourself',
  tooManyReports:
    'You have sent many reports in the last hour. Our team will review them; please wait a little before sending more.',
} as const;

/** What a report names, in words ("Report this message"). */
export const REPORT_TARGET_LABELS: Record<ReportTargetKind, string> = {
  conversation: 'conversation',
  message: 'message',
  profile: 'profile',
  gig: 'gig',
  review: 'review',
  job: 'job post',
};

export const reportInputSchema = z
  .object({
    targetKind: z.enum(REPORT_TARGET_KINDS),
    targetId: z.string().trim().min(1).max(100),
    reason: z.enum(reportReasonValues, { error: SAFETY_TEXTS.reasonRequired }),
    note: z.string().trim().max(REPORT_NOTE_MAX, SAFETY_TEXTS.noteTooLong).optional(),
  })
  .strict();
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportReceiptSchema = z.object({
  id: z.string(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  reason: z.enum(reportReasonValues),
  /** 'Report received': what the reporter is told. */
  message: z.string(),
  createdAt: z.string(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

export const blockedUserSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  createdAt: z.string(),
});
export const blockListSchema = z.object({ blocks: z.array(blockedUserSchema) });
export type BlockList = z.infer<typeof blockListSchema>;

export const blockParamsSchema = z.object({ userId: z.string().max(100) });

export const REPORTS_PATH = '/api/reports';
export const BLOCKS_PATH = '/api/me/blocks';
export const blockPath = apiPath('/api/me/blocks/:userId');

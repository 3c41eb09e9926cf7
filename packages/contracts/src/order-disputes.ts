/**
 * Disputes with a decision (decision 0088): after a delivery, or while an order
 * is late, either party opens a dispute with a statement; the other has 3 days
 * to answer (reminded after 2), then it goes to an admin without the answer.
 * An admin decides (release, full refund, partial refund) with a reason; each
 * party accepts the decision or appeals once within 7 days, to a different
 * admin whose decision is final. Money moves only when a decision is final.
 * orders.ts re-exports this file.
 *
 * | Method | Path                                 | Auth  | Answer |
 * |--------|--------------------------------------|-------|--------|
 * | GET    | /api/admin/disputes                  | admin | 200 DisputeQueue: waiting for a decision first, oldest first |
 * | GET    | /api/admin/disputes/:id              | admin | 200 AdminDispute (`:id` is the order's): the dispute and its evidence, read up to the moment it opened |
 * | POST   | /api/admin/disputes/:id/decision     | admin | 200 AdminDispute; 409 when no decision is due; 403 APPEAL_NEEDS_ANOTHER_ADMIN for the first decider on an appeal |
 */
import { z } from 'zod';
import { apiPath } from './api-paths.ts';
import { orderStatusSchema, orderParties } from './order-states.ts';
import { DAY_MS } from './time.ts';
import { dollarsToCents } from './money.ts';
import { formatCount } from './en-us.ts';

/** The other party's time to answer a dispute before it goes to an admin without the answer. */
export const DISPUTE_ANSWER_MS = 3 * DAY_MS;
/** When the other party is reminded (a day before the answer is due). */
export const DISPUTE_REMINDER_MS = 2 * DAY_MS;
/** How long after a first decision either party may appeal; unappealed, it is final then. */
export const APPEAL_WINDOW_MS = 7 * DAY_MS;

export const DISPUTE_TEXT_MAX_LENGTH = 2000;

export const disputeOutcomes = ['release', 'full_refund', 'partial_refund'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  release: 'Release the payment to the seller',
  full_refund: 'Refund the buyer in full',
  partial_refund: 'Refund part of the price',
};

export const disputeText = (empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(DISPUTE_TEXT_MAX_LENGTH, `Please keep it under ${formatCount(DISPUTE_TEXT_MAX_LENGTH)} characters`);

/** An admin's decision (the refund only for a partial refund, below the price: 422 PARTIAL_REFUND_OUT_OF_RANGE). */
export const disputeDecisionInputSchema = z
  .object({
    outcome: z.enum(disputeOutcomes, { error: 'Please choose a decision' }),
    refundCents: z.number().int('Amounts are whole cents').min(1, 'Please enter an amount above $0.00').optional(),
    reason: disputeText('Please write the reason both parties will read'),
  })
  .strict()
  .refine((input) => (input.outcome === 'partial_refund') === (input.refundCents !== undefined), {
    message: 'A partial refund needs an amount, and only a partial refund has one',
    path: ['refundCents'],
  });
export type DisputeDecisionInput = z.infer<typeof disputeDecisionInputSchema>;

/** The Disputes tab's form: the refund typed in dollars (partial refunds only), below the order's price. */
export function disputeDecisionFormSchema(priceCents: number) {
  return z
    .object({
      outcome: z.enum(disputeOutcomes, { error: 'Please choose a decision' }),
      refund: z.number().optional(),
      reason: disputeText('Please write the reason both parties will read'),
    })
    .superRefine(({ outcome, refund }, context) => {
      if (outcome !== 'partial_refund') return;
      const cents = refund === undefined || !Number.isFinite(refund) ? 0 : dollarsToCents(refund);
      if (cents < 1)
        context.addIssue({ code: 'custom', path: ['refund'], message: 'Please enter an amount above $0.00' });
      else if (cents >= priceCents) {
        context.addIssue({
          code: 'custom',
          path: ['refund'],
          message: 'The refund must be less than the price. To refund all of it, choose a full refund.',
        });
      }
    })
    .transform(({ outcome, refund, reason }): DisputeDecisionInput =>
      outcome === 'partial_refund'
        ? { outcome, refundCents: dollarsToCents(refund ?? 0), reason }
        : { outcome, reason },
    );
}
export type DisputeDecisionFormValues = z.input<ReturnType<typeof disputeDecisionFormSchema>>;

export const disputeDecisionSchema = z.object({
  /** 1: the first decision; 2: the appeal's, final. */
  round: z.number().int(),
  outcome: z.enum(disputeOutcomes),
  /** The part of the price refunded (partial refunds); null otherwise. */
  refundCents: z.number().int().nullable(),
  /** What goes back to the buyer's card and what the seller earns, as this decision would settle it. */
  buyerRefundCents: z.number().int(),
  sellerEarnsCents: z.number().int(),
  reason: z.string(),
  decidedAt: z.string(),
});
export type DisputeDecision = z.infer<typeof disputeDecisionSchema>;

/** What the parties (and admins) see of a dispute on the order page. */
export const orderDisputeSchema = z.object({
  openedBy: z.enum(orderParties),
  statement: z.string(),
  openedAt: z.string(),
  answerDueAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Sent to an admin without the answer. */
  escalatedAt: z.string().nullable(),
  /** What the admin reads with it: a reference to the order as it stood when the dispute opened, counted. */
  evidence: z.object({
    until: z.string(),
    events: z.number().int(),
    messages: z.number().int(),
    files: z.number().int(),
  }),
  decisions: z.array(disputeDecisionSchema),
  appeal: z.object({ by: z.enum(orderParties), statement: z.string(), appealedAt: z.string() }).nullable(),
  /** Until when the first decision may be appealed; null before it or after an appeal. */
  appealUntil: z.string().nullable(),
  /** The parties who accepted the first decision (both: it is final at once). */
  acceptedBy: z.array(z.enum(orderParties)),
  settledAt: z.string().nullable(),
});
export type OrderDispute = z.infer<typeof orderDisputeSchema>;

export const disputeQueueItemSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  title: z.string(),
  status: orderStatusSchema,
  buyerName: z.string(),
  sellerName: z.string(),
  openedBy: z.enum(orderParties),
  openedAt: z.string(),
  /** An admin's decision is due now (answered, unanswered past 3 days, or appealed). */
  needsDecision: z.boolean(),
  /** The round the next decision would be (2: an appeal, for another admin). */
  round: z.number().int(),
  priceCents: z.number().int(),
});
export const disputeQueueSchema = z.object({ disputes: z.array(disputeQueueItemSchema) });
export type DisputeQueue = z.infer<typeof disputeQueueSchema>;

/** A dispute as an admin reads it: the parties' words and the evidence up to the moment it opened, as written. */
export const adminDisputeSchema = disputeQueueItemSchema.extend({
  totalCents: z.number().int(),
  dispute: orderDisputeSchema,
  /** Whether the caller may decide now (not the first round's admin on an appeal). */
  canDecide: z.boolean(),
  evidence: z.object({
    events: z.array(
      z.object({
        transition: z.string(),
        actorRole: z.string(),
        message: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    messages: z.array(z.object({ senderName: z.string(), body: z.string(), createdAt: z.string() })),
    files: z.array(z.object({ name: z.string(), createdAt: z.string() })),
  }),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

export const ADMIN_DISPUTES_PATH = '/api/admin/disputes';
export const adminDisputePath = apiPath('/api/admin/disputes/:id');
export const adminDisputeDecisionPath = apiPath('/api/admin/disputes/:id/decision');

/** The words of disputes, written for a teen reader. */
export const DISPUTE_TEXTS = {
  adminTab: 'Disputes',
  adminEmpty: 'No open disputes.',
  adminDecide: 'Decide',
  adminRefundLabel: 'Refund to the buyer (part of the price, in dollars)',
  adminReasonLabel: 'Reason (both parties read it)',
  adminAppealNote: 'An appeal: a different admin from the first decision decides it, and it is final.',
  adminSameAdmin: 'You made the first decision: another admin decides the appeal.',
  adminWaiting: 'Waiting for the other party to answer (or for the 3 days to end).',
  openButton: 'Open a Dispute',
  statementLabel: 'What went wrong?',
  statementHelp:
    'An admin will read this with the order timeline, your messages and the files up to now. The other party has 3 days to answer. There is no fee.',
  answerLabel: 'Your side of the story',
  answerButton: 'Send Answer',
  acceptButton: 'Accept the Decision',
  appealButton: 'Appeal',
  appealLabel: 'Why should another admin look again?',
  heading: 'Dispute',
  openedByYou: 'You opened a dispute.',
  openedByOther: (party: string) => `The ${party} opened a dispute.`,
  waitingAnswer: (date: string) => `Waiting for an answer until ${date}. After that, an admin decides without it.`,
  waitingAdmin: 'An admin is reviewing this dispute.',
  decided: 'An admin decided',
  finalDecision: 'Final decision after the appeal',
  appealUntil: (date: string) =>
    `Either of you may appeal once until ${date}, to a different admin. If nobody does, the decision is final then.`,
  youAccepted:
    'You accepted the decision. It becomes final when the other party accepts too, or when the time to appeal ends.',
  appealed: (party: string) => `The ${party} appealed. A different admin will decide, and that decision is final.`,
  settled: 'This dispute is closed and the money has moved as decided.',
  evidence: (events: number, messages: number, files: number) =>
    `Attached for the admin: the order timeline (${events} entries), your messages (${messages}) and delivered files (${files}) up to when the dispute opened.`,
} as const;

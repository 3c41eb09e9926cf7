/** An order's states, actions and actors (decision 0082). orders.ts re-exports this file. */
import { z } from 'zod';

export const orderStatuses = [
  'awaiting_requirements',
  'paid',
  'in_progress',
  'delivered',
  'revision_requested',
  'completed',
  'cancelled',
  'disputed',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_requirements: 'Awaiting Requirements',
  paid: 'Paid',
  in_progress: 'In Progress',
  delivered: 'Delivered',
  revision_requested: 'Revision Requested',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'In Dispute',
};

/** The dashboard's Orders sub-tabs (Active, Completed, Cancelled) and the statuses each holds. */
export const orderListStatuses = ['active', 'completed', 'cancelled'] as const;
export const ORDER_LIST_STATUSES: Record<(typeof orderListStatuses)[number], readonly OrderStatus[]> = {
  active: ['awaiting_requirements', 'paid', 'in_progress', 'delivered', 'revision_requested', 'disputed'],
  completed: ['completed'],
  cancelled: ['cancelled'],
};

/**
 * What a person can do to an order (the system's automatic completion is not
 * one of them). `cancel`: the buyer before the seller starts, or an admin
 * before completion. Later, one party `request_cancellation`, and the other
 * `confirm_cancellation` (or `decline_cancellation`; the requester may
 * `withdraw_cancellation`). The seller may `request_extension` (more days, until
 * the first delivery), which the buyer accepts or declines (or leaves to expire
 * after 48 hours); either party may `propose_partial_refund` and the other
 * `accept_partial_refund`, completing the order with that split; the buyer may
 * `cancel_for_lateness` a grace day after an undelivered order's due date
 * (order-agreements.ts, decision 0082). After a delivery, or while late, either
 * party may `open_dispute`; the other may `answer_dispute`; after an admin's
 * decision each may `accept_decision` or, once, `appeal_dispute`
 * (order-disputes.ts, decision 0088). A gig's order with questions waits in
 * `awaiting_requirements` until the buyer does `submit_requirements`
 * (order-requirements.ts, decision 0094).
 */
export const orderActions = [
  'submit_requirements',
  'start',
  'deliver',
  'request_revision',
  'accept',
  'cancel',
  'request_cancellation',
  'confirm_cancellation',
  'decline_cancellation',
  'withdraw_cancellation',
  'request_extension',
  'accept_extension',
  'decline_extension',
  'propose_partial_refund',
  'accept_partial_refund',
  'decline_partial_refund',
  'withdraw_partial_refund',
  'cancel_for_lateness',
  'open_dispute',
  'answer_dispute',
  'accept_decision',
  'appeal_dispute',
] as const;
export const orderActionSchema = z.enum(orderActions);
export type OrderAction = z.infer<typeof orderActionSchema>;

/**
 * Every timeline entry's name: the actions, plus `place` (payment) and the
 * system's `auto_complete`, `expire_extension` and `consent_withdrawn` (a
 * teen's guardian withdrew consent: cancelled and refunded, decision 0083),
 * `expire_requirements` (questions unanswered for 7 days, decision 0094);
 * a dispute's `escalate_dispute` (unanswered in 3 days), the admin's
 * `decide_dispute`, and the system's `settle_dispute_*` that carry out a final
 * decision (decision 0088).
 */
export const orderTransitionNames = [
  'place',
  ...orderActions,
  'auto_complete',
  'expire_extension',
  'consent_withdrawn',
  'expire_requirements',
  'escalate_dispute',
  'decide_dispute',
  'settle_dispute_release',
  'settle_dispute_refund',
  'settle_dispute_partial',
] as const;
export type OrderTransitionName = (typeof orderTransitionNames)[number];

export const orderActorRoles = ['buyer', 'seller', 'system', 'admin'] as const;

/** An order's two parties (the one who asked to cancel). */
export const orderParties = ['buyer', 'seller'] as const;
export type OrderActorRole = (typeof orderActorRoles)[number];

/** The revisions a gig's text allows: 'Unlimited' (or anything without a number) is null, '2 revisions' is 2. */
export function revisionLimitOf(revisions: string): number | null {
  const match = /\d+/.exec(revisions);
  return match && !/unlimited/i.test(revisions) ? Number(match[0]) : null;
}

/** Days after a delivery when the order completes by itself unless the buyer asks for a revision. */
export const AUTO_COMPLETE_DAYS = 3;

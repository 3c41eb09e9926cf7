import type { DisputeOutcome } from '@teenfreelance/contracts/orders';
import type { OrderActorRole, OrderStatus } from '@teenfreelance/contracts/orders';
import type { OrderNotificationKind } from '@teenfreelance/contracts/notifications';
import { type AppError, conflict } from '../../http/errors.ts';

/** The order machine's vocabulary (order-machine.ts has the table, order-machine-disputes.ts the disputes' rows). */
export type Party = 'buyer' | 'seller';

/** What the rules read of an order. */
export interface OrderState {
  status: OrderStatus;
  /** Null: unlimited revisions. */
  revisionLimit: number | null;
  revisionsUsed: number;
  cancelRequestedBy: Party | null;
  deliveredAt: Date | null;
  priceCents: number;
  dueAt: Date;
  /** The seller's open extension request (both null when none). */
  extensionDays: number | null;
  extensionRequestedAt: Date | null;
  extensionsAsked: number;
  /** The open partial refund proposal (both null when none). */
  refundOfferCents: number | null;
  refundOfferBy: Party | null;
  /** When the order was paid (the unanswered requirements' expiry counts from it; absent where no rule reads it). */
  placedAt?: Date;
  /** The order's dispute, read with it under the lock when it is disputed (absent or null otherwise). */
  dispute?: DisputeState | null;
}

/** What the rules read of a dispute (decision 0088). */
export interface DisputeState {
  openedBy: Party;
  answerDueAt: Date;
  answered: boolean;
  escalated: boolean;
  /** Decisions made so far: 0, 1, or 2 (the appeal's, final). */
  decisions: number;
  /** The latest decision's moment, outcome and refund. */
  decidedAt: Date | null;
  outcome: DisputeOutcome | null;
  refundCents: number | null;
  appealedBy: Party | null;
  acceptedBy: Party[];
}

/** What an action carries that the rules weigh: an extension's days, a proposal's refund. */
export interface TransitionTerms {
  days?: number;
  refundCents?: number;
}

/** Who is told, and how, when a transition happens. Live `order.updated` always goes to both parties. */
export interface TransitionEffects {
  /** The bell notification's kind, and whom it goes to: the party that did not act, or both (the system acted). */
  notify: { kind: OrderNotificationKind; to: 'other' | 'both' };
  /** The party also emailed (new orders, deliveries, requests for more time). */
  email?: 'buyer' | 'seller' | 'other';
  /** The buyer's payment is refunded: all of it, or the agreed part (accept_partial_refund). */
  refund?: 'full' | 'partial';
}

/** What a transition does to an open agreement (besides a status change, which closes them all). */
export type AgreementStep =
  | 'ask_extension'
  | 'grant_extension'
  | 'close_extension'
  | 'offer_refund'
  | 'agree_refund'
  | 'close_refund'
  | 'settle_refund';

/** What a transition writes to the order's dispute. */
export type DisputeStep = 'open' | 'answer' | 'escalate' | 'decide' | 'accept' | 'appeal' | 'settle';

export interface Transition {
  /** From which statuses each actor may make it; an actor missing here may never make it. */
  by: Partial<Record<OrderActorRole, readonly OrderStatus[]>>;
  /** The status after it; null: unchanged (requests and their answers). */
  to: OrderStatus | null;
  /** A further condition: null when it holds, else the refusal. `terms` is absent when listing the actions. */
  unless?: (order: OrderState, actor: OrderActorRole, now: Date, terms?: TransitionTerms) => AppError | null;
  /** What the cancellation request becomes (status changes always clear it). */
  cancelRequest?: 'set' | 'clear';
  agreement?: AgreementStep;
  /** What the transition writes to the order's dispute (decision 0088). */
  dispute?: DisputeStep;
  effects: TransitionEffects;
}

export const notAllowed = (order: OrderState, action: string, message: string) =>
  conflict(message, { reason: 'ORDER_TRANSITION_NOT_ALLOWED', status: order.status, action });

export const partyOf = (actor: OrderActorRole): Party | null =>
  actor === 'buyer' || actor === 'seller' ? actor : null;

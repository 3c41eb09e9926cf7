import {
  AUTO_COMPLETE_DAYS,
  EXTENSION_LIMITS,
  extensionExpiresAt,
  isPartialRefundInRange,
  lateCancellableAt,
  ORDER_LIST_STATUSES,
  requirementsExpireAt,
  type OrderActorRole,
  type OrderStatus,
  type OrderTransitionName,
} from '@teenfreelance/contracts/orders';
import { unprocessable } from '../../http/errors.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { DISPUTE_TRANSITIONS } from './order-machine-disputes.ts';
import { notAllowed, partyOf, type OrderState, type Transition } from './order-machine-rules.ts';

export * from './order-machine-rules.ts';

/**
 * The order's life, in one place (in the manner of a marketplace transaction
 * process): its states, every transition, who may make each, from which
 * states, under what condition, and what each one causes. The service applies
 * a transition under the order's row lock, so two clicks or two processes
 * apply it once; nothing else changes an order's status.
 *
 *   awaiting_requirements ──submit_requirements (buyer)──> paid   (a gig with questions, decision 0094;
 *     the due date counts from the answers; expire_requirements (system, 7 days) cancels and refunds)
 *   paid ──start──> in_progress ──deliver──> delivered ──accept / auto_complete──> completed
 *                                    ^            │
 *                                    └─deliver─ revision_requested <─request_revision─┘
 *   cancel: the buyer while paid or awaiting requirements; an admin before completion; otherwise
 *   request_cancellation by one party and confirm_cancellation by the other.
 *   Every cancellation refunds the buyer through the payment provider.
 *
 *   Agreements (decision 0082), none of which changes the status until accepted:
 *   request_extension (seller, until the first delivery) ─> accept_extension
 *     (the due date moves) | decline_extension | expire_extension (system, 48 h);
 *   propose_partial_refund (either party, once work started) ─> accept_partial_refund
 *     (the other: completed, part refunded) | decline_ | withdraw_partial_refund;
 *   cancel_for_lateness: the buyer, in progress, a grace day past the due date
 *     (cancelled, full refund, no agreement needed).
 *   A status change closes whatever was waiting for an answer.
 *   Disputes (decision 0088): order-machine-disputes.ts.
 */

/** The statuses an order is still going in (the dashboard's Active tab). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ORDER_LIST_STATUSES.active;
const WORKING: readonly OrderStatus[] = ['in_progress', 'revision_requested'];
/** Before the first delivery: the due date still binds the seller. */
const UNDELIVERED: readonly OrderStatus[] = ['paid', 'in_progress'];
/** Work has started and the order is open: a split of the price can be agreed. */
const STARTED: readonly OrderStatus[] = ['in_progress', 'delivered', 'revision_requested'];
const CANCELLED_BY_SYSTEM = { notify: { kind: 'order_cancelled', to: 'both' }, refund: 'full' } as const;

const AUTO_COMPLETE_MS = AUTO_COMPLETE_DAYS * DAY_MS;

/** When a delivered order completes by itself. */
export function autoCompleteAt(order: Pick<OrderState, 'status' | 'deliveredAt'>): Date | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return null;
  return new Date(order.deliveredAt.getTime() + AUTO_COMPLETE_MS);
}

/** The open extension request's answer, refused when there is none or it has expired. */
const extensionOpen = (action: string) => (order: OrderState, _actor: OrderActorRole, now: Date) =>
  order.extensionRequestedAt && extensionExpiresAt(order.extensionRequestedAt) > now
    ? null
    : notAllowed(order, action, 'There is no request for more time waiting for an answer');

/** An answer to the other party's open proposal. */
const refundOfferOf = (action: string, whose: 'other' | 'own') => (order: OrderState, actor: OrderActorRole) =>
  order.refundOfferBy && (order.refundOfferBy === partyOf(actor)) === (whose === 'own')
    ? null
    : notAllowed(
        order,
        action,
        whose === 'own'
          ? 'You have not proposed a partial refund'
          : 'The other party has not proposed a partial refund',
      );

/** Asking again while one is open, or the other's request waits. */
const cancelRequestOf = (action: string, whose: 'other' | 'own') => (order: OrderState, actor: OrderActorRole) =>
  order.cancelRequestedBy && (order.cancelRequestedBy === partyOf(actor)) === (whose === 'own')
    ? null
    : notAllowed(
        order,
        action,
        whose === 'own' ? 'You have not asked to cancel' : 'The other party has not asked to cancel',
      );

export const TRANSITIONS: Record<OrderTransitionName, Transition> = {
  /** Payment: the order exists, paid (checkout.service.ts). */
  place: { by: { buyer: [] }, to: 'paid', effects: { notify: { kind: 'order_placed', to: 'other' }, email: 'seller' } },
  submit_requirements: {
    by: { buyer: ['awaiting_requirements'] },
    to: 'paid',
    effects: { notify: { kind: 'requirements_submitted', to: 'other' }, email: 'seller' },
  },
  expire_requirements: {
    by: { system: ['awaiting_requirements'] },
    to: 'cancelled',
    unless: (order, _actor, now) =>
      order.placedAt && requirementsExpireAt(order.placedAt) <= now
        ? null
        : notAllowed(order, 'expire_requirements', 'This order is still waiting for its answers'),
    effects: { notify: { kind: 'requirements_expired', to: 'both' }, refund: 'full' },
  },
  start: { by: { seller: ['paid'] }, to: 'in_progress', effects: { notify: { kind: 'order_started', to: 'other' } } },
  deliver: {
    by: { seller: WORKING },
    to: 'delivered',
    effects: { notify: { kind: 'order_delivered', to: 'other' }, email: 'buyer' },
  },
  request_revision: {
    by: { buyer: ['delivered'] },
    to: 'revision_requested',
    unless: (order) =>
      order.revisionLimit !== null && order.revisionsUsed >= order.revisionLimit
        ? unprocessable('You have used every revision this order includes', {
            reason: 'REVISIONS_EXHAUSTED',
            revisions: order.revisionLimit,
            used: order.revisionsUsed,
          })
        : null,
    effects: { notify: { kind: 'revision_requested', to: 'other' } },
  },
  accept: {
    by: { buyer: ['delivered'] },
    to: 'completed',
    effects: { notify: { kind: 'order_completed', to: 'other' } },
  },
  auto_complete: {
    by: { system: ['delivered'] },
    to: 'completed',
    unless: (order, _actor, now) => {
      const due = autoCompleteAt(order);
      return due && due <= now ? null : notAllowed(order, 'auto_complete', 'This order is not due to complete yet');
    },
    effects: { notify: { kind: 'order_completed', to: 'both' } },
  },
  // A teen seller's guardian withdrew consent (decision 0083): every open order is cancelled and refunded.
  consent_withdrawn: { by: { system: ACTIVE_STATUSES }, to: 'cancelled', effects: CANCELLED_BY_SYSTEM },
  cancel: {
    by: { buyer: ['awaiting_requirements', 'paid'], admin: ACTIVE_STATUSES },
    to: 'cancelled',
    effects: { notify: { kind: 'order_cancelled', to: 'other' }, refund: 'full' },
  },
  request_cancellation: {
    // Either party may still agree to cancel during a dispute (a full refund, the dispute closed).
    by: { buyer: ['in_progress', 'delivered', 'revision_requested', 'disputed'], seller: ACTIVE_STATUSES },
    to: null,
    unless: (order) =>
      order.cancelRequestedBy ? notAllowed(order, 'request_cancellation', 'A cancellation is already requested') : null,
    cancelRequest: 'set',
    effects: { notify: { kind: 'cancellation_requested', to: 'other' } },
  },
  confirm_cancellation: {
    by: { buyer: ACTIVE_STATUSES, seller: ACTIVE_STATUSES },
    to: 'cancelled',
    unless: cancelRequestOf('confirm_cancellation', 'other'),
    effects: { notify: { kind: 'order_cancelled', to: 'other' }, refund: 'full' },
  },
  decline_cancellation: {
    by: { buyer: ACTIVE_STATUSES, seller: ACTIVE_STATUSES },
    to: null,
    unless: cancelRequestOf('decline_cancellation', 'other'),
    cancelRequest: 'clear',
    effects: { notify: { kind: 'cancellation_declined', to: 'other' } },
  },
  withdraw_cancellation: {
    by: { buyer: ACTIVE_STATUSES, seller: ACTIVE_STATUSES },
    to: null,
    unless: cancelRequestOf('withdraw_cancellation', 'own'),
    cancelRequest: 'clear',
    effects: { notify: { kind: 'cancellation_declined', to: 'other' } },
  },
  request_extension: {
    by: { seller: UNDELIVERED },
    to: null,
    unless: (order) =>
      order.extensionRequestedAt
        ? notAllowed(order, 'request_extension', 'Your last request for more time is still waiting for an answer')
        : order.extensionsAsked >= EXTENSION_LIMITS.maxRequests
          ? unprocessable(`You can ask for more time ${EXTENSION_LIMITS.maxRequests} times on one order`, {
              reason: 'EXTENSIONS_EXHAUSTED',
              limit: EXTENSION_LIMITS.maxRequests,
            })
          : null,
    agreement: 'ask_extension',
    effects: { notify: { kind: 'extension_requested', to: 'other' }, email: 'buyer' },
  },
  accept_extension: {
    by: { buyer: UNDELIVERED },
    to: null,
    unless: extensionOpen('accept_extension'),
    agreement: 'grant_extension',
    effects: { notify: { kind: 'extension_accepted', to: 'other' } },
  },
  decline_extension: {
    by: { buyer: UNDELIVERED },
    to: null,
    unless: extensionOpen('decline_extension'),
    agreement: 'close_extension',
    effects: { notify: { kind: 'extension_declined', to: 'other' } },
  },
  expire_extension: {
    by: { system: UNDELIVERED },
    to: null,
    unless: (order, _actor, now) =>
      order.extensionRequestedAt && extensionExpiresAt(order.extensionRequestedAt) <= now
        ? null
        : notAllowed(order, 'expire_extension', 'No request for more time is due to expire'),
    agreement: 'close_extension',
    effects: { notify: { kind: 'extension_expired', to: 'both' } },
  },
  propose_partial_refund: {
    by: { buyer: STARTED, seller: STARTED },
    to: null,
    unless: (order, _actor, _now, terms) =>
      order.refundOfferBy
        ? notAllowed(order, 'propose_partial_refund', 'A partial refund is already waiting for an answer')
        : terms?.refundCents !== undefined && !isPartialRefundInRange(terms.refundCents, order.priceCents)
          ? unprocessable('The refund must be less than the price. To refund all of it, cancel the order instead.', {
              reason: 'PARTIAL_REFUND_OUT_OF_RANGE',
              priceCents: order.priceCents,
            })
          : null,
    agreement: 'offer_refund',
    effects: { notify: { kind: 'partial_refund_proposed', to: 'other' }, email: 'other' },
  },
  accept_partial_refund: {
    by: { buyer: STARTED, seller: STARTED },
    to: 'completed',
    unless: refundOfferOf('accept_partial_refund', 'other'),
    agreement: 'agree_refund',
    effects: { notify: { kind: 'partial_refund_accepted', to: 'other' }, email: 'other', refund: 'partial' },
  },
  decline_partial_refund: {
    by: { buyer: STARTED, seller: STARTED },
    to: null,
    unless: refundOfferOf('decline_partial_refund', 'other'),
    agreement: 'close_refund',
    effects: { notify: { kind: 'partial_refund_declined', to: 'other' }, email: 'other' },
  },
  withdraw_partial_refund: {
    by: { buyer: STARTED, seller: STARTED },
    to: null,
    unless: refundOfferOf('withdraw_partial_refund', 'own'),
    agreement: 'close_refund',
    effects: { notify: { kind: 'partial_refund_withdrawn', to: 'other' } },
  },
  cancel_for_lateness: {
    by: { buyer: ['in_progress'] },
    to: 'cancelled',
    unless: (order, _actor, now) =>
      lateCancellableAt(order.dueAt) <= now
        ? null
        : notAllowed(order, 'cancel_for_lateness', 'This order can be cancelled for lateness a day after its due date'),
    effects: { notify: { kind: 'order_cancelled_late', to: 'other' }, refund: 'full' },
  },
  ...DISPUTE_TRANSITIONS,
};

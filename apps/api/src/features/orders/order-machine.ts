import {
  AUTO_COMPLETE_DAYS,
  ORDER_LIST_STATUSES,
  orderActions,
  type OrderAction,
  type OrderActorRole,
  type OrderStatus,
  type OrderTransitionName,
} from '@teenfreelance/contracts/orders';
import type { OrderNotificationKind } from '@teenfreelance/contracts/notifications';
import { type AppError, conflict, forbidden, unprocessable } from '../../http/errors.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

/**
 * The order's life, in one place (in the manner of a marketplace transaction
 * process): its states, every transition, who may make each, from which
 * states, under what condition, and what each one causes. The service applies
 * a transition under the order's row lock, so two clicks or two processes
 * apply it once; nothing else changes an order's status.
 *
 *   paid ──start──> in_progress ──deliver──> delivered ──accept / auto_complete──> completed
 *                                    ^            │
 *                                    └─deliver─ revision_requested <─request_revision─┘
 *   cancel: the buyer while paid; an admin before completion; otherwise
 *   request_cancellation by one party and confirm_cancellation by the other.
 *   Every cancellation refunds the buyer through the payment provider.
 */

/** The statuses an order is still going in (the dashboard's Active tab). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ORDER_LIST_STATUSES.active;
const WORKING: readonly OrderStatus[] = ['in_progress', 'revision_requested'];

/** What the rules read of an order. */
export interface OrderState {
  status: OrderStatus;
  /** Null: unlimited revisions. */
  revisionLimit: number | null;
  revisionsUsed: number;
  cancelRequestedBy: 'buyer' | 'seller' | null;
  deliveredAt: Date | null;
}

/** Who is told, and how, when a transition happens. Live `order.updated` always goes to both parties. */
export interface TransitionEffects {
  /** The bell notification's kind, and whom it goes to: the party that did not act, or both (the system acted). */
  notify: { kind: OrderNotificationKind; to: 'other' | 'both' };
  /** The party also emailed (new orders, deliveries). */
  email?: 'buyer' | 'seller';
  /** The buyer's payment is refunded. */
  refund?: boolean;
}

interface Transition {
  /** From which statuses each actor may make it; an actor missing here may never make it. */
  by: Partial<Record<OrderActorRole, readonly OrderStatus[]>>;
  /** The status after it; null: unchanged (cancellation requests). */
  to: OrderStatus | null;
  /** A further condition: null when it holds, else the refusal. */
  unless?: (order: OrderState, actor: OrderActorRole, now: Date) => AppError | null;
  /** What the cancellation request becomes (status changes always clear it). */
  cancelRequest?: 'set' | 'clear';
  effects: TransitionEffects;
}

const notAllowed = (order: OrderState, action: string, message: string) =>
  conflict(message, { reason: 'ORDER_TRANSITION_NOT_ALLOWED', status: order.status, action });

const partyOf = (actor: OrderActorRole): 'buyer' | 'seller' | null =>
  actor === 'buyer' || actor === 'seller' ? actor : null;

const AUTO_COMPLETE_MS = AUTO_COMPLETE_DAYS * DAY_MS;

/** When a delivered order completes by itself. */
export function autoCompleteAt(order: Pick<OrderState, 'status' | 'deliveredAt'>): Date | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return null;
  return new Date(order.deliveredAt.getTime() + AUTO_COMPLETE_MS);
}

export const TRANSITIONS: Record<OrderTransitionName, Transition> = {
  /** Payment: the order exists, paid (checkout.service.ts). */
  place: { by: { buyer: [] }, to: 'paid', effects: { notify: { kind: 'order_placed', to: 'other' }, email: 'seller' } },
  start: {
    by: { seller: ['paid'] },
    to: 'in_progress',
    effects: { notify: { kind: 'order_started', to: 'other' } },
  },
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
  /** A teen seller's guardian withdrew consent (decision 0083): every open order of theirs is cancelled and refunded. */
  consent_withdrawn: {
    by: { system: ACTIVE_STATUSES },
    to: 'cancelled',
    effects: { notify: { kind: 'order_cancelled', to: 'both' }, refund: true },
  },
  cancel: {
    by: { buyer: ['paid'], admin: ACTIVE_STATUSES },
    to: 'cancelled',
    effects: { notify: { kind: 'order_cancelled', to: 'other' }, refund: true },
  },
  request_cancellation: {
    by: { buyer: ['in_progress', 'delivered', 'revision_requested'], seller: ACTIVE_STATUSES },
    to: null,
    unless: (order, _actor) =>
      order.cancelRequestedBy ? notAllowed(order, 'request_cancellation', 'A cancellation is already requested') : null,
    cancelRequest: 'set',
    effects: { notify: { kind: 'cancellation_requested', to: 'other' } },
  },
  confirm_cancellation: {
    by: { buyer: ACTIVE_STATUSES, seller: ACTIVE_STATUSES },
    to: 'cancelled',
    unless: (order, actor) =>
      order.cancelRequestedBy && order.cancelRequestedBy !== partyOf(actor)
        ? null
        : notAllowed(order, 'confirm_cancellation', 'The other party has not asked to cancel'),
    effects: { notify: { kind: 'order_cancelled', to: 'other' }, refund: true },
  },
  decline_cancellation: {
    by: { buyer: ACTIVE_STATUSES, seller: ACTIVE_STATUSES },
    to: null,
    unless: (order, actor) =>
      order.cancelRequestedBy && order.cancelRequestedBy !== partyOf(actor)
        ? null
        : notAllowed(order, 'decline_cancellation', 'The other party has not asked to cancel'),
    cancelRequest: 'clear',
    effects: { notify: { kind: 'cancellation_declined', to: 'other' } },
  },
  withdraw_cancellation: {
    by: { buyer: ACTIVE_STATUSES, seller: ACTIVE_STATUSES },
    to: null,
    unless: (order, actor) =>
      order.cancelRequestedBy === partyOf(actor)
        ? null
        : notAllowed(order, 'withdraw_cancellation', 'You have not asked to cancel'),
    cancelRequest: 'clear',
    effects: { notify: { kind: 'cancellation_declined', to: 'other' } },
  },
};

/** What applying a transition changes. */
export interface TransitionPlan {
  name: OrderTransitionName;
  from: OrderStatus;
  to: OrderStatus;
  cancelRequestedBy: 'buyer' | 'seller' | null;
  /** One more revision used. */
  usesRevision: boolean;
  effects: TransitionEffects;
}

/**
 * Decides whether `actor` may make `name` now, and what it changes; throws the
 * refusal otherwise: 403 ORDER_ACTOR_NOT_ALLOWED for an action that is never
 * this actor's, 409 ORDER_TRANSITION_NOT_ALLOWED in the wrong state, or the
 * transition's own (422 REVISIONS_EXHAUSTED).
 */
export function planTransition(
  order: OrderState,
  name: OrderTransitionName,
  actor: OrderActorRole,
  now: Date,
): TransitionPlan {
  const transition = TRANSITIONS[name];
  const from = transition.by[actor];
  if (!from) {
    throw forbidden('This action is not yours to take on this order', {
      reason: 'ORDER_ACTOR_NOT_ALLOWED',
      action: name,
    });
  }
  if (!from.includes(order.status)) {
    throw notAllowed(order, name, `This order is ${order.status.replace('_', ' ')}: it cannot do that now`);
  }
  const refusal = transition.unless?.(order, actor, now);
  if (refusal) throw refusal;
  const to = transition.to ?? order.status;
  const cancelRequestedBy =
    transition.cancelRequest === 'set'
      ? partyOf(actor)
      : transition.cancelRequest === 'clear' || to !== order.status
        ? null
        : order.cancelRequestedBy;
  return {
    name,
    from: order.status,
    to,
    cancelRequestedBy,
    usesRevision: name === 'request_revision',
    effects: transition.effects,
  };
}

/** The actions `actor` may take on the order now, in the order the page shows them. */
export function availableActions(order: OrderState, actor: OrderActorRole, now: Date): OrderAction[] {
  return orderActions.filter((action) => {
    try {
      planTransition(order, action, actor, now);
      return true;
    } catch {
      return false;
    }
  });
}

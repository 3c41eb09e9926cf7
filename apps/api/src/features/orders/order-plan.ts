import {
  LATE_REVISION_DAYS,
  orderActions,
  type OrderAction,
  type OrderActorRole,
  type OrderStatus,
  type OrderTransitionName,
} from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { forbidden } from '../../http/errors.ts';
import {
  notAllowed,
  partyOf,
  TRANSITIONS,
  type AgreementStep,
  type DisputeStep,
  type OrderState,
  type Party,
  type TransitionEffects,
  type TransitionTerms,
} from './order-machine.ts';

/**
 * Applying the order machine (order-machine.ts has its table): whether an
 * actor may make a transition now, and everything it changes.
 */

/** What applying a transition changes. */
export interface TransitionPlan {
  name: OrderTransitionName;
  from: OrderStatus;
  to: OrderStatus;
  cancelRequestedBy: Party | null;
  /** One more revision used. */
  usesRevision: boolean;
  dueAt: Date;
  extension: { days: number; requestedAt: Date } | null;
  extensionsAsked: number;
  refundOffer: { cents: number; by: Party } | null;
  /** The part of the price refunded as the order completes by agreement; null otherwise. */
  partialRefundCents: number | null;
  /** What the timeline event records besides its words. */
  event: { days: number | null; refundCents: number | null };
  /** What it writes to the order's dispute (disputes.steps.ts); null for the others. */
  disputeStep: DisputeStep | null;
  effects: TransitionEffects;
}

/** The open agreements after `step` (a status change closes them all). */
function agreementsAfter(
  order: OrderState,
  step: AgreementStep | undefined,
  statusChanges: boolean,
  actor: OrderActorRole,
  now: Date,
  terms: TransitionTerms,
): Pick<TransitionPlan, 'dueAt' | 'extension' | 'extensionsAsked' | 'refundOffer' | 'partialRefundCents' | 'event'> {
  let extension =
    order.extensionDays !== null && order.extensionRequestedAt
      ? { days: order.extensionDays, requestedAt: order.extensionRequestedAt }
      : null;
  let refundOffer =
    order.refundOfferCents !== null && order.refundOfferBy
      ? { cents: order.refundOfferCents, by: order.refundOfferBy }
      : null;
  let { dueAt, extensionsAsked } = order;
  let partialRefundCents: number | null = null;
  const event = { days: null as number | null, refundCents: null as number | null };
  const by = partyOf(actor);
  if (step === 'ask_extension' && terms.days !== undefined) {
    extension = { days: terms.days, requestedAt: now };
    extensionsAsked += 1;
    event.days = terms.days;
  } else if (step === 'grant_extension' && extension) {
    dueAt = new Date(dueAt.getTime() + extension.days * DAY_MS);
    event.days = extension.days;
  } else if (step === 'offer_refund' && terms.refundCents !== undefined && by) {
    refundOffer = { cents: terms.refundCents, by };
    event.refundCents = terms.refundCents;
  } else if (step === 'agree_refund' && refundOffer) {
    partialRefundCents = refundOffer.cents;
    event.refundCents = refundOffer.cents;
  } else if (step === 'settle_refund' && order.dispute?.refundCents) {
    // A dispute's final decision refunds part of the price, as an agreed split does.
    partialRefundCents = order.dispute.refundCents;
    event.refundCents = order.dispute.refundCents;
  }
  if (statusChanges || step === 'grant_extension' || step === 'close_extension') extension = null;
  if (statusChanges || step === 'agree_refund' || step === 'close_refund') refundOffer = null;
  return { dueAt, extension, extensionsAsked, refundOffer, partialRefundCents, event };
}

/** A revision asked for after the due date is due LATE_REVISION_DAYS from now (the timeline says how many days). */
function lateRevision<T extends Pick<TransitionPlan, 'dueAt' | 'event'>>(
  name: OrderTransitionName,
  now: Date,
  plan: T,
): T {
  if (name !== 'request_revision' || plan.dueAt > now) return plan;
  const dueAt = new Date(now.getTime() + LATE_REVISION_DAYS * DAY_MS);
  return { ...plan, dueAt, event: { ...plan.event, days: LATE_REVISION_DAYS } };
}

/**
 * Decides whether `actor` may make `name` now, and what it changes; throws the
 * refusal otherwise: 403 ORDER_ACTOR_NOT_ALLOWED for an action that is never
 * this actor's, 409 ORDER_TRANSITION_NOT_ALLOWED in the wrong state, or the
 * transition's own (422 REVISIONS_EXHAUSTED, EXTENSIONS_EXHAUSTED,
 * PARTIAL_REFUND_OUT_OF_RANGE). `terms`: the action's days or refund.
 */
export function planTransition(
  order: OrderState,
  name: OrderTransitionName,
  actor: OrderActorRole,
  now: Date,
  terms?: TransitionTerms,
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
  const refusal = transition.unless?.(order, actor, now, terms);
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
    ...lateRevision(
      name,
      now,
      agreementsAfter(order, transition.agreement, to !== order.status, actor, now, terms ?? {}),
    ),
    disputeStep: transition.dispute ?? null,
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

import {
  APPEAL_WINDOW_MS,
  isPartialRefundInRange,
  type DisputeOutcome,
  type OrderActorRole,
  type OrderStatus,
  type OrderTransitionName,
} from '@teenfreelance/contracts/orders';
import { type AppError, unprocessable } from '../../http/errors.ts';
import { notAllowed, partyOf, type DisputeState, type OrderState, type Transition } from './order-machine-rules.ts';

/**
 * The order machine's rows for disputes (decision 0088), spread into its table:
 *
 *   in_progress (late) | delivered | revision_requested ──open_dispute──> disputed
 *   disputed: answer_dispute (the other party, 3 days) | escalate_dispute (system, unanswered)
 *     ─> decide_dispute (admin) ─> accept_decision (each party) | appeal_dispute (once, 7 days)
 *     ─> decide_dispute (a different admin, final)
 *   A final decision (both accepted, 7 days unappealed, or the appeal's) is carried
 *   out by the system: settle_dispute_release (completed), settle_dispute_refund
 *   (cancelled, full refund) or settle_dispute_partial (completed, part refunded).
 */

const OPENABLE: readonly OrderStatus[] = ['in_progress', 'delivered', 'revision_requested'];
const DISPUTED: readonly OrderStatus[] = ['disputed'];
const PARTIES = { buyer: DISPUTED, seller: DISPUTED };

type Rule = (dispute: DisputeState, actor: OrderActorRole, now: Date) => string | null;

/** A rule on the order's dispute: its refusal's words, or null when it holds. */
const onDispute =
  (action: string, rule: Rule) =>
  (order: OrderState, actor: OrderActorRole, now: Date): AppError | null => {
    const refusal = order.dispute ? rule(order.dispute, actor, now) : 'This order has no dispute';
    return refusal ? notAllowed(order, action, refusal) : null;
  };

/** An admin's decision is due: the first once answered or the answer's time is over; the second after an appeal. */
export const isDecisionDue = (d: DisputeState, now: Date): boolean =>
  (d.decisions === 0 && (d.answered || d.answerDueAt <= now)) || (d.decisions === 1 && d.appealedBy !== null);

/** The first decision is still open to acceptance or appeal. */
const appealOpen = (d: DisputeState, now: Date): boolean =>
  d.decisions === 1 && !d.appealedBy && !!d.decidedAt && now.getTime() < d.decidedAt.getTime() + APPEAL_WINDOW_MS;

/** The decision stands and its money may move. */
export const isDecisionFinal = (d: DisputeState, now: Date): boolean =>
  d.decisions === 2 || (d.decisions === 1 && !d.appealedBy && (d.acceptedBy.length === 2 || !appealOpen(d, now)));

const answerRule: Rule = (d, actor, now) => {
  if (d.openedBy === partyOf(actor)) return 'You opened this dispute: the other party answers it';
  if (d.answered) return 'This dispute was answered already';
  return d.escalated || d.answerDueAt <= now ? 'The time to answer this dispute has ended' : null;
};

/** Accepting or appealing the first decision, once each party, within the appeal window. */
const firstDecisionRule: Rule = (d, actor, now) => {
  const party = partyOf(actor);
  if (!appealOpen(d, now)) return 'No decision is open to accept or appeal';
  return party && d.acceptedBy.includes(party) ? 'You accepted this decision' : null;
};

/** The system's settlement of a final decision of `outcome`. */
function settlement(to: OrderStatus, outcome: DisputeOutcome, name: OrderTransitionName): Transition {
  return {
    by: { system: DISPUTED },
    to,
    unless: onDispute(name, (d, _actor, now) =>
      isDecisionFinal(d, now) && d.outcome === outcome ? null : 'No final decision of this kind waits',
    ),
    dispute: 'settle',
    ...(outcome === 'partial_refund' ? { agreement: 'settle_refund' as const } : {}),
    effects: {
      notify: { kind: 'dispute_settled', to: 'both' },
      ...(outcome === 'full_refund' ? { refund: 'full' as const } : {}),
      ...(outcome === 'partial_refund' ? { refund: 'partial' as const } : {}),
    },
  };
}

/** The settlement transition that carries out a decision's outcome. */
export const SETTLEMENT_OF: Record<DisputeOutcome, OrderTransitionName> = {
  release: 'settle_dispute_release',
  full_refund: 'settle_dispute_refund',
  partial_refund: 'settle_dispute_partial',
};

export const DISPUTE_TRANSITIONS = {
  open_dispute: {
    by: { buyer: OPENABLE, seller: OPENABLE },
    to: 'disputed',
    unless: (order, _actor, now) =>
      order.status === 'in_progress' && order.dueAt > now
        ? notAllowed(order, 'open_dispute', 'A dispute can be opened after a delivery, or once the order is late')
        : null,
    dispute: 'open',
    effects: { notify: { kind: 'dispute_opened', to: 'other' } },
  },
  answer_dispute: {
    by: PARTIES,
    to: null,
    unless: onDispute('answer_dispute', answerRule),
    dispute: 'answer',
    effects: { notify: { kind: 'dispute_answered', to: 'other' } },
  },
  escalate_dispute: {
    by: { system: DISPUTED },
    to: null,
    unless: onDispute('escalate_dispute', (d, _actor, now) =>
      !d.answered && !d.escalated && d.answerDueAt <= now ? null : 'No dispute is waiting past its answer',
    ),
    dispute: 'escalate',
    effects: { notify: { kind: 'dispute_escalated', to: 'both' } },
  },
  decide_dispute: {
    by: { admin: DISPUTED },
    to: null,
    unless: (order, actor, now, terms) => {
      const refusal = onDispute('decide_dispute', (d) =>
        isDecisionDue(d, now) ? null : 'No decision is due on this dispute now',
      )(order, actor, now);
      if (refusal || terms?.refundCents === undefined) return refusal;
      return isPartialRefundInRange(terms.refundCents, order.priceCents)
        ? null
        : unprocessable('The refund must be less than the price. To refund all of it, choose a full refund.', {
            reason: 'PARTIAL_REFUND_OUT_OF_RANGE',
            priceCents: order.priceCents,
          });
    },
    dispute: 'decide',
    effects: { notify: { kind: 'dispute_decided', to: 'both' } },
  },
  accept_decision: {
    by: PARTIES,
    to: null,
    unless: onDispute('accept_decision', firstDecisionRule),
    dispute: 'accept',
    effects: { notify: { kind: 'dispute_accepted', to: 'other' } },
  },
  appeal_dispute: {
    by: PARTIES,
    to: null,
    unless: onDispute('appeal_dispute', firstDecisionRule),
    dispute: 'appeal',
    effects: { notify: { kind: 'dispute_appealed', to: 'other' } },
  },
  settle_dispute_release: settlement('completed', 'release', 'settle_dispute_release'),
  settle_dispute_refund: settlement('cancelled', 'full_refund', 'settle_dispute_refund'),
  settle_dispute_partial: settlement('completed', 'partial_refund', 'settle_dispute_partial'),
} satisfies Partial<Record<OrderTransitionName, Transition>>;

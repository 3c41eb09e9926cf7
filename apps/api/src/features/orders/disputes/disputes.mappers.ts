import {
  APPEAL_WINDOW_MS,
  partialRefundSplit,
  type DisputeDecision,
  type OrderDispute,
} from '@teenfreelance/contracts/orders';
import type { DecisionRow, DisputeRecord } from './disputes.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What a decision would move: what goes back to the buyer and what the seller earns. */
export function toDisputeDecision(
  decision: DecisionRow,
  order: { priceCents: number; totalCents: number },
): DisputeDecision {
  const split =
    decision.outcome === 'release'
      ? { buyerRefundCents: 0, keptPriceCents: order.priceCents }
      : decision.outcome === 'full_refund'
        ? { buyerRefundCents: order.totalCents, keptPriceCents: 0 }
        : partialRefundSplit(order, decision.refundCents ?? 0);
  return {
    round: decision.round,
    outcome: decision.outcome,
    refundCents: decision.refundCents,
    buyerRefundCents: split.buyerRefundCents,
    sellerEarnsCents: split.keptPriceCents,
    reason: decision.reason,
    decidedAt: decision.decidedAt.toISOString(),
  };
}

/**
 * A dispute as the order page shows it. `show` screens the parties' words for
 * the reader (decision 0065); the evidence is counted, never copied to a party.
 */
export function toOrderDispute(
  { dispute, decisions }: DisputeRecord,
  order: { priceCents: number; totalCents: number },
  evidence: { events: number; messages: number; files: number },
  show: (text: string) => string,
): OrderDispute {
  const first = decisions[0];
  const appealOpen = decisions.length === 1 && first && !dispute.appealedAt && !dispute.settledAt;
  return {
    openedBy: dispute.openedBy,
    statement: show(dispute.statement),
    openedAt: dispute.createdAt.toISOString(),
    answerDueAt: dispute.answerDueAt.toISOString(),
    answer: dispute.answer === null ? null : show(dispute.answer),
    answeredAt: iso(dispute.answeredAt),
    escalatedAt: iso(dispute.escalatedAt),
    evidence: { until: dispute.evidenceAt.toISOString(), ...evidence },
    decisions: decisions.map((decision) => ({ ...toDisputeDecision(decision, order), reason: show(decision.reason) })),
    appeal:
      dispute.appealedBy && dispute.appealStatement && dispute.appealedAt
        ? {
            by: dispute.appealedBy,
            statement: show(dispute.appealStatement),
            appealedAt: dispute.appealedAt.toISOString(),
          }
        : null,
    appealUntil: appealOpen ? new Date(first.decidedAt.getTime() + APPEAL_WINDOW_MS).toISOString() : null,
    acceptedBy: [
      ...(dispute.buyerAcceptedAt ? (['buyer'] as const) : []),
      ...(dispute.sellerAcceptedAt ? (['seller'] as const) : []),
    ],
    settledAt: iso(dispute.settledAt),
  };
}

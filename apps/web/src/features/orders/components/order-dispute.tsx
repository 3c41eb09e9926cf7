import { formatMoney } from '@teenfreelance/contracts/money';
import { DISPUTE_OUTCOME_LABELS, DISPUTE_TEXTS, type Order, type OrderDispute } from '@teenfreelance/contracts/orders';
import { formatOrderDateTime } from './order-dates.ts';

type Decision = OrderDispute['decisions'][number];

/** A decision with its reason and what it moves, as both parties read it. */
function DecisionNote({ decision }: { decision: Decision }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-background p-3">
      <p className="font-medium">
        {decision.round === 2 ? DISPUTE_TEXTS.finalDecision : DISPUTE_TEXTS.decided}:{' '}
        {DISPUTE_OUTCOME_LABELS[decision.outcome].toLowerCase()}
        {decision.refundCents !== null && ` (${formatMoney(decision.refundCents)})`}
      </p>
      <p className="whitespace-pre-wrap break-words">Reason: {decision.reason}</p>
      <p className="text-muted-foreground">
        The buyer gets back {formatMoney(decision.buyerRefundCents)}; the seller earns{' '}
        {formatMoney(decision.sellerEarnsCents)}.
      </p>
    </div>
  );
}

/** Where the dispute stands, in the viewer's words. */
function stageOf(dispute: OrderDispute, viewer: Order['viewerRole']): string {
  const party = viewer === 'admin' ? null : viewer;
  if (dispute.settledAt) return DISPUTE_TEXTS.settled;
  if (dispute.appeal) return DISPUTE_TEXTS.appealed(dispute.appeal.by);
  if (dispute.appealUntil) {
    return party && dispute.acceptedBy.includes(party)
      ? DISPUTE_TEXTS.youAccepted
      : DISPUTE_TEXTS.appealUntil(formatOrderDateTime(dispute.appealUntil));
  }
  if (dispute.answer === null && !dispute.escalatedAt) {
    return DISPUTE_TEXTS.waitingAnswer(formatOrderDateTime(dispute.answerDueAt));
  }
  return DISPUTE_TEXTS.waitingAdmin;
}

/**
 * The order's dispute (decision 0088): who opened it and why, the answer, each
 * decision with its reason, the appeal, and what happens next. The buttons
 * that answer, accept or appeal are the order's actions.
 */
export function OrderDisputePanel({ order }: { order: Order }) {
  const { dispute } = order;
  if (!dispute) return null;
  const other = dispute.openedBy === 'buyer' ? 'seller' : 'buyer';
  const { evidence } = dispute;
  return (
    <section aria-labelledby="order-dispute" className="grid gap-3 rounded-lg border bg-muted p-4 text-sm">
      <h2 id="order-dispute" className="text-lg font-semibold">
        {DISPUTE_TEXTS.heading}
      </h2>
      <p role="status" className="font-medium">
        {stageOf(dispute, order.viewerRole)}
      </p>
      <div className="grid gap-1">
        <p className="font-medium">
          {dispute.openedBy === order.viewerRole
            ? DISPUTE_TEXTS.openedByYou
            : DISPUTE_TEXTS.openedByOther(dispute.openedBy)}
        </p>
        <p className="whitespace-pre-wrap break-words">{dispute.statement}</p>
      </div>
      {dispute.answer !== null && (
        <div className="grid gap-1">
          <p className="font-medium">The {other}&apos;s answer</p>
          <p className="whitespace-pre-wrap break-words">{dispute.answer}</p>
        </div>
      )}
      {dispute.decisions.map((decision) => (
        <DecisionNote key={decision.round} decision={decision} />
      ))}
      {dispute.appeal && (
        <div className="grid gap-1">
          <p className="font-medium">The {dispute.appeal.by}&apos;s appeal</p>
          <p className="whitespace-pre-wrap break-words">{dispute.appeal.statement}</p>
        </div>
      )}
      <p className="text-muted-foreground">
        {DISPUTE_TEXTS.evidence(evidence.events, evidence.messages, evidence.files)}
      </p>
    </section>
  );
}

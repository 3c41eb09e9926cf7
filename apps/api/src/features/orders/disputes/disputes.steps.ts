import { DISPUTE_ANSWER_MS, type DisputeOutcome } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Actor, ApplyTransition } from '../order-apply.ts';
import { isDecisionFinal, SETTLEMENT_OF } from '../order-machine-disputes.ts';
import type { OrderState, Party } from '../order-machine-rules.ts';
import { planTransition, type TransitionPlan } from '../order-plan.ts';
import { orderStateOf } from '../orders.policy.ts';
import type { OrderRow } from '../orders.repository.ts';
import {
  disputeStateOf,
  findDispute,
  insertDecision,
  insertDispute,
  updateDispute,
  type DisputeRecord,
} from './disputes.repository.ts';

/** The task that emails a dispute's news to the parties and a teen's guardians (disputes.emails.ts). */
export const DISPUTE_EMAIL_TASK = 'dispute-email';
export interface DisputeEmailTask {
  orderId: string;
  event: 'opened' | 'reminder' | 'decided';
}

/** An admin's decision, as the step writes it. */
export interface DecisionTerms {
  outcome: DisputeOutcome;
  refundCents: number | null;
}

/** What the order machine reads of a locked order: its row and, when disputed, its dispute. */
export async function machineStateOf(tx: DbOrTx, order: OrderRow): Promise<OrderState> {
  const record = order.status === 'disputed' ? await findDispute(tx, order.id) : undefined;
  return { ...orderStateOf(order), dispute: record ? disputeStateOf(record) : null };
}

/** Writes what a dispute step changes on the dispute's rows (the timeline event is the order machine's). */
async function writeStep(
  tx: DbOrTx,
  order: OrderRow,
  record: DisputeRecord | undefined,
  step: { plan: TransitionPlan; actor: Actor; text: string | null; decision?: DecisionTerms; now: Date },
): Promise<void> {
  const { plan, actor, text, now } = step;
  const party = actor.role === 'buyer' || actor.role === 'seller' ? (actor.role as Party) : null;
  if (plan.disputeStep === 'open' && party && text) {
    await insertDispute(tx, {
      orderId: order.id,
      openedBy: party,
      statement: text,
      evidenceAt: now,
      answerDueAt: new Date(now.getTime() + DISPUTE_ANSWER_MS),
      createdAt: now,
    });
    return;
  }
  if (!record) throw new Error(`dispute step ${plan.name} without a dispute on order ${order.id}`);
  const id = record.dispute.id;
  switch (plan.disputeStep) {
    case 'answer':
      return updateDispute(tx, id, { answer: text, answeredAt: now });
    case 'escalate':
      return updateDispute(tx, id, { escalatedAt: now });
    case 'accept':
      return updateDispute(tx, id, party === 'buyer' ? { buyerAcceptedAt: now } : { sellerAcceptedAt: now });
    case 'appeal':
      return updateDispute(tx, id, { appealedBy: party, appealStatement: text, appealedAt: now });
    case 'settle':
      return updateDispute(tx, id, { settledAt: now });
    case 'decide':
      if (!step.decision || !actor.id || !text) throw new Error('a decision needs its terms, admin and reason');
      return insertDecision(tx, {
        disputeId: id,
        round: record.decisions.length + 1,
        outcome: step.decision.outcome,
        refundCents: step.decision.refundCents,
        reason: text,
        adminId: actor.id,
        decidedAt: now,
      });
    default:
      return undefined;
  }
}

/**
 * Dispute steps, applied after the order machine's transition in the same
 * transaction under the order's lock: `afterStep` writes the dispute's rows,
 * queues the emails, and when the decision has become final (both accepted it,
 * or the appeal was decided) carries it out at once; `settleIfFinal` carries
 * out a final decision as the system (also the appeal window's sweep).
 */
export function createDisputeSteps(deps: { apply: ApplyTransition; background: Pick<BackgroundQueue, 'enqueue'> }) {
  /** `afterStep`: written a millisecond after the step that made it final, so the timeline keeps their order. */
  async function settleIfFinal(tx: DbOrTx, order: OrderRow, now: Date, afterStep = false): Promise<boolean> {
    const record = order.status === 'disputed' ? await findDispute(tx, order.id) : undefined;
    const state = record ? disputeStateOf(record) : null;
    if (!state?.outcome || !isDecisionFinal(state, now)) return false;
    const settle = planTransition(
      { ...orderStateOf(order), dispute: state },
      SETTLEMENT_OF[state.outcome],
      'system',
      now,
    );
    const system: Actor = { role: 'system', id: null, name: null };
    const at = afterStep ? new Date(now.getTime() + 1) : now;
    await deps.apply(tx, order, settle, system, { message: null, fileIds: [], at });
    await writeStep(tx, order, record, { plan: settle, actor: system, text: null, now: at });
    return true;
  }

  async function afterStep(
    tx: DbOrTx,
    order: OrderRow,
    step: { plan: TransitionPlan; actor: Actor; text: string | null; decision?: DecisionTerms; now: Date },
  ): Promise<void> {
    const { plan, now } = step;
    if (!plan.disputeStep) return;
    await writeStep(tx, order, await findDispute(tx, order.id), step);
    if (plan.disputeStep === 'open' || plan.disputeStep === 'decide') {
      const task: DisputeEmailTask = { orderId: order.id, event: plan.disputeStep === 'open' ? 'opened' : 'decided' };
      const singletonKey = `${order.id}:${task.event}:${now.getTime()}`;
      await deps.background.enqueue(tx, DISPUTE_EMAIL_TASK, task, { delaySeconds: 0, singletonKey });
    }
    if (plan.disputeStep === 'decide' || plan.disputeStep === 'accept') {
      await settleIfFinal(tx, { ...order, status: plan.to }, now, true);
    }
  }

  return { afterStep, settleIfFinal };
}
export type DisputeSteps = ReturnType<typeof createDisputeSteps>;

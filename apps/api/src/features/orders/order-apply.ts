import { partialRefundSplit, type OrderActorRole } from '@teenfreelance/contracts/orders';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { announceTransition, type EffectsDeps } from './order-effects.ts';
import type { TransitionPlan } from './order-plan.ts';
import { attachFiles } from './order-files.repository.ts';
import { insertOrderEvent, updateOrder, type OrderRow } from './orders.repository.ts';

export interface Actor {
  role: OrderActorRole;
  /** Null for the system. */
  id: string | null;
  name: string | null;
}

export interface ApplyDeps extends EffectsDeps {
  clock: Clock;
  paymentsService: Pick<PaymentsService, 'refundOrderPayment' | 'refundOrderPart' | 'recordOrderCompletion'>;
}

/** Writes a planned transition, in the caller's transaction under the order's lock. */
export type ApplyTransition = (
  tx: DbOrTx,
  order: OrderRow,
  plan: TransitionPlan,
  actor: Actor,
  /** `at`: when it happens, if not now (a settlement written just after the step that made it due). */
  details: { message: string | null; fileIds: string[]; at?: Date },
) => Promise<void>;

/**
 * The one writer of transitions: the order (status, due date, open
 * agreements), its timeline event, delivered files, the refund (whole, or the
 * agreed part), the completion's ledger posting (of the kept part after a
 * partial refund) and the announcements.
 */
export function createTransitionWriter(deps: ApplyDeps): ApplyTransition {
  return async (tx, order, plan, actor, details) => {
    const now = details.at ?? deps.clock.now();
    const patch = {
      status: plan.to,
      cancelRequestedBy: plan.cancelRequestedBy,
      revisionsUsed: order.revisionsUsed + (plan.usesRevision ? 1 : 0),
      dueAt: plan.dueAt,
      extensionDays: plan.extension?.days ?? null,
      extensionRequestedAt: plan.extension?.requestedAt ?? null,
      extensionsAsked: plan.extensionsAsked,
      refundOfferCents: plan.refundOffer?.cents ?? null,
      refundOfferBy: plan.refundOffer?.by ?? null,
      updatedAt: now,
      ...(plan.to === 'delivered' && plan.from !== 'delivered' ? { deliveredAt: now } : {}),
      ...(plan.to === 'completed' ? { completedAt: now, partialRefundCents: plan.partialRefundCents } : {}),
      ...(plan.to === 'cancelled' ? { cancelledAt: now } : {}),
    };
    await updateOrder(tx, order.id, patch);
    const event = await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: plan.from,
      toStatus: plan.to,
      transition: plan.name,
      actorId: actor.id,
      actorRole: actor.role,
      message: details.message,
      days: plan.event.days,
      refundCents: plan.event.refundCents,
      createdAt: now,
    });
    await attachFiles(tx, details.fileIds, event.id);
    if (plan.effects.refund === 'full') await deps.paymentsService.refundOrderPayment(tx, order.id, now);
    if (plan.to === 'completed') {
      if (plan.effects.refund === 'partial' && plan.partialRefundCents !== null) {
        const split = partialRefundSplit(order, plan.partialRefundCents);
        await deps.paymentsService.refundOrderPart(tx, order.id, split.buyerRefundCents, now);
        await deps.paymentsService.recordOrderCompletion(
          tx,
          { id: order.id, sellerId: order.sellerId, priceCents: split.keptPriceCents, feeCents: split.keptFeeCents },
          now,
        );
      } else {
        await deps.paymentsService.recordOrderCompletion(tx, order, now);
      }
    }
    await announceTransition(tx, deps, {
      order: { ...order, ...patch },
      transition: plan.name,
      effects: plan.effects,
      actorRole: actor.role,
      actorName: actor.name,
      eventId: event.id,
    });
  };
}

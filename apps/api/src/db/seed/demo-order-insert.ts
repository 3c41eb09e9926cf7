import { newSimulatedChargeRef } from '../../features/payments/simulated-provider.ts';
import type { DbOrTx } from '../client.ts';
import { orderEvents, orders } from '../schema/orders.ts';
import { payments } from '../schema/payments.ts';

/** One demo order's row and its timeline, before they are written. */
export interface DemoOrderRows {
  order: typeof orders.$inferInsert;
  events: Omit<typeof orderEvents.$inferInsert, 'orderId'>[];
}

/**
 * Writes the orders, each with the payment checkout recorded (refunded with
 * the cancellation, as the orders service refunds) and its timeline, in bulk.
 * Returns the orders' ids in the order given.
 */
export async function insertDemoOrders(tx: DbOrTx, built: readonly DemoOrderRows[]): Promise<string[]> {
  if (built.length === 0) return [];
  const placed = await tx
    .insert(orders)
    .values(built.map((b) => b.order))
    .returning({ id: orders.id });
  await tx.insert(payments).values(
    built.map(({ order }, i) => ({
      userId: order.buyerId,
      purpose: 'order' as const,
      orderId: placed[i]?.id,
      amountCents: order.totalCents,
      status: order.status === 'cancelled' ? ('refunded' as const) : ('succeeded' as const),
      provider: 'simulated',
      providerRef: newSimulatedChargeRef(),
      cardBrand: 'Visa',
      cardLast4: '4242',
      createdAt: order.createdAt,
      refundedAt: order.cancelledAt ?? null,
    })),
  );
  await tx
    .insert(orderEvents)
    .values(built.flatMap((b, i) => b.events.map((event) => ({ ...event, orderId: placed[i]?.id ?? '' }))));
  return placed.map((row) => row.id);
}

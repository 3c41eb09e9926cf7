import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { GigRequirement } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { orders } from '../../db/schema/orders.ts';

/** The gig's questions as they are now (copied to the order being paid); none for an unknown gig. */
export async function findGigRequirements(db: DbOrTx, gigId: string): Promise<GigRequirement[]> {
  const [row] = await db.select({ requirements: gigs.requirements }).from(gigs).where(eq(gigs.id, gigId));
  return row?.requirements ?? [];
}

/** Orders still waiting for their answers, placed at `placedBy` or before, oldest first; `unreminded`: not reminded yet. */
export async function findAwaitingRequirements(
  db: DbOrTx,
  placedBy: Date,
  limit: number,
  { unreminded }: { unreminded: boolean },
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_requirements'),
        lte(orders.createdAt, placedBy),
        unreminded ? isNull(orders.requirementsRemindedAt) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Marks the buyer reminded, once: false when another process reminded them first or they answered. */
export async function markRequirementsReminded(tx: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ requirementsRemindedAt: now })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'awaiting_requirements'), isNull(orders.requirementsRemindedAt)),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}

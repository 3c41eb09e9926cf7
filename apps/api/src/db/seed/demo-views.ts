import { randomBytes } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { gigViews } from '../schema/gigs.ts';
import { orders } from '../schema/orders.ts';
import type { SeededGig } from './demo-world.ts';

const HOUR_MS = 3_600_000;

const hourOf = (at: number) => new Date(Math.floor(at / HOUR_MS) * HOUR_MS);

/**
 * Views of the public demo gigs' pages, as the gig page records them: one row
 * per visitor, gig and hour, the visitor being the account (`user:`) or a
 * keyed hash of a visitor's address and browser (`anon:`). Every buyer saw the
 * gig in the hour before ordering it; visitors who did not buy, two for each
 * order and a few more, came over the gig's life.
 */
export async function seedGigViews(
  tx: DbOrTx,
  { gigs, now }: { gigs: readonly (SeededGig & { isPublic: boolean })[]; now: Date },
): Promise<number> {
  const bought = await tx
    .select({ gigId: orders.gigId, buyerId: orders.buyerId, createdAt: orders.createdAt })
    .from(orders)
    .where(isNotNull(orders.gigId));
  const views = new Map<string, typeof gigViews.$inferInsert>();
  const add = (gigId: string, visitor: string, at: number) => {
    const hour = hourOf(at);
    views.set(`${gigId} ${visitor} ${hour.toISOString()}`, { gigId, visitor, hour });
  };
  for (const order of bought) add(order.gigId ?? '', `user:${order.buyerId}`, order.createdAt.getTime() - HOUR_MS / 2);
  for (const gig of gigs) {
    if (!gig.isPublic) continue;
    const sold = bought.filter((order) => order.gigId === gig.id).length;
    const life = now.getTime() - gig.createdAt.getTime();
    const anonymous = 2 * sold + 6;
    for (let i = 0; i < anonymous; i++) {
      const at = gig.createdAt.getTime() + (((i * 7919) % 1000) / 1000) * life;
      add(gig.id, `anon:${randomBytes(16).toString('base64url').slice(0, 22)}`, at);
    }
  }
  const rows = [...views.values()];
  if (rows.length > 0) await tx.insert(gigViews).values(rows);
  return rows.length;
}

import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { gigs, gigViews } from '../../../db/schema/gigs.ts';

export async function findPublicGigId(db: DbOrTx, gigId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: gigs.id })
    .from(gigs)
    .where(and(eq(gigs.id, gigId), eq(gigs.isPublic, true)))
    .limit(1);
  return row?.id;
}

/** One view; a second one of the same visitor, gig and hour changes nothing. */
export async function insertGigView(db: DbOrTx, view: { gigId: string; visitor: string; hour: Date }): Promise<void> {
  await db.insert(gigViews).values(view).onConflictDoNothing();
}

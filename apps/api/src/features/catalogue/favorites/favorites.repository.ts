import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { favorites } from '../../../db/schema/favorites.ts';

export async function insertFavorite(db: DbOrTx, userId: string, gigId: string): Promise<void> {
  await db.insert(favorites).values({ userId, gigId }).onConflictDoNothing();
}

export async function deleteFavorite(db: DbOrTx, userId: string, gigId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.gigId, gigId)));
}

export async function hasFavorite(db: DbOrTx, userId: string, gigId: string): Promise<boolean> {
  const [row] = await db
    .select({ gigId: favorites.gigId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.gigId, gigId)))
    .limit(1);
  return row !== undefined;
}

/** The user's saved gig ids, most recently saved first. */
export async function findFavoriteIds(db: DbOrTx, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ gigId: favorites.gigId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt))
    .limit(limit);
  return rows.map((r) => r.gigId);
}

import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { favorites } from '../../../db/schema/favorites.ts';
import { gigImages, gigs } from '../../../db/schema/gigs.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import { userSellingPaused, users } from '../../../db/schema/users.ts';

/** The gig row with its seller's standing, or undefined (deleted gigs included: callers decide). */
export async function findGigWithSeller(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      gig: gigs,
      seller: {
        id: users.id,
        name: users.name,
        image: users.image,
        isPro: users.isPro,
        role: users.role,
        parentalConsent: users.parentalConsent,
        sellingPaused: userSellingPaused,
        gigApprovalRequired: users.gigApprovalRequired,
        isMinor: users.isMinor,
        bio: users.bio,
        country: users.country,
        responseTime: users.responseTime,
        createdAt: users.createdAt,
      },
    })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(eq(gigs.id, id))
    .limit(1);
  return row;
}

export function findGigImages(db: DbOrTx, gigId: string) {
  return db
    .select({ id: gigImages.id, storageKey: gigImages.storageKey, width: gigImages.width, height: gigImages.height })
    .from(gigImages)
    .where(eq(gigImages.gigId, gigId))
    .orderBy(asc(gigImages.position));
}

/** Review totals over a seller's public gigs. */
export async function findSellerRating(db: DbOrTx, sellerId: string): Promise<{ rating: number; reviewCount: number }> {
  const [row] = await db
    .select({
      reviews: sql<number>`coalesce(sum(${gigs.reviewCount}), 0)::int`,
      weighted: sql<number>`coalesce(sum(${gigs.rating} * ${gigs.reviewCount}), 0)::float8`,
    })
    .from(gigs)
    .where(and(eq(gigs.sellerId, sellerId), eq(gigs.isPublic, true)));
  const reviews = Number(row?.reviews ?? 0);
  return { reviewCount: reviews, rating: reviews > 0 ? Number(row?.weighted ?? 0) / reviews : 0 };
}

/** What decides whether a seller's gigs may be public (`isGigPublic`), and their plan. */
const sellerStanding = {
  id: users.id,
  role: users.role,
  isPro: users.isPro,
  parentalConsent: users.parentalConsent,
  sellingPaused: userSellingPaused,
  gigApprovalRequired: users.gigApprovalRequired,
};

/** The seller's row, locked for the rest of the transaction (serialises gig-limit checks). */
export async function lockSeller(tx: DbOrTx, sellerId: string) {
  const [row] = await tx.select(sellerStanding).from(users).where(eq(users.id, sellerId)).for('update');
  return row;
}

export async function findSellerStanding(db: DbOrTx, sellerId: string) {
  const [row] = await db.select(sellerStanding).from(users).where(eq(users.id, sellerId));
  return row;
}

export async function countActiveGigs(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gigs)
    .where(and(eq(gigs.sellerId, sellerId), isNull(gigs.deletedAt)));
  return Number(row?.n ?? 0);
}

export type NewGigRow = typeof gigs.$inferInsert;

export async function insertGig(tx: DbOrTx, values: NewGigRow): Promise<string> {
  const [row] = await tx.insert(gigs).values(values).returning({ id: gigs.id });
  if (!row) throw new Error('gig insert returned nothing');
  return row.id;
}

export async function updateGigRow(tx: DbOrTx, id: string, values: Partial<NewGigRow>): Promise<void> {
  await tx.update(gigs).set(values).where(eq(gigs.id, id));
}

/** Replaces a gig's pictures with `images`, in order; uploads among them are marked attached. */
export async function replaceGigImages(
  tx: DbOrTx,
  gigId: string,
  images: { id: string; storageKey: string; width: number; height: number }[],
): Promise<void> {
  await tx.delete(gigImages).where(eq(gigImages.gigId, gigId));
  await tx.insert(gigImages).values(images.map((img, position) => ({ ...img, gigId, position })));
  const ids = images.map((i) => i.id);
  await tx
    .update(uploads)
    .set({ gigId })
    .where(and(inArray(uploads.id, ids), isNull(uploads.gigId)));
}

/** The seller's not-deleted gigs with their current visibility inputs. */
export function findSellerGigStates(tx: DbOrTx, sellerId: string) {
  return tx
    .select({
      id: gigs.id,
      title: gigs.title,
      status: gigs.status,
      isPublic: gigs.isPublic,
      isPro: gigs.isPro,
      hiddenAt: gigs.hiddenAt,
      approval: gigs.approval,
    })
    .from(gigs)
    .where(and(eq(gigs.sellerId, sellerId), isNull(gigs.deletedAt)));
}

export async function isFavorite(db: DbOrTx, userId: string, gigId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.gigId, gigId)))
    .limit(1);
  return row !== undefined;
}

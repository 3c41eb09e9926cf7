import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { gigApprovalLinks, guardianLinks } from '../../../db/schema/family.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { users } from '../../../db/schema/users.ts';

/** Replaces the gig's approval link with a new one (each new request makes a new link). */
export async function replaceGigApprovalLink(
  tx: DbOrTx,
  link: { gigId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(gigApprovalLinks).values(link).onConflictDoUpdate({ target: gigApprovalLinks.gigId, set: link });
}

export async function deleteGigApprovalLink(tx: DbOrTx, gigId: string): Promise<void> {
  await tx.delete(gigApprovalLinks).where(eq(gigApprovalLinks.gigId, gigId));
}

/** What a decision needs of a gig: its teen, its content, and where it stands; locked with `lock`. */
const gigToDecide = {
  id: gigs.id,
  sellerId: gigs.sellerId,
  title: gigs.title,
  shortDescription: gigs.shortDescription,
  description: gigs.description,
  priceCents: gigs.priceCents,
  deliveryDays: gigs.deliveryDays,
  approval: gigs.approval,
  deletedAt: gigs.deletedAt,
  teenName: users.name,
};

export async function findGigToDecide(db: DbOrTx, gigId: string, lock = false) {
  const query = db
    .select(gigToDecide)
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(eq(gigs.id, gigId));
  const [row] = lock ? await query.for('update', { of: gigs }) : await query;
  return row;
}

/** The gig of an unexpired-or-not approval link (the caller checks the expiry), with its link. */
export async function findGigByApprovalToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ gigId: gigApprovalLinks.gigId, expiresAt: gigApprovalLinks.expiresAt })
    .from(gigApprovalLinks)
    .where(eq(gigApprovalLinks.tokenHash, tokenHash));
  return row;
}

export async function setGigApproval(tx: DbOrTx, gigId: string, approval: 'awaiting' | 'declined' | null) {
  await tx.update(gigs).set({ approval }).where(eq(gigs.id, gigId));
}

/** Every gig of the teen still waiting for approval: published as they are when the control is turned off. */
export async function clearAwaitingApprovals(tx: DbOrTx, teenId: string): Promise<void> {
  const awaiting = and(eq(gigs.sellerId, teenId), eq(gigs.approval, 'awaiting'));
  await tx
    .delete(gigApprovalLinks)
    .where(inArray(gigApprovalLinks.gigId, tx.select({ id: gigs.id }).from(gigs).where(awaiting)));
  await tx.update(gigs).set({ approval: null }).where(awaiting);
}

export async function findControls(db: DbOrTx, teenId: string) {
  const [row] = await db
    .select({
      approveNewGigs: users.gigApprovalRequired,
      contactRule: users.contactRule,
      sellingPausedAt: users.sellingPausedAt,
    })
    .from(users)
    .where(eq(users.id, teenId));
  return row;
}

export async function updateControls(
  tx: DbOrTx,
  teenId: string,
  values: { gigApprovalRequired?: boolean; contactRule?: 'anyone' | 'verified_buyers' },
): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, teenId));
}

export async function countGuardianLinks(db: DbOrTx, teenId: string): Promise<number> {
  const rows = await db
    .select({ g: guardianLinks.guardianId })
    .from(guardianLinks)
    .where(eq(guardianLinks.teenId, teenId));
  return rows.length;
}

export async function findTeenBirthDate(db: DbOrTx, teenId: string): Promise<string | null> {
  const [row] = await db.select({ dateOfBirth: users.dateOfBirth }).from(users).where(eq(users.id, teenId));
  return row?.dateOfBirth ?? null;
}

import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { conversations } from '../../../db/schema/conversations.ts';
import { guardianInvites, guardianLinks } from '../../../db/schema/family.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { jobs } from '../../../db/schema/job-posts.ts';
import { parentalConsents } from '../../../db/schema/parental-consents.ts';
import { users } from '../../../db/schema/users.ts';

/** How many of a teen's orders and conversations the family dashboard lists, newest first. */
const LISTED = 20;

/** Replaces the teen's family-account link with a new one (a new consent makes a new link). */
export async function replaceGuardianInvite(
  tx: DbOrTx,
  invite: { teenId: string; email: string; guardianName: string; tokenHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  const values = { ...invite, usedAt: null, createdAt: invite.at };
  await tx.insert(guardianInvites).values(values).onConflictDoUpdate({ target: guardianInvites.teenId, set: values });
}

/** The unused link of `tokenHash`, with the teen's name; locked with `lock` (it is spent in that transaction). */
export async function findOpenInvite(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({ invite: guardianInvites, teenName: users.name })
    .from(guardianInvites)
    .innerJoin(users, eq(users.id, guardianInvites.teenId))
    .where(and(eq(guardianInvites.tokenHash, tokenHash), isNull(guardianInvites.usedAt)));
  const [row] = lock ? await query.for('update', { of: guardianInvites }) : await query;
  return row;
}

export async function spendInvite(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx.update(guardianInvites).set({ usedAt: at, tokenHash: null }).where(eq(guardianInvites.id, id));
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function linkGuardian(tx: DbOrTx, guardianId: string, teenId: string, at: Date): Promise<void> {
  await tx.insert(guardianLinks).values({ guardianId, teenId, createdAt: at }).onConflictDoNothing();
}

/** The guardian's teens (or the one of `teenId`, if linked), in the order they were linked. */
export async function findLinkedTeens(db: DbOrTx, guardianId: string, teenId?: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      dateOfBirth: users.dateOfBirth,
      country: users.country,
      timeZone: users.timeZone,
      parentalConsent: users.parentalConsent,
      sellingPausedAt: users.sellingPausedAt,
      approveNewGigs: users.gigApprovalRequired,
      contactRule: users.contactRule,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.teenId))
    .where(
      and(
        eq(guardianLinks.guardianId, guardianId),
        teenId === undefined ? undefined : eq(guardianLinks.teenId, teenId),
      ),
    )
    .orderBy(guardianLinks.createdAt);
}

/** The guardians linked to a teen: to tell them, or to show the teen who they are. */
export function findGuardiansOf(db: DbOrTx, teenId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, verifiedAt: users.paymentVerifiedAt })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(eq(guardianLinks.teenId, teenId));
}

export async function setSellingPaused(tx: DbOrTx, teenId: string, pausedAt: Date | null): Promise<void> {
  await tx.update(users).set({ sellingPausedAt: pausedAt }).where(eq(users.id, teenId));
}

/** The teens' gigs (not deleted) with their views, newest first. */
export async function findTeensGigs(db: DbOrTx, teenIds: readonly string[]) {
  if (teenIds.length === 0) return [];
  return selectRows<{
    id: string;
    sellerId: string;
    title: string;
    status: 'draft' | 'published';
    isPublic: boolean;
    approval: 'awaiting' | 'declined' | null;
    priceCents: number;
    views: number;
  }>(
    db,
    sql`select g.id, g.seller_id as "sellerId", g.title, g.status, g.is_public as "isPublic", g.approval,
        g.price_cents as "priceCents",
        (select count(*) from gig_views v where v.gig_id = g.id)::int as views
      from gigs g
      where g.seller_id in ${teenIds} and g.deleted_at is null
      order by g.created_at desc`,
  );
}

/** The teens' newest orders as their seller. */
export async function findTeensOrders(db: DbOrTx, teenIds: readonly string[]) {
  if (teenIds.length === 0) return [];
  return selectRows<{
    id: string;
    sellerId: string;
    number: string;
    title: string;
    status: string;
    priceCents: number;
    dueAt: Date | null;
    createdAt: Date;
  }>(
    db,
    sql`select * from (
        select o.id, o.seller_id as "sellerId", o.number, o.gig_title as title, o.status, o.price_cents as "priceCents",
          o.due_at as "dueAt", o.created_at as "createdAt",
          row_number() over (partition by o.seller_id order by o.created_at desc) as n
        from orders o where o.seller_id in ${teenIds}
      ) listed where n <= ${LISTED}
      order by "createdAt" desc`,
  );
}

/** Who each teen talks to and about what: names and subjects, never the messages. */
export async function findTeensConversations(db: DbOrTx, teenIds: readonly string[]) {
  if (teenIds.length === 0) return [];
  const buyer = alias(users, 'buyer');
  const seller = alias(users, 'seller');
  return db
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      buyerName: buyer.name,
      sellerName: seller.name,
      gigTitle: gigs.title,
      jobTitle: jobs.title,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .leftJoin(gigs, eq(gigs.id, conversations.gigId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(or(inArray(conversations.buyerId, [...teenIds]), inArray(conversations.sellerId, [...teenIds])))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(LISTED * teenIds.length);
}

/** Each teen's ledger balances (decision 0070), payout account and withdrawals waiting for the guardian. */
export async function findTeensMoney(db: DbOrTx, teenIds: readonly string[]) {
  if (teenIds.length === 0) return [];
  return selectRows<{
    teenId: string;
    pendingCents: number;
    availableCents: number;
    withdrawnCents: number;
    last4: string | null;
    awaitingApproval: number;
  }>(
    db,
    sql`select u.id as "teenId",
        coalesce(sum(a.balance_cents) filter (where a.kind = 'seller_pending'), 0)::float8 as "pendingCents",
        coalesce(sum(a.balance_cents) filter (where a.kind = 'seller_available'), 0)::float8 as "availableCents",
        coalesce(sum(a.balance_cents) filter (where a.kind in ('payouts_in_transit', 'paid_out')), 0)::float8
          as "withdrawnCents",
        (select p.last4 from payout_accounts p where p.user_id = u.id) as last4,
        (select count(*) from withdrawals w where w.user_id = u.id and w.status = 'awaiting_approval')::int
          as "awaitingApproval"
      from users u left join ledger_accounts a on a.user_id = u.id
      where u.id in ${teenIds}
      group by u.id`,
  );
}

/**
 * Consent withdrawn by the guardian: the teen waits for consent again, and the
 * consent record is open again, so the link the teen resends can be used.
 */
export async function setConsentPending(tx: DbOrTx, teenId: string, at: Date): Promise<void> {
  await tx.update(users).set({ parentalConsent: 'pending', updatedAt: at }).where(eq(users.id, teenId));
  await tx.update(parentalConsents).set({ consentedAt: null }).where(eq(parentalConsents.userId, teenId));
}

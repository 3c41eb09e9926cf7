import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ORDER_LIST_STATUSES } from '@teenfreelance/contracts/orders';
import { PRIVACY_TEXTS } from '@teenfreelance/contracts/privacy';
import type { DbOrTx } from '../../../db/client.ts';
import { favorites } from '../../../db/schema/favorites.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { jobs, proposals } from '../../../db/schema/job-posts.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { orders } from '../../../db/schema/orders.ts';
import { parentalConsents } from '../../../db/schema/parental-consents.ts';
import { subscriptions } from '../../../db/schema/payments.ts';
import { payoutAccounts, payoutSetupLinks } from '../../../db/schema/payouts.ts';
import { blocks } from '../../../db/schema/safety.ts';
import { accounts, sessions, users } from '../../../db/schema/users.ts';

/** Orders the person buys or sells that are still being worked on. */
export async function countActiveOrders(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)),
        inArray(orders.status, [...ORDER_LIST_STATUSES.active]),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Removes the person's data in the caller's transaction and answers what the
 * public lists must hear of: the gigs it removed and the job posts it closed. The user row stays (orders, reviews and messages point at it),
 * emptied and named 'Deleted user'.
 */
export async function eraseAccount(tx: DbOrTx, userId: string, now: Date) {
  const [person] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId));
  const publicGigs = await tx
    .update(gigs)
    .set({ deletedAt: now, isPublic: false, updatedAt: now })
    .where(and(eq(gigs.sellerId, userId), isNull(gigs.deletedAt)))
    .returning({ id: gigs.id });
  const openJobs = await tx
    .update(jobs)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(jobs.clientId, userId), eq(jobs.status, 'open')))
    .returning({ id: jobs.id });
  await tx
    .update(proposals)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(proposals.freelancerId, userId), inArray(proposals.status, ['pending', 'shortlisted'])));
  await tx
    .update(subscriptions)
    .set({ status: 'ended', updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'cancelled'])));
  await tx.delete(favorites).where(eq(favorites.userId, userId));
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(parentalConsents).where(eq(parentalConsents.userId, userId));
  // The bank account's name and last four and the guardian's set-up link; withdrawals stay, as money records do.
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  await tx.delete(payoutSetupLinks).where(eq(payoutSetupLinks.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx
    .update(users)
    .set({
      name: PRIVACY_TEXTS.deletedUserName,
      email: `deleted-${userId}@deleted.invalid`,
      emailVerified: false,
      image: null,
      bio: null,
      skills: [],
      responseTime: null,
      phone: null,
      firstName: null,
      lastName: null,
      city: null,
      country: null,
      dateOfBirth: null,
      isPro: false,
      messageEmails: false,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return {
    gigIds: publicGigs.map((gig) => gig.id),
    jobIds: openJobs.map((job) => job.id),
    /** The avatar the row pointed at, for its file to be removed once this commits. */
    avatarUrl: person?.image ?? null,
  };
}

import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_LIST_STATUSES, type OrderStatus } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { proposals } from '../../db/schema/job-posts.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';

const buyers = alias(users, 'buyer');
const sellers = alias(users, 'seller');

/** A gig as checkout sees it: deleted and private ones included (the service decides), with its seller. */
export async function findGigForCheckout(db: DbOrTx, gigId: string) {
  const [row] = await db
    .select({
      id: gigs.id,
      title: gigs.title,
      priceCents: gigs.priceCents,
      deliveryDays: gigs.deliveryDays,
      revisions: gigs.revisions,
      isPublic: gigs.isPublic,
      deletedAt: gigs.deletedAt,
      sellerId: gigs.sellerId,
      sellerName: users.name,
      sellerAvatarUrl: users.image,
    })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(eq(gigs.id, gigId))
    .limit(1);
  return row;
}
export type CheckoutGig = NonNullable<Awaited<ReturnType<typeof findGigForCheckout>>>;

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number'>;

/**
 * Inserts the order under a fresh random number, drawing again when the
 * number is taken (the unique index decides, without aborting the transaction).
 */
export async function insertOrder(tx: DbOrTx, values: NewOrder, drawNumber: () => string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, number: drawNumber() })
      .onConflictDoNothing({ target: orders.number })
      .returning();
    if (row) return row;
  }
  throw new Error('no free order number after 20 draws');
}

export type OrderRow = typeof orders.$inferSelect;

/** The order row, locked until the transaction ends: transitions apply one at a time. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Like lockOrder, but passes over an order another transaction holds (the automatic completion's sweep). */
export async function lockOrderIfFree(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
  return row;
}

export async function updateOrder(tx: DbOrTx, id: string, patch: Partial<typeof orders.$inferInsert>) {
  await tx.update(orders).set(patch).where(eq(orders.id, id));
}

/** Orders with both parties' names and pictures, and the job post of a proposal's order. */
function selectOrderViews(db: DbOrTx) {
  return db
    .select({
      order: orders,
      buyerName: buyers.name,
      buyerAvatarUrl: buyers.image,
      sellerName: sellers.name,
      sellerAvatarUrl: sellers.image,
      /** A teen takes part: the order's texts are screened for both parties (decision 0065). */
      involvesMinor: sql<boolean>`(${buyers.isMinor} or ${sellers.isMinor})`,
      jobId: proposals.jobId,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(proposals, eq(proposals.id, orders.proposalId));
}

/** The order with both parties' names and pictures. */
export async function findOrderView(db: DbOrTx, id: string) {
  const [row] = await selectOrderViews(db).where(eq(orders.id, id)).limit(1);
  return row;
}
export type OrderView = NonNullable<Awaited<ReturnType<typeof findOrderView>>>;

/** The order's parties and state: who may see it, and what the order machine reads. */
export async function findOrderParties(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      status: orders.status,
      revisionLimit: orders.revisionLimit,
      revisionsUsed: orders.revisionsUsed,
      cancelRequestedBy: orders.cancelRequestedBy,
      deliveredAt: orders.deliveredAt,
      priceCents: orders.priceCents,
      dueAt: orders.dueAt,
      extensionDays: orders.extensionDays,
      extensionRequestedAt: orders.extensionRequestedAt,
      extensionsAsked: orders.extensionsAsked,
      refundOfferCents: orders.refundOfferCents,
      refundOfferBy: orders.refundOfferBy,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

export async function insertOrderEvent(tx: DbOrTx, values: typeof orderEvents.$inferInsert) {
  const [row] = await tx.insert(orderEvents).values(values).returning({ id: orderEvents.id });
  if (!row) throw new Error('order event insert returned nothing');
  return row;
}

/** The timeline, oldest first, with the name of whoever made each transition. */
export async function findOrderEvents(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: orderEvents.id,
      transition: orderEvents.transition,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actorRole: orderEvents.actorRole,
      actorName: users.name,
      message: orderEvents.message,
      days: orderEvents.days,
      refundCents: orderEvents.refundCents,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
export type OrderEventRow = Awaited<ReturnType<typeof findOrderEvents>>[number];

/** The charge that paid for the order (refunded or not). */
export async function findOrderReview(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.orderId, orderId)).limit(1);
  return row;
}

/**
 * One page of a party's orders in some statuses, newest first: keyset on
 * (created_at, id) after `beforeId`, `limit` rows (ask one more to know if
 * there are more).
 */
export async function findOrderPage(
  db: DbOrTx,
  query: {
    userId: string;
    side: 'buyer' | 'seller';
    statuses: readonly OrderStatus[];
    before: { createdAt: Date; id: string } | null;
  },
  limit: number,
) {
  const party = query.side === 'buyer' ? orders.buyerId : orders.sellerId;
  const conditions: SQL[] = [eq(party, query.userId), inArray(orders.status, [...query.statuses])];
  if (query.before) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${query.before.createdAt.toISOString()}::timestamptz, ${query.before.id}::uuid)`,
    );
  }
  return selectOrderViews(db)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** Delivered orders whose delivery is at or before `deliveredBy`: due to complete by themselves. */
export async function findOrdersDeliveredBy(db: DbOrTx, deliveredBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), lte(orders.deliveredAt, deliveredBy)))
    .orderBy(asc(orders.deliveredAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Locks a seller's orders still open (paid, not yet completed or cancelled), oldest first. */
export async function lockOpenOrdersOfSeller(tx: DbOrTx, sellerId: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), inArray(orders.status, [...ORDER_LIST_STATUSES.active])))
    .orderBy(asc(orders.createdAt))
    .for('update');
}

/** A user's name, email and whether they are a minor (what their emails may show), for the emails orders send. */
export async function findUserContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, isMinor: users.isMinor, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether the user is a minor: a text written to them is screened (decision 0065). */
export async function isUserMinor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ isMinor: users.isMinor }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isMinor ?? false;
}

/** Orders whose extension request was asked at or before `askedBy`: due to expire unanswered. */
export async function findExtensionsAskedBy(db: DbOrTx, askedBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(lte(orders.extensionRequestedAt, askedBy))
    .orderBy(asc(orders.extensionRequestedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

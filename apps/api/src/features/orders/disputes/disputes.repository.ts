import { APPEAL_WINDOW_MS, DISPUTE_REMINDER_MS } from '@teenfreelance/contracts/orders';
import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { conversations, messages } from '../../../db/schema/conversations.ts';
import { disputeDecisions, orderDisputes } from '../../../db/schema/disputes.ts';
import { guardianInvites, guardianLinks } from '../../../db/schema/family.ts';
import { orderEvents, orderFiles, orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import type { DisputeState } from '../order-machine-rules.ts';

export type DisputeRow = typeof orderDisputes.$inferSelect;
export type DecisionRow = typeof disputeDecisions.$inferSelect;
export interface DisputeRecord {
  dispute: DisputeRow;
  /** Oldest (round 1) first. */
  decisions: DecisionRow[];
}

/** An order's dispute and its decisions; undefined when none was opened. */
export async function findDispute(db: DbOrTx, orderId: string): Promise<DisputeRecord | undefined> {
  const [dispute] = await db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId)).limit(1);
  if (!dispute) return undefined;
  const decisions = await db
    .select()
    .from(disputeDecisions)
    .where(eq(disputeDecisions.disputeId, dispute.id))
    .orderBy(asc(disputeDecisions.round));
  return { dispute, decisions };
}

/** What the order machine reads of a dispute. */
export function disputeStateOf({ dispute, decisions }: DisputeRecord): DisputeState {
  const latest = decisions.at(-1);
  return {
    openedBy: dispute.openedBy,
    answerDueAt: dispute.answerDueAt,
    answered: dispute.answeredAt !== null,
    escalated: dispute.escalatedAt !== null,
    decisions: decisions.length,
    decidedAt: latest?.decidedAt ?? null,
    outcome: latest?.outcome ?? null,
    refundCents: latest?.refundCents ?? null,
    appealedBy: dispute.appealedBy,
    acceptedBy: [
      ...(dispute.buyerAcceptedAt ? (['buyer'] as const) : []),
      ...(dispute.sellerAcceptedAt ? (['seller'] as const) : []),
    ],
  };
}

export async function insertDispute(tx: DbOrTx, values: typeof orderDisputes.$inferInsert): Promise<void> {
  await tx.insert(orderDisputes).values(values);
}

export async function updateDispute(tx: DbOrTx, id: string, patch: Partial<typeof orderDisputes.$inferInsert>) {
  await tx.update(orderDisputes).set(patch).where(eq(orderDisputes.id, id));
}

export async function insertDecision(tx: DbOrTx, values: typeof disputeDecisions.$inferInsert): Promise<void> {
  await tx.insert(disputeDecisions).values(values);
}

/**
 * The sweeps look only at orders still disputed: one the parties cancelled by
 * agreement (or an admin cancelled) keeps its dispute's rows as they were.
 */
const stillDisputed = eq(orders.status, 'disputed');

/** Disputed orders whose dispute is still unanswered at `now` past its due date (to go to an admin). */
export async function findUnansweredPastDue(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: orderDisputes.orderId })
    .from(orderDisputes)
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .where(
      and(
        stillDisputed,
        isNull(orderDisputes.answeredAt),
        isNull(orderDisputes.escalatedAt),
        lte(orderDisputes.answerDueAt, now),
      ),
    )
    .orderBy(asc(orderDisputes.answerDueAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** Unanswered disputes due a reminder (a day before the answer is due), not reminded yet. */
export async function findDueReminders(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: orderDisputes.id, orderId: orderDisputes.orderId, openedBy: orderDisputes.openedBy })
    .from(orderDisputes)
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .where(
      and(
        stillDisputed,
        isNull(orderDisputes.answeredAt),
        isNull(orderDisputes.escalatedAt),
        isNull(orderDisputes.remindedAt),
        lte(orderDisputes.createdAt, new Date(now.getTime() - DISPUTE_REMINDER_MS)),
      ),
    )
    .orderBy(asc(orderDisputes.createdAt))
    .limit(limit);
}

/** Marks a reminder sent, once: false when another process sent it first. */
export async function markReminded(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orderDisputes)
    .set({ remindedAt: now })
    .where(and(eq(orderDisputes.id, id), isNull(orderDisputes.remindedAt)))
    .returning({ id: orderDisputes.id });
  return rows.length === 1;
}

/** Unsettled disputes whose first decision went unappealed for the whole appeal window. */
export async function findUnappealedPastWindow(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: orderDisputes.orderId })
    .from(orderDisputes)
    .innerJoin(disputeDecisions, eq(disputeDecisions.disputeId, orderDisputes.id))
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .where(
      and(
        stillDisputed,
        isNull(orderDisputes.settledAt),
        isNull(orderDisputes.appealedAt),
        eq(disputeDecisions.round, 1),
        lte(disputeDecisions.decidedAt, new Date(now.getTime() - APPEAL_WINDOW_MS)),
      ),
    )
    .orderBy(asc(disputeDecisions.decidedAt))
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** The open disputes (their orders still disputed), for the admins' queue, oldest first. */
export async function findOpenDisputes(db: DbOrTx, limit: number) {
  return db
    .select({ orderId: orderDisputes.orderId })
    .from(orderDisputes)
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .where(and(isNull(orderDisputes.settledAt), eq(orders.status, 'disputed')))
    .orderBy(asc(orderDisputes.createdAt))
    .limit(limit);
}

/** Where the evidence lies: the order's timeline, the parties' conversations, its delivered files, up to `until`. */
function evidenceScope(order: { id: string; buyerId: string; sellerId: string }, until: Date) {
  const between = or(
    and(eq(conversations.buyerId, order.buyerId), eq(conversations.sellerId, order.sellerId)),
    and(eq(conversations.buyerId, order.sellerId), eq(conversations.sellerId, order.buyerId)),
  );
  return {
    events: and(eq(orderEvents.orderId, order.id), lte(orderEvents.createdAt, until)),
    messages: and(between, lte(messages.createdAt, until)),
    files: and(
      eq(orderFiles.orderId, order.id),
      lte(orderFiles.createdAt, until),
      sql`${orderFiles.eventId} is not null`,
    ),
  };
}

/** How much evidence a dispute refers to (what the parties are shown: counts, never the other's words). */
export async function countEvidence(db: DbOrTx, order: { id: string; buyerId: string; sellerId: string }, until: Date) {
  const scope = evidenceScope(order, until);
  const [events] = await db.select({ n: count() }).from(orderEvents).where(scope.events);
  const [sent] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(scope.messages);
  const [files] = await db.select({ n: count() }).from(orderFiles).where(scope.files);
  return { events: events?.n ?? 0, messages: sent?.n ?? 0, files: files?.n ?? 0 };
}

/** The evidence itself, as written, for an admin (moderators read originals); at most 500 messages. */
export async function readEvidence(db: DbOrTx, order: { id: string; buyerId: string; sellerId: string }, until: Date) {
  const scope = evidenceScope(order, until);
  const events = await db
    .select({
      transition: orderEvents.transition,
      actorRole: orderEvents.actorRole,
      message: orderEvents.message,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(scope.events)
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const sent = await db
    .select({ senderName: users.name, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(scope.messages)
    .orderBy(asc(messages.createdAt))
    .limit(500);
  const files = await db
    .select({ name: orderFiles.fileName, createdAt: orderFiles.createdAt })
    .from(orderFiles)
    .where(scope.files)
    .orderBy(asc(orderFiles.createdAt));
  return { events, messages: sent, files };
}

/** The addresses of a teen's guardians: linked family accounts, else the parent who consented. */
export async function findGuardianEmails(db: DbOrTx, teenId: string): Promise<{ email: string; name: string }[]> {
  const linked = await db
    .select({ email: users.email, name: users.name })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(eq(guardianLinks.teenId, teenId));
  if (linked.length > 0) return linked;
  return db
    .select({ email: guardianInvites.email, name: guardianInvites.guardianName })
    .from(guardianInvites)
    .where(eq(guardianInvites.teenId, teenId));
}

/** The names and minority of the users named. */
export async function findPeople(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, isMinor: users.isMinor, timeZone: users.timeZone })
    .from(users)
    .where(inArray(users.id, ids));
}

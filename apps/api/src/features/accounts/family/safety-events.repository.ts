import { and, count, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { SafetyEvents } from '@teenfreelance/contracts/family-safety';
import type { DbOrTx } from '../../../db/client.ts';
import { conversations, messages } from '../../../db/schema/conversations.ts';
import { blocks, reports } from '../../../db/schema/safety.ts';

/** A teen with no safety event. */
export const noSafetyEvents = (): SafetyEvents => ({
  reportsMade: [],
  reportsReceived: [],
  blocksMade: 0,
  blockedBy: 0,
  heldMessages: [],
});

/**
 * Each teen's safety events (reports made and received, blocks both ways,
 * messages to them held for review), as counts by reason; since `since` when
 * given (the weekly summary). Read from the trust-and-safety tables by the
 * family page's own repository, one query of each kind for all the teens; no
 * message text and no reporter is read.
 */
export async function findSafetyEvents(
  db: DbOrTx,
  teenIds: readonly string[],
  since?: Date,
): Promise<Map<string, SafetyEvents>> {
  const events = new Map(teenIds.map((id) => [id, noSafetyEvents()]));
  if (teenIds.length === 0) return events;
  const ids = [...teenIds];
  const after = (column: Parameters<typeof gte>[0]): SQL | undefined => (since ? gte(column, since) : undefined);
  const [made, received, blocking, blockedBy, held] = await Promise.all([
    db
      .select({ teenId: reports.reporterId, reason: reports.reason, count: count() })
      .from(reports)
      .where(and(inArray(reports.reporterId, ids), after(reports.createdAt)))
      .groupBy(reports.reporterId, reports.reason),
    db
      .select({ teenId: sql<string>`${reports.reportedUserId}`, reason: reports.reason, count: count() })
      .from(reports)
      .where(and(inArray(reports.reportedUserId, ids), after(reports.createdAt)))
      .groupBy(reports.reportedUserId, reports.reason),
    db
      .select({ teenId: blocks.blockerId, count: count() })
      .from(blocks)
      .where(and(inArray(blocks.blockerId, ids), after(blocks.createdAt)))
      .groupBy(blocks.blockerId),
    db
      .select({ teenId: blocks.blockedId, count: count() })
      .from(blocks)
      .where(and(inArray(blocks.blockedId, ids), after(blocks.createdAt)))
      .groupBy(blocks.blockedId),
    // Held messages to the teen: in their conversations, from the other person.
    db
      .select({
        teenId: sql<string>`case when ${conversations.buyerId} = ${messages.senderId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
        reason: sql<NonNullable<typeof messages.$inferSelect.heldReason>>`${messages.heldReason}`,
        count: count(),
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          isNotNull(messages.heldAt),
          or(inArray(conversations.buyerId, ids), inArray(conversations.sellerId, ids)),
          after(messages.heldAt),
        ),
      )
      .groupBy(sql`1`, messages.heldReason),
  ]);
  for (const row of made) events.get(row.teenId)?.reportsMade.push({ reason: row.reason, count: row.count });
  for (const row of received) events.get(row.teenId)?.reportsReceived.push({ reason: row.reason, count: row.count });
  for (const row of blocking) {
    const teen = events.get(row.teenId);
    if (teen) teen.blocksMade = row.count;
  }
  for (const row of blockedBy) {
    const teen = events.get(row.teenId);
    if (teen) teen.blockedBy = row.count;
  }
  for (const row of held) events.get(row.teenId)?.heldMessages.push({ reason: row.reason, count: row.count });
  return events;
}

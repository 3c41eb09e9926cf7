import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { ReportInput } from '@teenfreelance/contracts/safety';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { jobs } from '../../db/schema/job-posts.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { blocks, reports } from '../../db/schema/safety.ts';
import { users } from '../../db/schema/users.ts';

/** What a report's target is, as far as the rules need: who it belongs to and who may see it. */
export interface ReportTarget {
  /** The person it concerns (a message's sender, a gig's seller...). */
  ownerId: string;
  /** Only these may report it (a conversation's participants); null: anyone who can see it. */
  participants: readonly string[] | null;
  /** Public targets that are hidden (a private gig) are not found. */
  visible: boolean;
}

/** The target of a report, or undefined when there is no such thing. */
export async function findReportTarget(db: DbOrTx, kind: ReportInput['targetKind'], id: string) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  switch (kind) {
    case 'message': {
      const row = await first(
        db
          .select({
            ownerId: messages.senderId,
            buyerId: conversations.buyerId,
            sellerId: conversations.sellerId,
            held: sql<boolean>`${messages.heldAt} is not null`,
          })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(eq(messages.id, id))
          .limit(1),
      );
      // A held message has not reached its recipient: it is not theirs to report yet.
      return row && { ownerId: row.ownerId, participants: [row.buyerId, row.sellerId], visible: !row.held };
    }
    case 'conversation': {
      const row = await first(
        db
          .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId })
          .from(conversations)
          .where(eq(conversations.id, id))
          .limit(1),
      );
      // The person reported is the other participant: found from the reporter by the service.
      return row && { ownerId: '', participants: [row.buyerId, row.sellerId], visible: true };
    }
    case 'profile': {
      const row = await first(db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1));
      return row && { ownerId: row.id, participants: null, visible: true };
    }
    case 'gig': {
      const row = await first(
        db.select({ ownerId: gigs.sellerId, visible: gigs.isPublic }).from(gigs).where(eq(gigs.id, id)).limit(1),
      );
      return row && { ownerId: row.ownerId, participants: null, visible: row.visible };
    }
    case 'review': {
      const row = await first(db.select({ ownerId: reviews.buyerId }).from(reviews).where(eq(reviews.id, id)).limit(1));
      return row && { ownerId: row.ownerId, participants: null, visible: true };
    }
    case 'job': {
      const row = await first(db.select({ ownerId: jobs.clientId }).from(jobs).where(eq(jobs.id, id)).limit(1));
      return row && { ownerId: row.ownerId, participants: null, visible: true };
    }
  }
}

/** Stores the report unless the reporter reported this target already; the stored one either way. */
export async function upsertReport(
  db: DbOrTx,
  values: { reporterId: string; reportedUserId: string; input: ReportInput; now: Date },
) {
  const { input } = values;
  const [inserted] = await db
    .insert(reports)
    .values({
      reporterId: values.reporterId,
      targetKind: input.targetKind,
      targetId: input.targetId,
      reportedUserId: values.reportedUserId,
      reason: input.reason,
      note: input.note || null,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetKind, reports.targetId] })
    .returning();
  if (inserted) return { report: inserted, created: true };
  const [existing] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, values.reporterId),
        eq(reports.targetKind, input.targetKind),
        eq(reports.targetId, input.targetId),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('a report conflict without a report');
  return { report: existing, created: false };
}

export async function findUserForBlock(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertBlock(db: DbOrTx, blockerId: string, blockedId: string, now: Date) {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string) {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function hasBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

/** Whether either of the two blocked the other (both ways, by the primary key). */
export async function hasBlockBetween(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return row !== undefined;
}

/** Who blocked the user (the blocked-id index). */
export async function listBlockers(db: DbOrTx, blockedId: string): Promise<string[]> {
  const rows = await db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, blockedId));
  return rows.map((row) => row.id);
}

export function listBlocks(db: DbOrTx, blockerId: string) {
  return db
    .select({ id: users.id, name: users.name, image: users.image, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { conversations, messages } from '../../../db/schema/conversations.ts';
import { reports } from '../../../db/schema/safety.ts';
import { users } from '../../../db/schema/users.ts';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');

/**
 * Messages waiting for review (held, not removed), oldest first, through the partial
 * `messages_held_idx`: who wrote them, to whom (both read in the same statement), and how many
 * people reported the sender.
 */
export function listHeldMessages(db: DbOrTx, limit: number) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      sender: { id: sender.id, name: sender.name, isMinor: sender.isMinor },
      recipient: { id: recipient.id, name: recipient.name, isMinor: recipient.isMinor },
      text: messages.body,
      createdAt: messages.createdAt,
      reason: messages.heldReason,
      senderReporters: sql<number>`(select count(distinct r.reporter_id)::int from ${reports} r
        where r.reported_user_id = ${messages.senderId} and r.status <> 'dismissed'
          and r.target_kind in ('conversation', 'message'))`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(
      recipient,
      sql`${recipient.id} = case when ${conversations.buyerId} = ${messages.senderId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
    )
    .where(and(sql`${messages.heldAt} is not null`, isNull(messages.removedAt)))
    .orderBy(asc(messages.heldAt), asc(messages.id))
    .limit(limit);
}

/** Removes a held message: never delivered, kept for the record. Its sender, or undefined when it is not held. */
export async function removeHeldMessage(tx: DbOrTx, messageId: string, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(messages)
    .set({ removedAt: now })
    .where(and(eq(messages.id, messageId), sql`${messages.heldAt} is not null`, isNull(messages.removedAt)))
    .returning({ senderId: messages.senderId });
  return row?.senderId;
}

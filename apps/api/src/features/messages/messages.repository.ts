import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { involvesMinor, isBlocked, subjectTitle, type ConversationParties } from './conversations.repository.ts';

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  clientId: messages.clientId,
  body: messages.body,
  createdAt: messages.createdAt,
  removedAt: messages.removedAt,
};

export type MessageRow = {
  id: string;
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  createdAt: Date;
  /** Removed by a moderator: shown as removed. */
  removedAt: Date | null;
};

/** Whether `messageId` is a message of this conversation (the anchor of a page). */
export async function messageInConversation(db: DbOrTx, conversationId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The thread index's order, `(conversation_id, created_at desc nulls last, id desc nulls last)`, said exactly:
 * a plain `desc` means NULLS FIRST, which PostgreSQL will not read from this index (the columns being NOT NULL
 * does not change that), and a long thread would be sorted instead of read in order. Oldest first is the
 * same index read backwards.
 */
const NEWEST_FIRST = [sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`];
const OLDEST_FIRST = [sql`${messages.createdAt} asc nulls first`, sql`${messages.id} asc nulls first`];

/** The anchor's (created_at, id), compared in SQL so no timestamp goes through JavaScript's milliseconds. */
const anchorOf = (messageId: string) => sql`(select a.created_at, a.id from messages a where a.id = ${messageId})`;

/**
 * Up to `limit` messages newest first: the newest of the thread, or those
 * before the anchor (keyset on (created_at, id), read from the thread index).
 */
export async function findMessagesBefore(
  db: DbOrTx,
  conversationId: string,
  beforeId: string | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        beforeId ? sql`(${messages.createdAt}, ${messages.id}) < ${anchorOf(beforeId)}` : undefined,
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

/** Up to `limit` messages after the anchor, oldest first (catching up). */
export async function findMessagesAfter(
  db: DbOrTx,
  conversationId: string,
  afterId: string,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`(${messages.createdAt}, ${messages.id}) > ${anchorOf(afterId)}`,
      ),
    )
    .orderBy(...OLDEST_FIRST)
    .limit(limit);
}

/** The message a sender already sent with this client id, if any. */
export async function findMessageByClientId(
  db: DbOrTx,
  senderId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/**
 * What a send needs, in one read: the conversation's people and gig title (undefined: no such
 * conversation), and the message this sender already sent with this client id, in any conversation.
 */
export async function findSendContext(
  db: DbOrTx,
  conversationId: string,
  senderId: string,
  clientId: string,
): Promise<{ conversation: ConversationParties & { blocked: boolean }; stored: MessageRow | undefined } | undefined> {
  const [row] = await db
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      gigId: conversations.gigId,
      gigTitle: subjectTitle,
      involvesMinor,
      blocked: isBlocked,
      stored: messageColumns,
    })
    .from(conversations)
    .leftJoin(gigs, eq(gigs.id, conversations.gigId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    // The (sender_id, client_id) unique index: at most one.
    .leftJoin(messages, and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) return undefined;
  const { stored, ...conversation } = row;
  return { conversation, stored: stored ?? undefined };
}

/**
 * Stores a message unless its sender already sent this client id (then nothing is stored: undefined),
 * and in the same statement makes it its conversation's last message, read by its sender.
 */
export async function storeMessage(
  db: DbOrTx,
  values: { conversationId: string; senderId: string; clientId: string; body: string; createdAt: Date },
): Promise<MessageRow | undefined> {
  const inserted = db.$with('inserted').as(
    db
      .insert(messages)
      .values(values)
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning(messageColumns),
  );
  const readUpTo = (side: AnyPgColumn, read: AnyPgColumn) =>
    sql`case when ${side} = ${inserted.senderId} then greatest(${read}, ${inserted.createdAt}) else ${read} end`;
  const [row] = await db
    .with(inserted)
    .update(conversations)
    .set({
      lastMessageAt: sql`${inserted.createdAt}`,
      lastMessageId: sql`${inserted.id}`,
      buyerLastReadAt: readUpTo(conversations.buyerId, conversations.buyerLastReadAt),
      sellerLastReadAt: readUpTo(conversations.sellerId, conversations.sellerLastReadAt),
    })
    .from(inserted)
    .where(eq(conversations.id, inserted.conversationId))
    .returning({
      id: inserted.id,
      conversationId: inserted.conversationId,
      senderId: inserted.senderId,
      clientId: inserted.clientId,
      body: inserted.body,
      createdAt: inserted.createdAt,
      removedAt: inserted.removedAt,
    });
  return row;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { HoldReason } from '@teenfreelance/contracts/messages';
import { statementName } from '../../db/bind.ts';
import type { DbOrTx } from '../../db/client.ts';
import { messageVisibleTo } from '../../db/message-visibility.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import type { AnyPgColumn, WithSubqueryWithSelection } from 'drizzle-orm/pg-core';

const STORE_MESSAGE = statementName('message_store');

/** A message as the thread reads it (a MessageRow). */
export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  clientId: messages.clientId,
  body: messages.body,
  createdAt: messages.createdAt,
  removedAt: messages.removedAt,
  heldAt: messages.heldAt,
  heldReason: messages.heldReason,
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
  /** Held for review before reaching a minor: only its sender sees it. */
  heldAt: Date | null;
  /** Why it was held (kept once delivered or removed; null for a message never held). */
  heldReason: HoldReason | null;
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
  { conversationId, viewerId }: { conversationId: string; viewerId: string },
  beforeId: string | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        messageVisibleTo(viewerId),
        beforeId ? sql`(${messages.createdAt}, ${messages.id}) < ${anchorOf(beforeId)}` : undefined,
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

/** Up to `limit` messages after the anchor, oldest first (catching up). */
export async function findMessagesAfter(
  db: DbOrTx,
  { conversationId, viewerId }: { conversationId: string; viewerId: string },
  afterId: string,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        messageVisibleTo(viewerId),
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

type ChangedMessage = WithSubqueryWithSelection<typeof messageColumns, 'changed'>;

/**
 * How a conversation changes when a message (`id`, `senderId`, `createdAt`: columns of the statement's
 * message) becomes its last: dated by it, and read by its sender up to it. Shared by becomeLastMessage
 * and the send's single statement (decision 0100).
 */
export function lastMessageSet(message: { id: unknown; senderId: unknown; createdAt: unknown }) {
  const readUpTo = (side: AnyPgColumn, read: AnyPgColumn) =>
    sql`case when ${side} = ${message.senderId} then greatest(${read}, ${message.createdAt}) else ${read} end`;
  return {
    lastMessageAt: sql`${message.createdAt}`,
    lastMessageId: sql`${message.id}`,
    buyerLastReadAt: readUpTo(conversations.buyerId, conversations.buyerLastReadAt),
    sellerLastReadAt: readUpTo(conversations.sellerId, conversations.sellerLastReadAt),
  };
}

/** Makes the message just written (the `changed` CTE) its conversation's last message, read by its sender. */
async function becomeLastMessage(
  db: DbOrTx,
  changed: ChangedMessage,
  /** Names the statement of a text that never changes, which PostgreSQL then parses once per connection. */
  name?: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .with(changed)
    .update(conversations)
    .set(lastMessageSet(changed))
    .from(changed)
    .where(eq(conversations.id, changed.conversationId))
    .returning({
      id: changed.id,
      conversationId: changed.conversationId,
      senderId: changed.senderId,
      clientId: changed.clientId,
      body: changed.body,
      createdAt: changed.createdAt,
      removedAt: changed.removedAt,
      heldAt: changed.heldAt,
      heldReason: changed.heldReason,
    })
    .prepare(name ?? '')
    .execute();
  return row;
}

/**
 * Stores a message unless its sender already sent this client id (then nothing is stored: undefined),
 * and in the same statement makes it its conversation's last message, read by its sender. A held
 * message (`heldAt`) is only stored: the conversation does not move until it is delivered.
 */
export async function storeMessage(
  db: DbOrTx,
  values: {
    conversationId: string;
    senderId: string;
    clientId: string;
    body: string;
    createdAt: Date;
    /** The screening found contact details in it. */
    contactDetails: boolean;
    /** Held for review: since when, and why. */
    held?: { at: Date; reason: HoldReason };
  },
): Promise<MessageRow | undefined> {
  const { held, ...columns } = values;
  const insert = db
    .insert(messages)
    .values({ ...columns, heldAt: held?.at ?? null, heldReason: held?.reason ?? null })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning(messageColumns);
  if (held) return (await insert)[0];
  return becomeLastMessage(db, db.$with('changed').as(insert), STORE_MESSAGE);
}

/**
 * Delivers a held message now: no longer held, dated `now` (the recipient receives it then, so it
 * is new and unread to them), and its conversation's last message. Undefined when it is not held
 * (delivered already, removed, or no such message).
 */
export async function deliverHeldMessage(db: DbOrTx, messageId: string, now: Date): Promise<MessageRow | undefined> {
  const released = db
    .update(messages)
    .set({ heldAt: null, createdAt: now })
    .where(and(eq(messages.id, messageId), sql`${messages.heldAt} is not null`, isNull(messages.removedAt)))
    .returning(messageColumns);
  return becomeLastMessage(db, db.$with('changed').as(released));
}

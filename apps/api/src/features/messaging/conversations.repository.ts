import { and, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { jobs } from '../../db/schema/job-posts.ts';
import { blocks } from '../../db/schema/safety.ts';
import { users } from '../../db/schema/users.ts';

/** The two people of a conversation and the gig it is about: what the rules need. */
export interface ConversationParties {
  id: string;
  buyerId: string;
  sellerId: string;
  gigId: string | null;
  /** The gig's or job post's title (kept when the gig is deleted), for the recipient's notification; null without either. */
  gigTitle: string | null;
  /** One of the two is a minor: contact details are masked where the messages are shown. */
  involvesMinor: boolean;
}

/** Whether either person of the conversation is a minor (the two users' rows, by primary key). */
export const involvesMinor = sql<boolean>`exists (select 1 from ${users} u where u.id in (${conversations.buyerId}, ${conversations.sellerId}) and u.is_minor)`;

/** Whether either participant blocked the other: nobody may write in it then. */
export const isBlocked = sql<boolean>`exists (select 1 from ${blocks} b where (b.blocker_id = ${conversations.buyerId} and b.blocked_id = ${conversations.sellerId}) or (b.blocker_id = ${conversations.sellerId} and b.blocked_id = ${conversations.buyerId}))`;

/** What the conversation is about, for notifications: the gig's title, or the job post's. */
export const subjectTitle = sql<string | null>`coalesce(${gigs.title}, ${jobs.title})`;

/** Who a conversation is between and what it is about: a gig, a job post (a hire), or neither. */
export interface ConversationSubject {
  buyerId: string;
  sellerId: string;
  gigId: string | null;
  jobId?: string | null;
}

/** A ConversationParties row, read from conversations joined to their gig and job post (for `subjectTitle`). */
export const partiesColumns = {
  id: conversations.id,
  buyerId: conversations.buyerId,
  sellerId: conversations.sellerId,
  gigId: conversations.gigId,
  gigTitle: subjectTitle,
  involvesMinor,
};

/** The conversation's people and gig, with the gig's title in the same read. */
export async function findConversationParties(db: DbOrTx, id: string): Promise<ConversationParties | undefined> {
  const [row] = await db
    .select(partiesColumns)
    .from(conversations)
    .leftJoin(gigs, eq(gigs.id, conversations.gigId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(eq(conversations.id, id))
    .limit(1);
  return row;
}

/** A gig as the start of a conversation sees it, deleted or private ones included. */
export async function findGigForContact(db: DbOrTx, gigId: string) {
  const [row] = await db
    .select({ id: gigs.id, sellerId: gigs.sellerId, title: gigs.title, isPublic: gigs.isPublic })
    .from(gigs)
    .where(eq(gigs.id, gigId))
    .limit(1);
  return row;
}

/** A person as the start of a conversation from their profile sees them. */
export async function findUserForContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      signupPending: users.signupPending,
      isMinor: users.isMinor,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Inserts the conversation of these three unless it exists (the unique
 * constraint, NULLS NOT DISTINCT, decides under concurrency), then reads the
 * one that is there. `created` says whether this call made it.
 */
export async function insertOrFindConversation(
  db: DbOrTx,
  parties: ConversationSubject,
  at: Date,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(conversations)
    .values({ ...parties, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  const existing = await findConversationId(db, parties);
  if (!existing) throw new Error('conversation conflict without a conversation');
  return { id: existing, created: false };
}

export async function findConversationId(
  db: DbOrTx,
  { buyerId, sellerId, gigId, jobId = null }: ConversationSubject,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, buyerId),
        eq(conversations.sellerId, sellerId),
        gigId === null ? sql`${conversations.gigId} is null` : eq(conversations.gigId, gigId),
        jobId === null ? sql`${conversations.jobId} is null` : eq(conversations.jobId, jobId),
      ),
    )
    .limit(1);
  return row?.id;
}

/** The caller's read position in a conversation: the buyer's or the seller's column. */
const readPositionOf = (userId: string) =>
  sql`case when ${conversations.buyerId} = ${userId} then ${conversations.buyerLastReadAt} else ${conversations.sellerLastReadAt} end`;

/**
 * Conversation summaries as `userId` sees them, in one query: the other party,
 * the gig (deleted ones too) or job post, the last message, and the count of the other
 * side's messages after the caller's read position (a range of the thread
 * index per conversation, not a query per row).
 */
function selectSummaries(db: DbOrTx, userId: string) {
  const other = alias(users, 'other');
  const otherId = sql`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`;
  return db
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      buyerLastReadAt: conversations.buyerLastReadAt,
      sellerLastReadAt: conversations.sellerLastReadAt,
      otherId: other.id,
      otherName: other.name,
      otherImage: other.image,
      otherRole: other.role,
      otherConsentPending: sql<boolean>`${other.parentalConsent} = 'pending'`,
      blocked: isBlocked,
      gigId: gigs.id,
      gigTitle: gigs.title,
      jobId: jobs.id,
      jobTitle: jobs.title,
      involvesMinor,
      lastText: messages.body,
      lastSenderId: messages.senderId,
      lastRemovedAt: messages.removedAt,
      lastCreatedAt: messages.createdAt,
      unreadCount: sql<number>`(select count(*)::int from messages unread
        where unread.conversation_id = ${conversations.id}
          and unread.sender_id <> ${userId}
          and unread.held_at is null
          and unread.created_at > coalesce(${readPositionOf(userId)}, '-infinity'::timestamptz))`,
    })
    .from(conversations)
    .innerJoin(other, sql`${other.id} = ${otherId}`)
    .leftJoin(gigs, eq(gigs.id, conversations.gigId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .leftJoin(messages, eq(messages.id, conversations.lastMessageId));
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

const isParticipant = (userId: string): SQL =>
  or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)) as SQL;

/**
 * The conversations in `userId`'s inbox: every one they started, and the
 * others' once they hold a message delivered to them. The buyer side starts
 * every conversation (Contact Seller, a profile's contact, checkout, a hire),
 * so a seller never finds an empty row from someone who has said nothing yet.
 * A held message is not a conversation's last message until it is delivered.
 */
const isListedFor = (userId: string): SQL =>
  or(
    eq(conversations.buyerId, userId),
    and(eq(conversations.sellerId, userId), isNotNull(conversations.lastMessageAt)),
  ) as SQL;

/**
 * The user's inbox (isListedFor), newest last message first, then the ones they
 * started that have no messages yet, newest first. The two (buyer_id,
 * last_message_at) and (seller_id, last_message_at) indexes find them.
 */
export async function listSummaries(db: DbOrTx, userId: string, limit: number): Promise<SummaryRow[]> {
  return selectSummaries(db, userId)
    .where(isListedFor(userId))
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt), desc(conversations.id))
    .limit(limit);
}

/** One conversation's summary if `userId` takes part in it. */
export async function findSummary(db: DbOrTx, userId: string, id: string): Promise<SummaryRow | undefined> {
  const [row] = await selectSummaries(db, userId)
    .where(and(eq(conversations.id, id), isParticipant(userId)))
    .limit(1);
  return row;
}

/** How many of the user's conversations have messages of the other side after the user's read position. */
export async function countUnreadConversations(db: DbOrTx, userId: string): Promise<number> {
  const readPosition = sql`coalesce(${readPositionOf(userId)}, '-infinity'::timestamptz)`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        isParticipant(userId),
        // The cheap filter on the row first; the thread index confirms the message is the other side's.
        sql`${conversations.lastMessageAt} > ${readPosition}`,
        sql`exists (select 1 from messages unread
          where unread.conversation_id = ${conversations.id}
            and unread.sender_id <> ${userId}
            and unread.held_at is null
            and unread.created_at > ${readPosition})`,
      ),
    );
  return row?.count ?? 0;
}

/** Moves the user's read position to `at` (never backwards) and returns where it is. */
export async function markRead(db: DbOrTx, conversationId: string, userId: string, at: Date): Promise<Date> {
  const [row] = await db
    .update(conversations)
    .set({
      buyerLastReadAt: sql`case when ${conversations.buyerId} = ${userId} then greatest(${conversations.buyerLastReadAt}, ${at}) else ${conversations.buyerLastReadAt} end`,
      sellerLastReadAt: sql`case when ${conversations.sellerId} = ${userId} then greatest(${conversations.sellerLastReadAt}, ${at}) else ${conversations.sellerLastReadAt} end`,
    })
    .where(eq(conversations.id, conversationId))
    .returning({ readAt: readPositionOf(userId) });
  const readAt = row?.readAt;
  if (!readAt) throw new Error('read position missing after update');
  return readAt instanceof Date ? readAt : new Date(readAt as string);
}

import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { messageVisibleTo } from '../../db/message-visibility.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { jobs } from '../../db/schema/job-posts.ts';
import { users } from '../../db/schema/users.ts';
import { involvesMinor } from './conversations.repository.ts';
import { messageColumns, type MessageRow } from './messages.repository.ts';

const other = alias(users, 'other');

/** A conversation of the user for their data export: the other person's name, the subject, whether a minor takes part. */
export interface ExportedConversationRow {
  id: string;
  withName: string;
  gigTitle: string | null;
  jobTitle: string | null;
  involvesMinor: boolean;
}

/** Every conversation of `userId`, oldest first. */
export function conversationsOf(db: DbOrTx, userId: string): Promise<ExportedConversationRow[]> {
  return db
    .select({ id: conversations.id, withName: other.name, gigTitle: gigs.title, jobTitle: jobs.title, involvesMinor })
    .from(conversations)
    .innerJoin(
      other,
      sql`${other.id} = case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
    )
    .leftJoin(gigs, eq(gigs.id, conversations.gigId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
}

/** The messages of these conversations `viewerId` may read (the thread's `messageVisibleTo`), oldest first. */
export function messagesOf(db: DbOrTx, conversationIds: string[], viewerId: string): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), messageVisibleTo(viewerId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

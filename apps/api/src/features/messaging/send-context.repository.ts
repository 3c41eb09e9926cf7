import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { HOLD_AFTER_REPORTERS } from '@teenfreelance/contracts/safety';
import { builtOncePerShape, statementName } from '../../db/bind.ts';
import { isUuid } from '../../db/ids.ts';
import type { Database } from '../../db/client.ts';
import { prepareOnPglite } from '../../db/pglite-statements.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { jobs } from '../../db/schema/job-posts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { reports } from '../../db/schema/safety.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { sessionColumns, sessionOfToken, sessionUserJoin, type SessionRow } from '../../db/session-user.ts';
import { isBlocked, partiesColumns, type ConversationParties } from './conversations.repository.ts';
import { messageColumns, type MessageRow } from './messages.repository.ts';
import { conversationGroupKey } from '../../db/grouped-notifications.ts';

const SEND_CONTEXT = statementName('message_send_context');

/** A value of the send context's statement: a placeholder given its value at each run, or the sender's id column. */
type Bound = Placeholder | SQL | AnyColumn;

/** Whether the other participant (the recipient of what `senderId` writes) is a minor. */
const recipientIsMinor = (senderId: Bound) => sql<boolean>`exists (
    select 1 from ${users} recipient
    where recipient.is_minor and recipient.id = case when ${conversations.buyerId} = ${senderId}
      then ${conversations.sellerId} else ${conversations.buyerId} end)`;

/**
 * Whether the recipient has an unread notification of this conversation (its group key `groupKey`), which
 * the message will only count up: then nothing follows the send's statement (decision 0100). Read through
 * the unique index of unread groups.
 */
const recipientHasUnread = (senderId: Bound, groupKey: Bound) => sql<boolean>`exists (
    select 1 from ${notifications} unread
    where unread.group_key = ${groupKey} and unread.read_at is null
      and unread.user_id = case when ${conversations.buyerId} = ${senderId}
      then ${conversations.sellerId} else ${conversations.buyerId} end)`;

/**
 * Whether `senderId` sent contact details (found by the screening) in this conversation
 * since `since`, held, delivered or removed: read through the thread index
 * (conversation_id, created_at), so a long thread costs only its recent messages.
 */
const sentContactSince = (senderId: Bound, since: Bound) => sql<boolean>`exists (
    select 1 from ${messages} earlier
    where earlier.conversation_id = ${conversations.id} and earlier.created_at > ${since}::timestamptz
      and earlier.sender_id = ${senderId} and earlier.contact_details)`;

/**
 * Whether a message `senderId` writes in this conversation now is held for review: its
 * recipient is a minor, and HOLD_AFTER_REPORTERS or more people the sender wrote to (their
 * reports of a conversation or a message) reported the sender, in reports not dismissed.
 * The reports are read through (reported_user_id, status).
 */
const holdsFor = (senderId: Bound) => sql<boolean>`${recipientIsMinor(senderId)}
  and (select count(distinct r.reporter_id) from ${reports} r
    where r.reported_user_id = ${senderId} and r.status <> 'dismissed'
      and r.target_kind in ('conversation', 'message')) >= ${HOLD_AFTER_REPORTERS}`;

/** Whether the other participant is a teen whose parent or guardian's consent is pending (withdrawn since it began). */
const recipientConsentPending = (senderId: Bound) => sql<boolean>`exists (
    select 1 from ${users} recipient
    where recipient.parental_consent = 'pending' and recipient.id = case when ${conversations.buyerId} = ${senderId}
      then ${conversations.sellerId} else ${conversations.buyerId} end)`;

/**
 * The send context's statement, built once per database and named: every message sent makes it, and
 * building it cost the server more than PostgreSQL's reading it, which then parses it once per
 * connection and keeps a plan (it reads by primary and unique keys only). It starts from the sender's
 * session, so the send needs no look-up of its own (decision 0104): no session, no row.
 */
function buildSendContext(db: Database) {
  const senderId = users.id;
  const query = db
    .select({
      session: sessionColumns,
      conversation: {
        ...partiesColumns,
        blocked: isBlocked,
        otherConsentPending: recipientConsentPending(senderId),
        toMinor: recipientIsMinor(senderId),
        holdsMessages: holdsFor(senderId),
        sentContactRecently: sentContactSince(senderId, sql.placeholder('since')),
        recipientHasUnread: recipientHasUnread(senderId, sql.placeholder('groupKey')),
      },
      stored: messageColumns,
    })
    .from(sessions)
    .innerJoin(users, sessionUserJoin)
    .leftJoin(conversations, eq(conversations.id, sql.placeholder('conversationId')))
    .leftJoin(gigs, eq(gigs.id, conversations.gigId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    // The (sender_id, client_id) unique index: at most one.
    .leftJoin(messages, and(eq(messages.senderId, senderId), eq(messages.clientId, sql.placeholder('clientId'))))
    .where(sessionOfToken(sql.placeholder('token')))
    .limit(1);
  prepareOnPglite(query.toSQL().sql);
  return query.prepare(SEND_CONTEXT);
}
const sendContextStatement = builtOncePerShape<ReturnType<typeof buildSendContext>>();

/** What a send knows before it decides: see findSendContext. */
export interface SendContext {
  /** The sender's session (db/session-user.ts), for the auth feature to say who signed in. */
  session: SessionRow;
  /** The conversation's people and gig title and what its rules need; undefined: no such conversation. */
  conversation:
    | (ConversationParties & {
        blocked: boolean;
        otherConsentPending: boolean;
        toMinor: boolean;
        holdsMessages: boolean;
        sentContactRecently: boolean;
        recipientHasUnread: boolean;
      })
    | undefined;
  /** The message this sender already sent with this client id, in any conversation. */
  stored: MessageRow | undefined;
}

/**
 * What a send needs, in one read, from the session whose cookie carries `token` (undefined: no such
 * session, or its account is suspended): that session and its user, the conversation's people and gig
 * title, whether the recipient is a minor, whether the sender's reports hold the message for review,
 * whether the sender already sent contact details here since `contactSince`, whether the recipient has
 * an unread notification of it, and the message this sender already sent with this client id. A
 * malformed `conversationId` is no conversation.
 */
export async function findSendContext(
  db: Database,
  { conversationId, token, clientId }: { conversationId: string; token: string; clientId: string },
  contactSince: Date,
): Promise<SendContext | undefined> {
  const statement = sendContextStatement(db, 'send', () => buildSendContext(db));
  const since = contactSince.toISOString();
  // A malformed id is no conversation's, but the session is read all the same (the nil UUID is nobody's).
  const id = isUuid(conversationId) ? conversationId : '00000000-0000-0000-0000-000000000000';
  const groupKey = conversationGroupKey(id);
  const [row] = await statement.execute({ token, conversationId: id, clientId, since, groupKey });
  if (!row) return undefined;
  // A conversation's columns are all null when there is none (a left join): drizzle makes it null.
  const conversation = row.conversation?.id
    ? (row.conversation as NonNullable<SendContext['conversation']>)
    : undefined;
  return { session: row.session, conversation, stored: row.stored ?? undefined };
}

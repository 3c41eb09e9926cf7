import { sql, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { statementName } from '../../db/bind.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { groupedNotificationUpsert, type GroupedNotice } from '../../db/grouped-notifications.ts';
import { setClause } from '../../db/set-clause.ts';
import { LIVE_CHANNEL, type LiveEnvelope } from '../../platform/live/live-events.ts';
import { counterHitSet } from '../../platform/rate-limits/rate-limits.repository.ts';
import { lastMessageSet, type MessageRow } from './messages.repository.ts';

/**
 * The write of a message that is not held, in one statement (decision 0100): the sender's rate-limit
 * hit (when the counters are in the database), the message unless its client id was sent already or the
 * hit is over the limit, its conversation's last message, the recipient's grouped notification, and one
 * NOTIFY of the live events. Built once per process and shape, named, and parsed once per connection:
 * a send made six round trips and as many statements built by drizzle, and each round trip cost the
 * server and PostgreSQL more than the statement's own work.
 *
 * The rules stay with their owners: the counter's upsert (counterHitSet), the conversation's last
 * message (lastMessageSet), the notification's group and counted title (groupedNotificationUpsert).
 */
const NAMES = { counted: statementName('message_send_write_counted'), uncounted: statementName('message_send_write') };

type Shape = keyof typeof NAMES;

const dialect = new PgDialect();
const p = (name: string) => sql.placeholder(name);

function buildSendWrite(shape: Shape) {
  const now = sql`${p('now')}::timestamptz`;
  const counter =
    shape === 'counted'
      ? sql`counter as (
          insert into ${rateLimits} (key, window_start, count) values (${p('rateKey')}, ${now}, 1)
          on conflict (key) do update set ${setClause(rateLimits, counterHitSet(p('now'), p('windowSeconds')))}
          returning count, window_start),`
      : sql``;
  const withinLimit = shape === 'counted' ? sql`(select count from counter) <= ${p('max')}` : sql`true`;
  const stored = sql`stored as (
      insert into ${messages} (id, conversation_id, sender_id, client_id, body, created_at, contact_details)
      select ${p('id')}::uuid, ${p('conversationId')}::uuid, ${p('senderId')}, ${p('clientId')}::uuid, ${p('body')},
        ${now}, ${p('contactDetails')}::boolean
      where ${withinLimit}
      on conflict (sender_id, client_id) do nothing
      returning id, sender_id, created_at)`;
  const last = lastMessageSet({
    id: sql`stored.id`,
    senderId: sql`stored.sender_id`,
    createdAt: sql`stored.created_at`,
  });
  const moved = sql`moved as (
      update ${conversations} set ${setClause(conversations, last)}
      from stored where ${conversations.id} = ${p('conversationId')}::uuid
      returning 1)`;
  const noticeValue = (name: string) => (name === 'at' ? p('now') : p(`notice_${name}`));
  const written = sql`written as (${groupedNotificationUpsert(sql`stored`, noticeValue)})`;
  // The notification's id goes into its live event (the second envelope) here, where it is known.
  const notified = sql`notified as (
      select pg_notify(${LIVE_CHANNEL}, jsonb_set(${p('envelopes')}::jsonb, '{1,event,notificationId}',
        to_jsonb(written.id::text))::text) from written)`;
  const statement = sql`with ${counter} ${stored}, ${moved}, ${written}, ${notified}
    select ${shape === 'counted' ? sql`(select count from counter)` : sql`null::int`} as "hitCount",
      ${shape === 'counted' ? sql`(select (extract(epoch from window_start) * 1000)::float8 from counter)` : sql`null::float8`}
        as "windowStartMs",
      exists (select 1 from stored) as "stored", (select id::text from written) as "notificationId",
      (select count from written) as "notificationCount",
      -- A CTE that only selects runs when it is read: this reads the NOTIFY.
      (select count(*)::int from notified) as "notified"`;
  return dialect.sqlToQuery(statement);
}
/** Its text depends on the shape only, not on the database: built once per process. */
const built = new Map<Shape, Query>();

export interface SendWrite {
  /** `id` is chosen by the caller, whose live event names it. */
  message: Omit<MessageRow, 'removedAt' | 'heldAt' | 'heldReason'> & { contactDetails: boolean };
  /** The sender's hit on `key` under `max` a window of `windowSeconds`; absent when another store counted it. */
  rate?: { key: string; max: number; windowSeconds: number };
  /** The recipient's grouped notification. */
  notice: GroupedNotice;
  /** The live events: [message.created, notifications.changed], the second's notificationId set by the statement. */
  envelopes: LiveEnvelope[];
}

export interface SendWritten {
  /** The stored message; undefined when the client id was sent already or the hit is over the limit. */
  message: MessageRow | undefined;
  /** The counter after the hit (when counted here). */
  counter: { count: number; windowStart: Date } | undefined;
  notification: { id: string; count: number } | undefined;
}

interface Row {
  hitCount: number | null;
  windowStartMs: number | null;
  stored: boolean;
  notificationId: string | null;
  notificationCount: number | null;
}

/** Runs the send's write in `tx` (which then commits or rolls back), as one statement. */
export async function writeSentMessage(tx: DbOrTx, write: SendWrite): Promise<SendWritten> {
  const shape: Shape = write.rate ? 'counted' : 'uncounted';
  let query = built.get(shape);
  if (!query) built.set(shape, (query = buildSendWrite(shape)));
  const { message, notice, rate } = write;
  const { contactDetails, ...shown } = message;
  const values = {
    now: message.createdAt.toISOString(),
    rateKey: rate?.key ?? null,
    max: rate?.max ?? null,
    windowSeconds: rate?.windowSeconds ?? null,
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    clientId: message.clientId,
    body: message.body,
    contactDetails,
    notice_userId: notice.row.userId,
    notice_kind: notice.row.kind,
    notice_title: notice.row.title,
    notice_body: notice.row.body,
    notice_link: notice.row.link,
    notice_groupKey: notice.row.groupKey,
    notice_titleBefore: notice.countedTitle.before,
    notice_titleAfter: notice.countedTitle.after,
    envelopes: JSON.stringify(write.envelopes),
  };
  // The transaction's own connection runs the statement built once: drizzle's prepared statements are bound to
  // the pool, and building this one with the query builder at each send is the cost this record removes.
  const prepared = tx._.session.prepareQuery(query, undefined, NAMES[shape], false);
  const result = (await prepared.execute(values)) as { rows: Row[] };
  const row = result.rows[0];
  if (!row) throw new Error('the send statement answered nothing');
  return {
    message: row.stored ? { ...shown, removedAt: null, heldAt: null, heldReason: null } : undefined,
    counter:
      row.hitCount === null || row.windowStartMs === null
        ? undefined
        : { count: row.hitCount, windowStart: new Date(row.windowStartMs) },
    notification:
      row.notificationId === null || row.notificationCount === null
        ? undefined
        : { id: row.notificationId, count: row.notificationCount },
  };
}

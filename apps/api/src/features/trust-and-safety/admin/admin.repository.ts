import { and, desc, eq, sql } from 'drizzle-orm';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { conversations, messages } from '../../../db/schema/conversations.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { jobs } from '../../../db/schema/job-posts.ts';
import { parentalConsents } from '../../../db/schema/parental-consents.ts';
import { reviews } from '../../../db/schema/reviews.ts';
import { moderationActions, reports } from '../../../db/schema/safety.ts';
import { users } from '../../../db/schema/users.ts';

/** Open reports grouped by what they report (at most 100 groups), newest or most reported first. */
export function openReportGroups(db: DbOrTx, sort: 'newest' | 'most') {
  const count = sql<number>`count(*)::int`;
  const last = sql<Date>`max(${reports.createdAt})`;
  return db
    .select({
      targetKind: reports.targetKind,
      targetId: reports.targetId,
      reportCount: count,
      reasons: sql<string[]>`array_agg(distinct ${reports.reason}::text)`,
      notes: sql<string[]>`coalesce(array_agg(${reports.note}) filter (where ${reports.note} is not null), '{}')`,
      firstReportedAt: sql<Date>`min(${reports.createdAt})`,
      lastReportedAt: last,
      reportedUserId: sql<string | null>`max(${reports.reportedUserId})`,
    })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .groupBy(reports.targetKind, reports.targetId)
    .orderBy(...(sort === 'most' ? [desc(count), desc(last)] : [desc(last), desc(count)]))
    .limit(100);
}

export async function findPerson(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, isMinor: users.isMinor })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The newest messages of a conversation as written (no masking: moderators read the original), oldest first. */
export async function threadOf(db: DbOrTx, conversationId: string, limit = 10) {
  return (await threadsOf(db, [conversationId], limit)).get(conversationId) ?? [];
}

/**
 * threadOf for several conversations in one statement: each one's newest messages
 * through `messages_conversation_created_idx`, stopping at `limit` per conversation.
 */
export async function threadsOf(db: DbOrTx, conversationIds: readonly string[], limit = 10) {
  const threads = new Map<string, { sender: string; text: string; createdAt: string }[]>();
  const ids = [...new Set(conversationIds)];
  if (ids.length === 0) return threads;
  const idList = ids.map((id) => sql`${id}`);
  const rows = await selectRows<{ conversation_id: string; sender: string; text: string; created_at: Date | string }>(
    db,
    sql`select t.* from unnest(array[${sql.join(idList, sql`, `)}]::uuid[]) as c(id)
      cross join lateral (
        select ${messages.conversationId} as conversation_id, ${users.name} as sender, ${messages.body} as text,
               ${messages.createdAt} as created_at
          from ${messages} join ${users} on ${users.id} = ${messages.senderId}
         where ${messages.conversationId} = c.id
         order by ${messages.createdAt} desc limit ${limit}) t
      order by t.conversation_id, t.created_at`,
  );
  for (const row of rows) {
    const thread = threads.get(row.conversation_id) ?? [];
    thread.push({ sender: row.sender, text: row.text, createdAt: new Date(row.created_at).toISOString() });
    threads.set(row.conversation_id, thread);
  }
  return threads;
}

/** What was reported, as written; null when it no longer exists. */
export async function reportContext(db: DbOrTx, kind: string, id: string) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const uuid = isUuid(id);
  switch (kind) {
    case 'message': {
      if (!uuid) return null;
      const row = await first(
        db
          .select({ text: messages.body, conversationId: messages.conversationId })
          .from(messages)
          .where(eq(messages.id, id)),
      );
      return row ? { title: null, text: row.text, thread: await threadOf(db, row.conversationId) } : null;
    }
    case 'conversation':
      if (
        !uuid ||
        !(await first(db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, id))))
      ) {
        return null;
      }
      return { title: null, text: null, thread: await threadOf(db, id) };
    case 'gig': {
      const row = uuid
        ? await first(db.select({ title: gigs.title, text: gigs.description }).from(gigs).where(eq(gigs.id, id)))
        : undefined;
      return row ? { ...row, thread: [] } : null;
    }
    case 'job': {
      const row = uuid
        ? await first(db.select({ title: jobs.title, text: jobs.description }).from(jobs).where(eq(jobs.id, id)))
        : undefined;
      return row ? { ...row, thread: [] } : null;
    }
    case 'review': {
      const row = uuid
        ? await first(db.select({ text: reviews.comment }).from(reviews).where(eq(reviews.id, id)))
        : undefined;
      return row ? { title: null, text: row.text, thread: [] } : null;
    }
    default: {
      const row = await first(db.select({ title: users.name, text: users.bio }).from(users).where(eq(users.id, id)));
      return row ? { ...row, thread: [] } : null;
    }
  }
}

/** Resolves the target's open reports (dismissed, or actioned by a moderation action); the reporters, to be told. */
export async function resolveReports(
  tx: DbOrTx,
  target: { kind: string; id: string },
  resolution: { status: 'dismissed' | 'actioned'; adminId: string; at: Date },
) {
  const rows = await tx
    .update(reports)
    .set({ status: resolution.status, resolvedAt: resolution.at, resolvedBy: resolution.adminId })
    .where(
      and(
        eq(reports.status, 'open'),
        sql`${reports.targetKind}::text = ${target.kind}`,
        eq(reports.targetId, target.id),
      ),
    )
    .returning({ reporterId: reports.reporterId });
  return rows.map((row) => row.reporterId);
}

export async function insertAudit(tx: DbOrTx, entry: typeof moderationActions.$inferInsert) {
  await tx.insert(moderationActions).values(entry);
}

export function listAudit(db: DbOrTx, limit: number) {
  return db
    .select({
      id: moderationActions.id,
      adminId: moderationActions.adminId,
      adminName: users.name,
      action: moderationActions.action,
      targetKind: moderationActions.targetKind,
      targetId: moderationActions.targetId,
      reason: moderationActions.reason,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.adminId))
    .orderBy(desc(moderationActions.createdAt))
    .limit(limit);
}

/** Freelancers under 18 (or the one of `id`), newest first, with their parent's address and how many of their gigs are public. */
export function listMinors(db: DbOrTx, id?: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      isMinor: users.isMinor,
      parentalConsent: users.parentalConsent,
      parentEmail: parentalConsents.parentEmail,
      publicGigs: sql<number>`(select count(*)::int from ${gigs} g where g.seller_id = ${users.id} and g.is_public)`,
      createdAt: users.createdAt,
      consentedByName: parentalConsents.consentedByName,
      consentedAt: parentalConsents.consentedAt,
      // A guardian linked to the teen who passed the $0 card check (decision 0085).
      verifiedGuardian: sql<boolean>`exists (select 1 from guardian_links l join users gu on gu.id = l.guardian_id
        where l.teen_id = ${users.id} and gu.payment_verified_at is not null)`,
    })
    .from(users)
    .leftJoin(parentalConsents, eq(parentalConsents.userId, users.id))
    .where(and(eq(users.isMinor, true), eq(users.role, 'freelancer'), id === undefined ? undefined : eq(users.id, id)))
    .orderBy(desc(users.createdAt))
    .limit(200);
}

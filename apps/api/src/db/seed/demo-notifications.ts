import { eq, isNotNull } from 'drizzle-orm';
import { orderTransitionNames } from '@teenfreelance/contracts/orders';
import { HOUR_MS } from '@teenfreelance/contracts/time';
import { messageNotice } from '../../features/messaging/message-delivery.ts';
import { transitionNotices } from '../../features/orders/order-effects.ts';
import { TRANSITIONS } from '../../features/orders/order-machine.ts';
import { wordsOf, type Notice } from '../../features/notifications/notifications.kinds.ts';
import type { DbOrTx } from '../client.ts';
import { conversations, messages } from '../schema/conversations.ts';
import { gigs } from '../schema/gigs.ts';
import { jobs, proposals } from '../schema/job-posts.ts';
import { notifications } from '../schema/notifications.ts';
import { orderEvents, orders } from '../schema/orders.ts';
import { parentalConsents } from '../schema/parental-consents.ts';
import { buyerReviews, reviews } from '../schema/reviews.ts';
import { users } from '../schema/users.ts';
import { isDemoEmail } from './demo-accounts.ts';

/**
 * Everyone last opened their notifications this long before the seed's
 * `now`: what happened before is read, what happened since is not (messages
 * excepted: their notification is read when the conversation is).
 */
const DEMO_NOTIFICATIONS_SEEN_HOURS_AGO = 12;

/** A notice as the notifications service would have stored it by now: when, how many events, read or not. */
interface Told {
  notice: Notice;
  /** The first event it stands for, and the latest. */
  createdAt: Date;
  updatedAt: Date;
  count: number;
  readAt: Date | null;
}

/** One event's notice, read if it came before the person last looked. */
const toldAt = (notice: Notice, at: Date, seenAt: Date): Told => ({
  notice,
  createdAt: at,
  updatedAt: at,
  count: 1,
  readAt: at <= seenAt ? seenAt : null,
});

/** Every order transition's notices, to the parties the order machine tells, naming who acted. */
async function orderNotices(tx: DbOrTx, nameOf: (id: string | null) => string | null, seenAt: Date) {
  const [orderRows, events] = await Promise.all([
    tx
      .select({
        id: orders.id,
        number: orders.number,
        gigTitle: orders.gigTitle,
        buyerId: orders.buyerId,
        sellerId: orders.sellerId,
      })
      .from(orders),
    tx.select().from(orderEvents),
  ]);
  const byId = new Map(orderRows.map((order) => [order.id, order]));
  return events.flatMap((event) => {
    const order = byId.get(event.orderId);
    const transition = orderTransitionNames.find((name) => name === event.transition);
    if (!order || !transition) throw new Error(`a demo order event without its order or transition`);
    const { effects } = TRANSITIONS[transition];
    return transitionNotices(order, effects, event.actorRole, nameOf(event.actorId)).map((notice) =>
      toldAt(notice, event.createdAt, seenAt),
    );
  });
}

/** Each published pair of reviews tells each reviewed party, when it was published (decision 0093). */
async function reviewNotices(tx: DbOrTx, seenAt: Date) {
  const rows = await tx
    .select({
      orderId: reviews.orderId,
      sellerId: reviews.sellerId,
      buyerId: reviews.buyerId,
      gigTitle: orders.gigTitle,
      publishedAt: reviews.publishedAt,
      ofBuyer: buyerReviews.id,
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .leftJoin(buyerReviews, eq(buyerReviews.orderId, reviews.orderId))
    .where(isNotNull(reviews.publishedAt));
  return rows.flatMap((review) => {
    const notice = { kind: 'reviews_published', orderId: review.orderId, gigTitle: review.gigTitle } as const;
    const both = review.ofBuyer !== null;
    const at = review.publishedAt ?? new Date(0);
    const told = [toldAt({ ...notice, userId: review.sellerId, both }, at, seenAt)];
    if (both) told.push(toldAt({ ...notice, userId: review.buyerId, both }, at, seenAt));
    return told;
  });
}

const DECISION_KINDS = {
  shortlisted: 'proposal_shortlisted',
  declined: 'proposal_declined',
  hired: 'proposal_hired',
} as const;

/** A proposal tells the poster when sent; the poster's decision (stored as its last update) tells the freelancer. */
async function proposalNotices(tx: DbOrTx, nameOf: (id: string | null) => string | null, seenAt: Date) {
  const rows = await tx
    .select({
      freelancerId: proposals.freelancerId,
      status: proposals.status,
      createdAt: proposals.createdAt,
      updatedAt: proposals.updatedAt,
      jobId: jobs.id,
      jobTitle: jobs.title,
      clientId: jobs.clientId,
    })
    .from(proposals)
    .innerJoin(jobs, eq(jobs.id, proposals.jobId));
  return rows.flatMap((row) => {
    const about = { jobId: row.jobId, jobTitle: row.jobTitle };
    const received = toldAt(
      { kind: 'proposal_received', userId: row.clientId, ...about, actorName: nameOf(row.freelancerId) ?? '' },
      row.createdAt,
      seenAt,
    );
    if (row.status === 'pending' || row.status === 'withdrawn') return [received];
    const decision: Notice = {
      kind: DECISION_KINDS[row.status],
      userId: row.freelancerId,
      ...about,
      actorName: nameOf(row.clientId) ?? '',
    };
    return [received, toldAt(decision, row.updatedAt, seenAt)];
  });
}

/**
 * A consented teen was told by the consent, and of each gig it made public
 * (those written before it, which waited for it).
 */
async function consentNotices(tx: DbOrTx, seenAt: Date) {
  const [consents, gigRows] = await Promise.all([
    tx.select().from(parentalConsents),
    tx
      .select({
        id: gigs.id,
        sellerId: gigs.sellerId,
        title: gigs.title,
        createdAt: gigs.createdAt,
        isPublic: gigs.isPublic,
      })
      .from(gigs),
  ]);
  return consents.flatMap(({ userId, consentedAt, consentedByName }) => {
    if (!consentedAt || !consentedByName) return [];
    const published = gigRows.filter((gig) => gig.sellerId === userId && gig.isPublic && gig.createdAt < consentedAt);
    return [
      toldAt({ kind: 'consent_given', userId, parentName: consentedByName }, consentedAt, seenAt),
      ...published.map((gig) =>
        toldAt({ kind: 'gig_published', userId, gigId: gig.id, gigTitle: gig.title }, consentedAt, seenAt),
      ),
    ];
  });
}

type Thread = { senderId: string; body: string; createdAt: Date }[];
type Parties = Parameters<typeof messageNotice>[0];

/**
 * One reader's notifications of a conversation, as sending and reading made
 * them: the other side's messages gather in one notification (counted) until
 * the reader reads the conversation, which they did when they wrote back and
 * at their read position; what came after that is their one unread notification.
 */
function readerMessageNotices(
  reader: { id: string; readPosition: Date | null },
  thread: Thread,
  parties: Parties,
  nameOf: (id: string | null) => string | null,
): Told[] {
  const { readPosition } = reader;
  const told: Told[] = [];
  let open: Told | null = null;
  for (const message of thread) {
    if (open && readPosition && open.updatedAt <= readPosition && message.createdAt > readPosition) {
      open.readAt = readPosition;
      open = null;
    }
    if (message.senderId === reader.id) {
      if (open) open.readAt = message.createdAt;
      open = null;
      continue;
    }
    const sender = { id: message.senderId, name: nameOf(message.senderId) ?? '' };
    const notice = messageNotice(parties, sender, message.body, []);
    if (open) {
      open.notice = notice;
      open.updatedAt = message.createdAt;
      open.count += 1;
    } else {
      open = { notice, createdAt: message.createdAt, updatedAt: message.createdAt, count: 1, readAt: null };
      told.push(open);
    }
  }
  if (open && readPosition && open.updatedAt <= readPosition) open.readAt = readPosition;
  return told;
}

/** Both participants' message notifications of every conversation. */
async function messageNotices(
  tx: DbOrTx,
  people: ReadonlyMap<string, { isMinor: boolean }>,
  nameOf: (id: string | null) => string | null,
) {
  const [talks, said] = await Promise.all([
    tx
      .select({
        id: conversations.id,
        buyerId: conversations.buyerId,
        sellerId: conversations.sellerId,
        buyerLastReadAt: conversations.buyerLastReadAt,
        sellerLastReadAt: conversations.sellerLastReadAt,
        gigTitle: gigs.title,
        jobTitle: jobs.title,
      })
      .from(conversations)
      .leftJoin(gigs, eq(gigs.id, conversations.gigId))
      .leftJoin(jobs, eq(jobs.id, conversations.jobId)),
    tx
      .select({
        conversationId: messages.conversationId,
        senderId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
      })
      .from(messages),
  ]);
  const threads = new Map<string, Thread>();
  for (const message of said) {
    const thread = threads.get(message.conversationId);
    if (thread) thread.push(message);
    else threads.set(message.conversationId, [message]);
  }
  return talks.flatMap((talk) => {
    const thread = (threads.get(talk.id) ?? []).toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    // As the conversation's read gives them: the subject's title, and whether a minor takes part (masking).
    const parties: Parties = {
      id: talk.id,
      buyerId: talk.buyerId,
      sellerId: talk.sellerId,
      gigTitle: talk.gigTitle ?? talk.jobTitle,
      involvesMinor: [talk.buyerId, talk.sellerId].some((id) => people.get(id)?.isMinor === true),
    };
    return [
      ...readerMessageNotices({ id: talk.buyerId, readPosition: talk.buyerLastReadAt }, thread, parties, nameOf),
      ...readerMessageNotices({ id: talk.sellerId, readPosition: talk.sellerLastReadAt }, thread, parties, nameOf),
    ];
  });
}

/**
 * The notifications the demo's history would have produced, through the same
 * kinds, words and recipients as the features (orders' transitions, reviews,
 * proposals and decisions, consents, messages), each at the time of its event:
 * read when it came before the person last looked (or, for messages, when
 * they read the conversation), unread otherwise. Runs after everything else
 * the seed writes, and reads it back. Written for the demo accounts only,
 * the people who can sign in (thousands of rows for the demo's reviewers
 * cost seconds of a first start and would never be seen).
 */
export async function seedDemoNotifications(tx: DbOrTx, now: Date): Promise<number> {
  const seenAt = new Date(now.getTime() - DEMO_NOTIFICATIONS_SEEN_HOURS_AGO * HOUR_MS);
  const everyone = await tx
    .select({ id: users.id, name: users.name, email: users.email, isMinor: users.isMinor })
    .from(users);
  const people = new Map(everyone.map((user) => [user.id, user]));
  // Only the demo accounts can sign in: nobody would ever open anyone else's bell.
  const readers = new Set(everyone.filter((user) => isDemoEmail(user.email)).map((user) => user.id));
  const nameOf = (id: string | null) => (id ? (people.get(id)?.name ?? null) : null);
  const told = [
    ...(await orderNotices(tx, nameOf, seenAt)),
    ...(await reviewNotices(tx, seenAt)),
    ...(await proposalNotices(tx, nameOf, seenAt)),
    ...(await consentNotices(tx, seenAt)),
    ...(await messageNotices(tx, people, nameOf)),
  ];
  const rows = told
    .filter(({ notice }) => readers.has(notice.userId))
    .map(({ notice, createdAt, updatedAt, count, readAt }) => {
      const words = wordsOf(notice, count);
      return { userId: notice.userId, kind: notice.kind, ...words, count, createdAt, updatedAt, readAt };
    });
  // In slices: one statement's parameters stay well under PostgreSQL's limit of 65,535.
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(notifications).values(rows.slice(i, i + 1000));
  return rows.length;
}

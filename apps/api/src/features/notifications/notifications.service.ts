import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationPage,
  type UnreadNotifications,
} from '@teenfreelance/contracts/notifications';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import type { Mailer } from '../../platform/email/mailer.ts';
import { notFound } from '../../http/errors.ts';
import type { BackgroundQueue } from '../../platform/background/background.ts';
import { publishLive, type LiveBatch } from '../../platform/live/live-events.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import { unreadMessagesEmail } from './notifications.emails.ts';
import { conversationGroupKey, type CountedTitle, type GroupedNotice } from '../../db/grouped-notifications.ts';
import { wordsOf, type Notice } from './notifications.kinds.ts';
import { toNotification } from './notifications.mappers.ts';
import {
  countUnread,
  findNotificationPage,
  findUnreadGroupForEmail,
  markNotificationRead,
  markUnreadRead,
  setNotificationTitle,
  upsertNotification,
} from './notifications.repository.ts';

export type { Notice, OrderNotice } from './notifications.kinds.ts';

export interface NotificationsService {
  /**
   * Records a notification inside the caller's transaction and tells the user's tabs (`notifications.changed`
   * via publishLive to [userId]; added to `live` instead when the caller publishes its events together).
   */
  notify(tx: DbOrTx, notice: Notice, live?: LiveBatch): Promise<void>;
  /**
   * A grouped notice's row as another statement may write it (the send's, decision 0100): its words and
   * how its title reads around the count. Undefined when its title cannot be counted in SQL (use `notify`).
   */
  groupedRow(notice: Notice): GroupedNotice | undefined;
  /**
   * What follows a notice's row written by another statement of `tx` (`count` after the write; the caller
   * told the user's tabs): the first unread message of a conversation schedules its email.
   */
  written(tx: DbOrTx, notice: Notice, count: number): Promise<void>;
  /** Marks read the user's unread message notification of this conversation (they opened it), and tells their tabs. */
  markConversationRead(tx: DbOrTx, userId: string, conversationId: string): Promise<void>;
  list(user: SessionUser, before?: string): Promise<NotificationPage>;
  unread(user: SessionUser): Promise<UnreadNotifications>;
  /** 404 for anyone else's. */
  markRead(user: SessionUser, id: string): Promise<Notification>;
  markAllRead(user: SessionUser): Promise<UnreadNotifications>;
}

export interface NotificationsServiceDeps {
  db: Database;
  clock: Clock;
  background: BackgroundQueue;
  mailer: Mailer;
  /** Links in emails start with it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** How long a message waits unread before it is emailed: 15 minutes (tests shorten it). */
  messageEmailDelaySeconds?: number;
  /** What a teen reads of others' names and titles, in the bell and in emails (decision 0065). */
  screening: ReaderScreening;
}

/** The task that emails messages still unread after the delay, one per (recipient, conversation). */
export const MESSAGE_EMAIL_TASK = 'message-email';
export const MESSAGE_EMAIL_DELAY_SECONDS = 15 * 60;

interface MessageEmailTask {
  userId: string;
  conversationId: string;
  senderName: string;
  gigTitle: string | null;
}

const notificationNotFound = () => notFound('Notification');

/**
 * How a grouped notice's title reads around its count, when it is the count in digits amid fixed words
 * ("3 new messages from Sam"): found by comparing its titles for 2 and 3, so the upsert can write the
 * title with the new count in the same statement. Undefined when the title is not of that form (then it
 * is rewritten by a second statement).
 */
function countedTitleOf(notice: Notice): CountedTitle | undefined {
  const two = wordsOf(notice, 2).title;
  const three = wordsOf(notice, 3).title;
  let start = 0;
  while (start < two.length && two[start] === three[start]) start += 1;
  const before = two.slice(0, start);
  const after = two.slice(start + 1);
  const counted = (count: number) => `${before}${count}${after}`;
  return counted(2) === two && counted(3) === three && counted(12) === wordsOf(notice, 12).title
    ? { before, after }
    : undefined;
}

export function createNotificationsService(deps: NotificationsServiceDeps): NotificationsService {
  const { db, clock, background, screening } = deps;
  const delaySeconds = deps.messageEmailDelaySeconds ?? MESSAGE_EMAIL_DELAY_SECONDS;

  async function changed(tx: DbOrTx, userId: string, notificationId: string | null): Promise<void> {
    await publishLive(tx, { type: 'notifications.changed', notificationId }, [userId]);
  }

  background.define<MessageEmailTask>(MESSAGE_EMAIL_TASK, async (task) => {
    const groupKey = wordsOf({ kind: 'message', ...task, preview: '' }).groupKey ?? '';
    // Read in the meantime (the notification of the conversation is read), or emails turned off: nothing to send.
    const unread = await findUnreadGroupForEmail(db, task.userId, groupKey);
    if (!unread || !unread.messageEmails) return;
    await deps.mailer.send(
      unreadMessagesEmail({
        to: unread.email,
        recipientName: unread.name,
        senderName: screening.name(task.senderName, unread),
        gigTitle: screening.shownOrNull(task.gigTitle, { reader: unread }),
        count: unread.count,
        link: `${deps.publicUrl}/messages/${task.conversationId}`,
      }),
    );
  });

  async function written(tx: DbOrTx, notice: Notice, count: number): Promise<void> {
    // The first unread message of a conversation schedules its email; later ones join it (and the singleton key
    // keeps a second task from being queued while one waits).
    if (notice.kind !== 'message' || count !== 1) return;
    const task: MessageEmailTask = {
      userId: notice.userId,
      conversationId: notice.conversationId,
      senderName: notice.senderName,
      gigTitle: notice.gigTitle,
    };
    await background.enqueue(tx, MESSAGE_EMAIL_TASK, task, {
      delaySeconds,
      singletonKey: `${notice.userId}:${notice.conversationId}`,
    });
  }

  return {
    async notify(tx, notice, live) {
      const words = wordsOf(notice);
      const countedTitle = words.groupKey ? countedTitleOf(notice) : undefined;
      const row = await upsertNotification(
        tx,
        { userId: notice.userId, kind: notice.kind, ...words, at: clock.now() },
        countedTitle,
      );
      if (row.count > 1 && !countedTitle) {
        await setNotificationTitle(tx, row.id, wordsOf(notice, row.count).title);
      }
      if (live) live.add({ type: 'notifications.changed', notificationId: row.id }, [notice.userId]);
      else await changed(tx, notice.userId, row.id);
      await written(tx, notice, row.count);
    },

    groupedRow(notice) {
      const { groupKey, ...words } = wordsOf(notice);
      const countedTitle = groupKey ? countedTitleOf(notice) : undefined;
      if (!groupKey || !countedTitle) return undefined;
      return { row: { userId: notice.userId, kind: notice.kind, ...words, groupKey }, countedTitle };
    },

    written,

    async markConversationRead(tx, userId, conversationId) {
      const groupKey = conversationGroupKey(conversationId);
      if ((await markUnreadRead(tx, userId, clock.now(), groupKey)) > 0) await changed(tx, userId, null);
    },

    async list(user, before) {
      const beforeId = before && isUuid(before) ? before : null;
      if (before && !beforeId) return { notifications: [], hasMore: false };
      const rows = await findNotificationPage(db, user.id, NOTIFICATIONS_PAGE_SIZE, beforeId);
      return {
        notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => toNotification(row, screening, user)),
        hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
      };
    },

    async unread(user) {
      return { unread: await countUnread(db, user.id) };
    },

    async markRead(user, id) {
      if (!isUuid(id)) throw notificationNotFound();
      return db.transaction(async (tx) => {
        const row = await markNotificationRead(tx, user.id, id, clock.now());
        if (!row) throw notificationNotFound();
        await changed(tx, user.id, id);
        return toNotification(row, screening, user);
      });
    },

    async markAllRead(user) {
      await db.transaction(async (tx) => {
        if ((await markUnreadRead(tx, user.id, clock.now())) > 0) await changed(tx, user.id, null);
      });
      return { unread: 0 };
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { Database, DbOrTx } from '../../db/client.ts';
import { liveBatch } from '../../platform/live/live-events.ts';
import type { RateLimitRule, RateLimitsService } from '../../platform/rate-limits/rate-limits.service.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import type { ConversationParties } from './conversations.repository.ts';
import { shownText } from './messages.mappers.ts';
import { storeMessage, type MessageRow } from './messages.repository.ts';
import { otherParticipant } from './messages.policy.ts';
import type { HoldDecision } from './screening-hold.ts';
import { writeSentMessage } from './send-write.repository.ts';

/** Characters of a message the recipient's notification quotes. */
export const PREVIEW_LENGTH = 120;

function preview(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH)}…` : flat;
}

/**
 * The recipient's notification of a message: the bell shows the message as
 * the thread does (masked where a minor takes part), cut to PREVIEW_LENGTH.
 * The demo seed writes its conversations' notifications with it too.
 */
export function messageNotice(
  conversation: Pick<ConversationParties, 'id' | 'buyerId' | 'sellerId' | 'gigTitle' | 'involvesMinor'>,
  sender: { id: string; name: string },
  body: string,
  ownHosts: readonly string[],
): Notice {
  return {
    kind: 'message',
    userId: otherParticipant(conversation, sender.id),
    conversationId: conversation.id,
    senderName: sender.name,
    gigTitle: conversation.gigTitle,
    preview: preview(shownText(body, conversation.involvesMinor, ownHosts).text),
  };
}

/**
 * A message reaches its conversation, in the transaction that stored or delivered it: both
 * participants' tabs hear of it and the recipient is notified, in one NOTIFY sent on commit.
 * A held message reaches its sender's tabs only (decision 0044).
 */
export async function announceMessage(
  tx: DbOrTx,
  notificationsService: Pick<NotificationsService, 'notify'>,
  ownHosts: readonly string[],
  {
    conversation,
    sender,
    message,
  }: {
    conversation: ConversationParties;
    sender: { id: string; name: string };
    message: { id: string; body: string; held: boolean };
  },
): Promise<void> {
  const live = liveBatch();
  live.add(
    { type: 'message.created', conversationId: conversation.id, messageId: message.id, senderId: sender.id },
    message.held ? [sender.id] : [conversation.buyerId, conversation.sellerId],
  );
  if (!message.held) {
    await notificationsService.notify(tx, messageNotice(conversation, sender, message.body, ownHosts), live);
  }
  await live.publish(tx);
}

/**
 * Stores a sent message, held or not as `decision` says, and announces it (a held one to its
 * sender's tabs only). Undefined when the sender already sent this client id (nothing stored).
 */
export async function storeAndAnnounce(
  tx: DbOrTx,
  notificationsService: Pick<NotificationsService, 'notify'>,
  ownHosts: readonly string[],
  {
    conversation,
    sender,
    message,
  }: {
    conversation: ConversationParties;
    sender: { id: string; name: string };
    message: { senderId: string; clientId: string; body: string; createdAt: Date; decision: HoldDecision };
  },
): Promise<MessageRow | undefined> {
  const { decision, ...values } = message;
  const inserted = await storeMessage(tx, {
    ...values,
    conversationId: conversation.id,
    contactDetails: decision.contactDetails,
    ...(decision.reason ? { held: { at: message.createdAt, reason: decision.reason } } : {}),
  });
  if (!inserted) return undefined;
  await announceMessage(tx, notificationsService, ownHosts, {
    conversation,
    sender,
    message: { id: inserted.id, body: inserted.body, held: inserted.heldAt !== null },
  });
  return inserted;
}

export interface SendDeps {
  notificationsService: Pick<NotificationsService, 'notify' | 'groupedRow' | 'written'>;
  rateLimits: Pick<RateLimitsService, 'assertWithin' | 'assertCounted' | 'store'>;
  ownHosts: readonly string[];
}

/**
 * Counts the sender's hit on `rate` (RATE_LIMITED past it), then stores and announces the message as
 * storeAndAnnounce does, in one transaction: a refused send stores and announces nothing.
 *
 * A message that is not held is written in one statement (decision 0100), with the hit when the counters
 * are in the database. When the recipient has an unread notification of the conversation, that statement
 * is all the send writes, and it runs on its own, a transaction by itself (had they read it meanwhile, the
 * email a new notification schedules follows the statement). Otherwise, and for a held message or a notice
 * whose title cannot be counted in SQL, the send is a transaction of its statements.
 */
export async function countStoreAndAnnounce(
  db: Database,
  { notificationsService, rateLimits, ownHosts }: SendDeps,
  rate: { key: string; rule: RateLimitRule },
  sent: Parameters<typeof storeAndAnnounce>[3] & { conversation: { recipientHasUnread: boolean } },
): Promise<MessageRow | undefined> {
  const { conversation, sender, message } = sent;
  const notice = messageNotice(conversation, sender, message.body, ownHosts);
  const grouped = message.decision.reason ? undefined : notificationsService.groupedRow(notice);
  const countedHere = grouped !== undefined && rateLimits.store === 'database';

  const write = async (tx: DbOrTx): Promise<MessageRow | undefined> => {
    if (!countedHere) await rateLimits.assertWithin(rate.key, rate.rule, tx);
    if (!grouped) return storeAndAnnounce(tx, notificationsService, ownHosts, sent);
    const id = randomUUID();
    const live = liveBatch();
    live.add({ type: 'message.created', conversationId: conversation.id, messageId: id, senderId: sender.id }, [
      conversation.buyerId,
      conversation.sellerId,
    ]);
    // Its id is the statement's to set: the second envelope's notificationId.
    live.add({ type: 'notifications.changed', notificationId: null }, [notice.userId]);
    const { decision, ...values } = message;
    const written = await writeSentMessage(tx, {
      message: { id, ...values, conversationId: conversation.id, contactDetails: decision.contactDetails },
      ...(countedHere ? { rate: { key: rate.key, max: rate.rule.max, windowSeconds: rate.rule.windowSeconds } } : {}),
      notice: grouped,
      envelopes: live.payload(),
    });
    if (written.counter) rateLimits.assertCounted(written.counter, rate.rule);
    if (written.notification) await notificationsService.written(tx, notice, written.notification.count);
    return written.message;
  };
  return grouped && conversation.recipientHasUnread ? write(db) : db.transaction(write);
}

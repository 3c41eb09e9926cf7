import type { DbOrTx } from '../../db/client.ts';
import { liveBatch } from '../../platform/live/live-events.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import type { ConversationParties } from './conversations.repository.ts';
import { shownText } from './messages.mappers.ts';
import { storeMessage, type MessageRow } from './messages.repository.ts';
import { otherParticipant } from './messages.policy.ts';
import type { HoldDecision } from './screening-hold.ts';

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

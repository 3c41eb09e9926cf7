import type { DbOrTx } from '../../db/client.ts';
import { liveBatch } from '../../platform/live/live-events.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ConversationParties } from './conversations.repository.ts';
import { shownText } from './messages.mappers.ts';
import { otherParticipant } from './messages.policy.ts';

/** Characters of a message the recipient's notification quotes. */
export const PREVIEW_LENGTH = 120;

function preview(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH)}…` : flat;
}

/**
 * A message reaches its conversation, in the transaction that stored or delivered it: both
 * participants' tabs hear of it and the recipient is notified, in one NOTIFY sent on commit.
 * A held message reaches its sender's tabs only (decision 0044).
 */
export async function announceMessage(
  tx: DbOrTx,
  notificationsService: Pick<NotificationsService, 'notify'>,
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
    await notificationsService.notify(
      tx,
      {
        kind: 'message',
        userId: otherParticipant(conversation, sender.id),
        conversationId: conversation.id,
        senderName: sender.name,
        gigTitle: conversation.gigTitle,
        // The recipient's bell shows the message as the thread does: masked with a minor.
        preview: preview(shownText(message.body, conversation.involvesMinor).text),
      },
      live,
    );
  }
  await live.publish(tx);
}

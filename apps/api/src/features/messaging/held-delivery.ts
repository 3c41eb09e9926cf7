import type { Message } from '@teenfreelance/contracts/messages';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { findConversationParties, findUserForContact } from './conversations.repository.ts';
import { announceMessage } from './message-delivery.ts';
import { toMessageDto } from './messages.mappers.ts';
import { deliverHeldMessage } from './messages.repository.ts';

export interface HeldMessageDelivery {
  /**
   * Delivers a message held for review, in the moderator's transaction: dated now, it becomes its
   * conversation's last message, both participants' tabs hear of it and the recipient is notified.
   * Undefined when there is no such held message (delivered or removed already).
   */
  deliverHeld(tx: DbOrTx, messageId: string): Promise<Message | undefined>;
}

export function createHeldMessageDelivery({
  clock,
  notificationsService,
  ownHosts,
}: {
  clock: Clock;
  notificationsService: Pick<NotificationsService, 'notify'>;
  ownHosts: readonly string[];
}): HeldMessageDelivery {
  return {
    async deliverHeld(tx, messageId) {
      if (!isUuid(messageId)) return undefined;
      const message = await deliverHeldMessage(tx, messageId, clock.now());
      if (!message) return undefined;
      // One after the other: a transaction is one connection.
      const conversation = await findConversationParties(tx, message.conversationId);
      const sender = await findUserForContact(tx, message.senderId);
      if (!conversation || !sender) throw new Error('a held message without its conversation or sender');
      await announceMessage(tx, notificationsService, ownHosts, {
        conversation,
        sender,
        message: { id: message.id, body: message.body, held: false },
      });
      return toMessageDto(message, conversation.involvesMinor, ownHosts);
    },
  };
}

import type { HeldMessage, HeldMessageOutcome } from '@teenfreelance/contracts/admin';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { notFound } from '../../../http/errors.ts';
import type { MessagesService } from '../../messaging/messages.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { insertAudit, threadsOf } from '../admin/admin.repository.ts';
import { listHeldMessages, removeHeldMessage } from './held-messages.repository.ts';
import { NOTICE_TITLES } from '../admin/moderation-notices.ts';

/** Held messages listed at once: the oldest first, so they are decided in the order they were written. */
const HELD_LISTED = 100;

/**
 * The moderators' side of held messages (decisions 0044, 0062): a message to a
 * minor that hides or repeats contact details, or from a sender several people
 * reported, waits here with its reason until it is delivered or removed, each
 * decision audited.
 */
export interface HeldMessageActions {
  heldMessages(): Promise<{ messages: HeldMessage[] }>;
  /** Delivers it now (a new message to the recipient, who is notified). 404 when it is not held. */
  deliverHeld(admin: SessionUser, messageId: string, reason: string): Promise<HeldMessageOutcome>;
  /** Removes it without delivering it; the sender is told. 404 when it is not held. */
  removeHeld(admin: SessionUser, messageId: string, reason: string): Promise<HeldMessageOutcome>;
}

export interface HeldMessageActionsDeps {
  db: Database;
  clock: Clock;
  notificationsService: Pick<NotificationsService, 'notify'>;
  messagesService: Pick<MessagesService, 'deliverHeld'>;
  /** The admins' rate limit, counted before any action. */
  limit: (admin: SessionUser) => Promise<void>;
}

const heldNotFound = () => notFound('Held message');

export function createHeldMessageActions({
  db,
  clock,
  notificationsService,
  messagesService,
  limit,
}: HeldMessageActionsDeps) {
  const actions: HeldMessageActions = {
    async heldMessages() {
      const rows = await listHeldMessages(db, HELD_LISTED);
      const conversationIds = rows.map((row) => row.conversationId);
      const threads = await threadsOf(db, conversationIds);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          conversationId: row.conversationId,
          sender: row.sender,
          recipient: row.recipient,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
          // A held message always says why (messages_held_reason_check).
          reason: row.reason ?? 'reported_sender',
          senderReporters: Number(row.senderReporters),
          thread: threads.get(row.conversationId) ?? [],
        })),
      };
    },

    async deliverHeld(admin, messageId, reason) {
      await limit(admin);
      await db.transaction(async (tx) => {
        const message = await messagesService.deliverHeld(tx, messageId);
        if (!message) throw heldNotFound();
        await insertAudit(tx, {
          adminId: admin.id,
          action: 'release_message',
          targetKind: 'message',
          targetId: message.id,
          reason,
          createdAt: clock.now(),
        });
      });
      return { id: messageId, outcome: 'delivered' };
    },

    async removeHeld(admin, messageId, reason) {
      await limit(admin);
      if (!isUuid(messageId)) throw heldNotFound();
      await db.transaction(async (tx) => {
        const now = clock.now();
        const senderId = await removeHeldMessage(tx, messageId, now);
        if (!senderId) throw heldNotFound();
        await insertAudit(tx, {
          adminId: admin.id,
          action: 'remove_message',
          targetKind: 'message',
          targetId: messageId,
          reason,
          createdAt: now,
        });
        await notificationsService.notify(tx, {
          kind: 'moderation_notice',
          userId: senderId,
          title: NOTICE_TITLES.remove_message,
          reason,
        });
      });
      return { id: messageId, outcome: 'removed' };
    },
  };
  return actions;
}

import type { ConversationDetail, ConversationSummary, Message } from '@teenfreelance/contracts/messages';
import type { SummaryRow } from './conversations.repository.ts';
import type { MessageRow } from './messages.repository.ts';

/** A row of the summaries query as `userId` sees it. */
export function toConversationSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    other: {
      id: row.otherId,
      name: row.otherName,
      avatarUrl: row.otherImage,
      role: row.otherRole,
      // The other party's side of this conversation, not their account's role.
      tag: row.otherId === row.sellerId ? 'Seller' : 'Buyer',
    },
    gig: row.gigId !== null && row.gigTitle !== null ? { id: row.gigId, title: row.gigTitle } : null,
    job: row.jobId !== null && row.jobTitle !== null ? { id: row.jobId, title: row.jobTitle } : null,
    lastMessage:
      row.lastText !== null && row.lastSenderId !== null && row.lastCreatedAt !== null
        ? { text: row.lastText, senderId: row.lastSenderId, createdAt: row.lastCreatedAt.toISOString() }
        : null,
    unreadCount: Number(row.unreadCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConversationDetail(row: SummaryRow): ConversationDetail {
  const otherLastReadAt = row.otherId === row.sellerId ? row.sellerLastReadAt : row.buyerLastReadAt;
  return { ...toConversationSummary(row), otherLastReadAt: otherLastReadAt?.toISOString() ?? null };
}

export function toMessageDto(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    clientId: row.clientId,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

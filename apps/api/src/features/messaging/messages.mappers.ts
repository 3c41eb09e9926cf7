import { maskContactDetails } from '@teenfreelance/contracts/contact-masking';
import {
  MESSAGE_TEXTS,
  type ConversationDetail,
  type ConversationSummary,
  type Message,
} from '@teenfreelance/contracts/messages';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { SummaryRow } from './conversations.repository.ts';
import type { MessageRow } from './messages.repository.ts';
import { sendRefusal } from './messages.policy.ts';

/** What of the caller decides whether they may send: their parental consent. */
type SendingViewer = Pick<SessionUser, 'parentalConsent'>;

/** A row of the summaries query as `viewer` (the caller, its `userId`) sees it. */
export function toConversationSummary(row: SummaryRow, viewer: SendingViewer): ConversationSummary {
  const cannotSendReason = sendRefusal(viewer, row);
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
    protectsMinor: row.involvesMinor,
    lastMessage:
      row.lastText !== null && row.lastSenderId !== null && row.lastCreatedAt !== null
        ? {
            text: row.lastRemovedAt ? MESSAGE_TEXTS.removed : shownText(row.lastText, row.involvesMinor).text,
            senderId: row.lastSenderId,
            createdAt: row.lastCreatedAt.toISOString(),
          }
        : null,
    canSend: cannotSendReason === null,
    cannotSendReason,
    unreadCount: Number(row.unreadCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toConversationDetail(row: SummaryRow, viewer: SendingViewer): ConversationDetail {
  const otherLastReadAt = row.otherId === row.sellerId ? row.sellerLastReadAt : row.buyerLastReadAt;
  return { ...toConversationSummary(row, viewer), otherLastReadAt: otherLastReadAt?.toISOString() ?? null };
}

/** A message's text as its conversation shows it: masked when a minor takes part (the stored body is kept). */
export function shownText(body: string, involvesMinor: boolean): { text: string; masked: boolean } {
  if (!involvesMinor) return { text: body, masked: false };
  const { text, masked } = maskContactDetails(body);
  return { text, masked };
}

/** A stored message as its conversation's participants see it. */
export function toMessageDto(row: MessageRow, involvesMinor: boolean): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    clientId: row.clientId,
    ...(row.removedAt ? { text: MESSAGE_TEXTS.removed, masked: false } : shownText(row.body, involvesMinor)),
    held: row.heldAt !== null && row.removedAt === null,
    // Only its sender reads a held message (messageVisibleTo), so only they are told why.
    heldReason: row.heldAt !== null && row.removedAt === null ? (row.heldReason ?? 'reported_sender') : null,
    createdAt: row.createdAt.toISOString(),
  };
}

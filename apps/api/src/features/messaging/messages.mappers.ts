import { screenText } from '@teenfreelance/contracts/screening/screen-text';
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
export function toConversationSummary(
  row: SummaryRow,
  viewer: SendingViewer,
  ownHosts: readonly string[],
): ConversationSummary {
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
            text: row.lastRemovedAt ? MESSAGE_TEXTS.removed : shownText(row.lastText, row.involvesMinor, ownHosts).text,
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

export function toConversationDetail(
  row: SummaryRow,
  viewer: SendingViewer,
  ownHosts: readonly string[],
): ConversationDetail {
  const otherLastReadAt = row.otherId === row.sellerId ? row.sellerLastReadAt : row.buyerLastReadAt;
  return { ...toConversationSummary(row, viewer, ownHosts), otherLastReadAt: otherLastReadAt?.toISOString() ?? null };
}

/**
 * A message's text as its conversation shows it: masked when a minor takes part (the stored body
 * is kept). Links to the site's own hosts (PUBLIC_URL's) are not contact details.
 */
export function shownText(
  body: string,
  involvesMinor: boolean,
  ownHosts: readonly string[],
): { text: string; masked: boolean } {
  if (!involvesMinor) return { text: body, masked: false };
  const { text, masked } = screenText(body, { ownHosts });
  return { text, masked };
}

/** A stored message as its conversation's participants see it. */
export function toMessageDto(row: MessageRow, involvesMinor: boolean, ownHosts: readonly string[]): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    clientId: row.clientId,
    ...(row.removedAt ? { text: MESSAGE_TEXTS.removed, masked: false } : shownText(row.body, involvesMinor, ownHosts)),
    held: row.heldAt !== null && row.removedAt === null,
    // Only its sender reads a held message (messageVisibleTo), so only they are told why.
    heldReason: row.heldAt !== null && row.removedAt === null ? (row.heldReason ?? 'reported_sender') : null,
    createdAt: row.createdAt.toISOString(),
  };
}

import {
  MESSAGE_TEXTS,
  type ConversationDetail,
  type ConversationSummary,
  type Message,
} from '@teenfreelance/contracts/messages';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { shownIn } from '../../platform/screening/reader-screening.ts';
import type { SummaryRow } from './conversations.repository.ts';
import type { MessageRow } from './messages.repository.ts';
import { sendRefusal } from './messages.policy.ts';

/** What of the caller decides whether they may send (their parental consent) and how names read (a minor). */
type SendingViewer = Pick<SessionUser, 'parentalConsent' | 'isMinor'>;

/** A row of the summaries query as `viewer` (the caller, its `userId`) sees it. */
export function toConversationSummary(
  row: SummaryRow,
  viewer: SendingViewer,
  ownHosts: readonly string[],
): ConversationSummary {
  const cannotSendReason = sendRefusal(viewer, row);
  const titleFor = (title: string) => shownIn(title, { reader: viewer }, ownHosts).text;
  return {
    id: row.id,
    other: {
      id: row.otherId,
      // Names stored before names were screened (decision 0062) reach a teen through the screening (0065).
      name: shownIn(row.otherName, { reader: viewer }, ownHosts).text,
      avatarUrl: row.otherImage,
      role: row.otherRole,
      // The other party's side of this conversation, not their account's role.
      tag: row.otherId === row.sellerId ? 'Seller' : 'Buyer',
    },
    // A job's title is its (adult) poster's words; a gig's its seller's.
    gig: row.gigId !== null && row.gigTitle !== null ? { id: row.gigId, title: titleFor(row.gigTitle) } : null,
    job: row.jobId !== null && row.jobTitle !== null ? { id: row.jobId, title: titleFor(row.jobTitle) } : null,
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
  // The one screening step (platform/screening): both sides of a conversation with a minor.
  return shownIn(body, { reader: { isMinor: false }, minorTakesPart: involvesMinor }, ownHosts);
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

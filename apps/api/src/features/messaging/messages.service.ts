import {
  MESSAGE_TEXTS,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  mayMessage,
  type ConversationDetail,
  type ConversationList,
  type ConversationSummary,
  type Message,
  type MessagePage,
  type ReadState,
  type SendMessageInput,
  type StartConversationInput,
  type UnreadConversations,
} from '@teenfreelance/contracts/messages';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { conflict, notFound, unauthenticated, unprocessable } from '../../http/errors.ts';
import { publishLive } from '../../platform/live/live-events.ts';
import type { AuthService } from '../accounts/auth/auth.service.ts';
import type { SafetyService } from '../trust-and-safety/safety.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RateLimitRule } from '../../platform/rate-limits/rate-limits.service.ts';
import { createHeldMessageDelivery, type HeldMessageDelivery } from './held-delivery.ts';
import { createMessagesDataExport, type MessagesDataExport } from './data-export.ts';
import { countStoreAndAnnounce, type SendDeps } from './message-delivery.ts';
import { decideHold, repeatWindowStart } from './screening-hold.ts';
import { toConversationDetail, toConversationSummary, toMessageDto } from './messages.mappers.ts';
import {
  familyAccountCannotStart,
  isContactableSeller,
  isSelfContact,
  mayStartAboutGig,
  otherParticipant,
  sendRefusal,
  sendRefused,
  sideOf,
} from './messages.policy.ts';
import {
  countUnreadConversations,
  findConversationId,
  findConversationParties,
  findGigForContact,
  findSummary,
  findUserForContact,
  insertOrFindConversation,
  type ConversationSubject,
  listSummaries,
  markRead,
  type ConversationParties,
} from './conversations.repository.ts';
import {
  findMessageByClientId,
  findMessagesAfter,
  findMessagesBefore,
  messageInConversation,
  type MessageRow,
} from './messages.repository.ts';
import { findSendContext } from './send-context.repository.ts';

/** Conversations listed at most: far more than a person keeps going (the list has no pages). */
export const MAX_LISTED_CONVERSATIONS = 500;
/** Messages one catch-up (`after=`) returns at most, oldest first; a full answer means ask again from its last. */
export const CATCH_UP_LIMIT = 500;
/** Sending: 30 messages a minute per user, in all conversations together. */
export const MESSAGES_RATE: RateLimitRule = { max: MESSAGES_PER_MINUTE, windowSeconds: 60 };

const conversationNotFound = () => notFound('Conversation');

export interface MessagesService extends HeldMessageDelivery, MessagesDataExport {
  /**
   * Starts, or reopens, the one conversation of the caller (buyer side), a
   * seller and a gig: `{ gigId }` (the gig's seller; a new one needs the gig
   * public) or `{ sellerId }` (a freelancer, from their profile; no gig).
   * `created` is false when it already existed. A teen awaiting a parent's
   * consent starts none (403 PARENTAL_CONSENT_PENDING).
   */
  start(
    user: SessionUser,
    input: StartConversationInput,
  ): Promise<{ conversation: ConversationSummary; created: boolean }>;
  /**
   * Opens, or reopens, the conversation of a job's poster with the freelancer
   * they hired (no route: hiring calls it, after the rules of the hire).
   */
  openAboutJob(
    poster: SessionUser,
    subject: { sellerId: string; jobId: string },
  ): Promise<{ conversation: ConversationSummary; created: boolean }>;
  /** The caller's conversations, newest last message first, then those without messages. */
  list(user: SessionUser): Promise<ConversationList>;
  /** One conversation of the caller, with when the other participant last read it; 404 to anyone else. */
  detail(user: SessionUser, conversationId: string): Promise<ConversationDetail>;
  /** A page of a thread: the newest 50, those before a message, or those after one (catch-up); oldest first. */
  messages(user: SessionUser, conversationId: string, query: { before?: string; after?: string }): Promise<MessagePage>;
  /**
   * Stores a message, unless the sender already sent its `clientId` (then the
   * stored one comes back, `created` false); tells both participants' tabs and
   * notifies the recipient, all in one transaction. 30 a minute per user. A
   * message to a minor that hides or repeats contact details, or from a sender
   * several people reported, is held for review (screening-hold.ts): stored and
   * shown to its sender only (`held`, `heldReason`), nothing announced.
   * Refused (403, with the `sendRefusal` reason the conversation's
   * `cannotSendReason` also gives) across a block or a pending parental consent.
   * The sender is whoever holds the session of `sessionToken`, read in the send's
   * first statement (decision 0104): 401 when no session has it.
   */
  send(
    sessionToken: string,
    conversationId: string,
    input: SendMessageInput,
  ): Promise<{ message: Message; created: boolean }>;
  /** The caller has seen the conversation up to now: their read position moves, the other participant hears it. */
  markRead(user: SessionUser, conversationId: string): Promise<ReadState>;
  /** How many of the caller's conversations have messages the caller has not seen. */
  unread(user: SessionUser): Promise<UnreadConversations>;
  /** For the live channel's typing frames: the other participant, or 404 when the user is not part of it. */
  assertParticipant(userId: string, conversationId: string): Promise<{ otherUserId: string }>;
}

export interface MessagesServiceDeps {
  db: Database;
  clock: Clock;
  rateLimits: SendDeps['rateLimits'];
  notificationsService: SendDeps['notificationsService'] & Pick<NotificationsService, 'markConversationRead'>;
  safetyService: Pick<SafetyService, 'assertMayMessage'>;
  /** The site's own hosts (PUBLIC_URL's): links to its pages are not contact details. */
  ownHosts: readonly string[];
  /** Who signed in, from a session the send's statement read (decision 0104). */
  sessions: Pick<AuthService, 'userOfSession'>;
}

export function createMessagesService({
  db,
  clock,
  rateLimits,
  notificationsService,
  safetyService,
  ownHosts,
  sessions,
}: MessagesServiceDeps): MessagesService {
  /** The conversation if `userId` takes part in it; 404 for an unknown, malformed or someone else's id. */
  async function participantConversation(userId: string, conversationId: string): Promise<ConversationParties> {
    if (!isUuid(conversationId)) throw conversationNotFound();
    const conversation = await findConversationParties(db, conversationId);
    if (!conversation || sideOf(conversation, userId) === null) throw conversationNotFound();
    return conversation;
  }

  async function summaryOf(user: SessionUser, conversationId: string): Promise<ConversationSummary> {
    const row = await findSummary(db, user.id, conversationId);
    if (!row) throw conversationNotFound();
    return toConversationSummary(row, user, ownHosts);
  }

  async function open(
    user: SessionUser,
    parties: ConversationSubject,
  ): Promise<{ conversation: ConversationSummary; created: boolean }> {
    await safetyService.assertMayMessage(parties.buyerId, parties.sellerId);
    const { id, created } = await insertOrFindConversation(db, parties, clock.now());
    return { conversation: await summaryOf(user, id), created };
  }

  /** A message as this conversation shows it (masked where a minor takes part). */
  const shown = (row: MessageRow, { involvesMinor }: { involvesMinor: boolean }) =>
    toMessageDto(row, involvesMinor, ownHosts);

  async function assertAnchor(conversationId: string, messageId: string): Promise<void> {
    if (!isUuid(messageId) || !(await messageInConversation(db, conversationId, messageId))) {
      throw notFound('Message');
    }
  }

  return {
    ...createHeldMessageDelivery({ clock, notificationsService, ownHosts }),
    ...createMessagesDataExport({ db, ownHosts }),
    async start(user, input) {
      // A teen waiting for consent starts no conversation (QUALITY.md), nor does a family account (decision 0083).
      if (!mayMessage(user)) throw sendRefused('PARENTAL_CONSENT_PENDING');
      if (user.role === 'guardian') throw familyAccountCannotStart();
      if ('sellerId' in input) {
        if (isSelfContact(user.id, input.sellerId)) throw unprocessable(MESSAGE_TEXTS.selfContact);
        const seller = await findUserForContact(db, input.sellerId);
        if (!seller || !isContactableSeller(seller)) throw notFound('Seller');
        // No cold contact with a minor: only about one of their gigs, an order or a job post.
        if (seller.isMinor) throw unprocessable(MESSAGE_TEXTS.minorNeedsSubject, { reason: 'MINOR_NEEDS_SUBJECT' });
        return open(user, { buyerId: user.id, sellerId: seller.id, gigId: null });
      }
      if (!isUuid(input.gigId)) throw notFound('Gig');
      const gig = await findGigForContact(db, input.gigId);
      if (!gig) throw notFound('Gig');
      if (isSelfContact(user.id, gig.sellerId)) throw unprocessable(MESSAGE_TEXTS.selfContact);
      const parties = { buyerId: user.id, sellerId: gig.sellerId, gigId: gig.id };
      // An existing conversation reopens whatever became of its gig; only a new one needs the gig public.
      const existing = await findConversationId(db, parties);
      if (existing) {
        await safetyService.assertMayMessage(parties.buyerId, parties.sellerId);
        return { conversation: await summaryOf(user, existing), created: false };
      }
      if (!mayStartAboutGig(gig)) throw unprocessable(MESSAGE_TEXTS.gigUnavailable);
      return open(user, parties);
    },

    async openAboutJob(poster, { sellerId, jobId }) {
      if (!mayMessage(poster)) throw sendRefused('PARENTAL_CONSENT_PENDING');
      return open(poster, { buyerId: poster.id, sellerId, gigId: null, jobId });
    },

    async list(user) {
      const rows = await listSummaries(db, user.id, MAX_LISTED_CONVERSATIONS);
      return { conversations: rows.map((row) => toConversationSummary(row, user, ownHosts)) };
    },

    async detail(user, conversationId) {
      if (!isUuid(conversationId)) throw conversationNotFound();
      const row = await findSummary(db, user.id, conversationId);
      if (!row) throw conversationNotFound();
      return toConversationDetail(row, user, ownHosts);
    },

    async messages(user, conversationId, { before, after }) {
      const conversation = await participantConversation(user.id, conversationId);
      const thread = { conversationId: conversation.id, viewerId: user.id };
      if (after !== undefined) {
        await assertAnchor(conversation.id, after);
        const rows = await findMessagesAfter(db, thread, after, CATCH_UP_LIMIT);
        // The anchor itself is older than anything after it.
        return { messages: rows.map((row) => shown(row, conversation)), hasOlder: true };
      }
      if (before !== undefined) await assertAnchor(conversation.id, before);
      const rows = await findMessagesBefore(db, thread, before, MESSAGES_PAGE_SIZE + 1);
      const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
      return { messages: page.map((row) => shown(row, conversation)), hasOlder: rows.length > MESSAGES_PAGE_SIZE };
    },

    async send(token, conversationId, { clientId, text }) {
      // The session, the conversation and a retried client id in one read: the send path's budget (decisions
      // 0037, 0104). Who asks is answered before what: a malformed id reads the session all the same.
      const context = await findSendContext(db, { conversationId, token, clientId }, repeatWindowStart(clock.now()));
      const user = await sessions.userOfSession(token, context?.session);
      if (!user) throw unauthenticated(MESSAGE_TEXTS.notSignedIn);
      const conversation = context?.conversation;
      if (!conversation || sideOf(conversation, user.id) === null) throw conversationNotFound();
      const sameMessage = (stored: { conversationId: string }) => {
        if (stored.conversationId !== conversation.id) {
          throw conflict('This message was already sent in another conversation');
        }
      };
      // A retry of a stored message is answered before the rate limit: retrying never costs a send.
      if (context?.stored) {
        sameMessage(context.stored);
        return { message: shown(context.stored, conversation), created: false };
      }

      // A block, or a teen's pending consent on either side: refused, and saying why (the thread stops offering to send).
      const refusal = sendRefusal(user, conversation);
      if (refusal) throw sendRefused(refusal);
      const now = clock.now();
      const decision = decideHold(text, conversation, ownHosts);
      const message = { senderId: user.id, clientId, body: text, createdAt: now, decision };
      const rate = { key: `messages:user:${user.id}`, rule: MESSAGES_RATE };
      const sendDeps = { notificationsService, rateLimits, ownHosts };
      const inserted = await countStoreAndAnnounce(db, sendDeps, rate, { conversation, sender: user, message });
      if (inserted) return { message: shown(inserted, conversation), created: true };
      // The same client id sent at the same moment: the other request stored it.
      const winner = await findMessageByClientId(db, user.id, clientId);
      if (!winner) throw new Error('message with this client id vanished');
      sameMessage(winner);
      return { message: shown(winner, conversation), created: false };
    },

    async markRead(user, conversationId) {
      const conversation = await participantConversation(user.id, conversationId);
      const readAt = await db.transaction(async (tx) => {
        const at = await markRead(tx, conversation.id, user.id, clock.now());
        await publishLive(
          tx,
          { type: 'conversation.read', conversationId: conversation.id, readerId: user.id, readAt: at.toISOString() },
          [otherParticipant(conversation, user.id)],
        );
        await notificationsService.markConversationRead(tx, user.id, conversation.id);
        return at;
      });
      return { conversationId: conversation.id, readAt: readAt.toISOString() };
    },

    async unread(user) {
      return { conversations: await countUnreadConversations(db, user.id) };
    },

    async assertParticipant(userId, conversationId) {
      const conversation = await participantConversation(userId, conversationId);
      return { otherUserId: otherParticipant(conversation, userId) };
    },
  };
}

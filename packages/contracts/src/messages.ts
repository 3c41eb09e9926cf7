/**
 * Conversations and messages between a buyer and a seller, about a gig or not.
 *
 * | Method | Path                                     | Auth      | Answer |
 * |--------|------------------------------------------|-----------|--------|
 * | POST   | /api/conversations                       | signed in | 200/201 ConversationSummary: starts, or reopens, the one conversation of this buyer, seller and gig (`{ gigId }` from a gig page, `{ sellerId }` from a profile) |
 * | GET    | /api/conversations                       | signed in | 200 ConversationList: the caller's conversations, newest last message first |
 * | GET    | /api/conversations/:id                   | participant | 200 ConversationDetail; 404 to anyone else (ids reveal nothing) |
 * | GET    | /api/conversations/:id/messages          | participant | 200 MessagePage: newest 50 first page (`?before=` a message id for older, `?after=` for newer), oldest first within the page |
 * | POST   | /api/conversations/:id/messages          | participant | 201 Message (200 with the stored one when `clientId` was already sent); 30 a minute per user |
 * | POST   | /api/conversations/:id/read              | participant | 200 ReadState: the caller has seen everything up to now |
 * | GET    | /api/me/messages/unread                  | signed in | 200 UnreadConversations: how many conversations have messages the caller has not seen |
 *
 * Visitors get 401 UNAUTHENTICATED on every one of them.
 */
import { z } from 'zod';
import { SAFETY_TEXTS } from './safety.ts';
import { roleSchema, type ParentalConsentState } from './users.ts';
import { apiPath } from './api-paths.ts';
import { formatCount } from './en-us.ts';

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGES_PAGE_SIZE = 50;
/** Messages a user may send per minute, in all conversations together. */
export const MESSAGES_PER_MINUTE = 30;
/** The gig-title badge of the inbox list shows this many characters, then an ellipsis. */
export const GIG_BADGE_LENGTH = 30;

/**
 * Why a message to a minor waits for a moderator (decision 0062, "Which signals hold"): the
 * screening found contact details only its normalised text reveals, the sender already sent
 * contact details in this conversation within HOLD_REPEAT_WINDOW_HOURS, or several people
 * reported the sender (decision 0044).
 */
export const HOLD_REASONS = ['disguised_contact', 'repeated_contact', 'reported_sender'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];
/** A second message with contact details to a minor within this many hours of the first is held. */
export const HOLD_REPEAT_WINDOW_HOURS = 24;

/** The specification's words, and ours in the same tone where it gives none. */
export const MESSAGE_TEXTS = {
  empty: 'Please enter a message',
  tooLong: `Message cannot exceed ${formatCount(MESSAGE_MAX_LENGTH)} characters`,
  sendFailed: 'Failed to send message',
  removed: 'This message was removed by a moderator.',
  held: 'Waiting for review: our team checks it before it is delivered.',
  /**
   * Why a held message waits, told to its sender after `held` (null: not said; a sender is not
   * told that people reported them, as before).
   */
  heldBecause: {
    disguised_contact: 'It seems to hide contact details. Contact details are not shared with teens here.',
    repeated_contact: 'It repeats contact details. Contact details are not shared with teens here.',
    reported_sender: null,
  } satisfies Record<HoldReason, string | null>,
  notSignedIn: 'You must be logged in to send messages',
  loginToMessage: 'Please log in to send a message',
  loginToContact: 'Please log in to contact the seller',
  sent: 'Message sent successfully',
  sentHint: "You'll be notified when they respond",
  redirecting: 'Redirecting to messages...',
  placeholder: 'Type your message...',
  send: 'Send',
  sending: 'Sending...',
  selectConversation: 'Select a conversation to view messages',
  notFound: 'No conversation selected or conversation not found',
  emptyTitle: 'No conversations yet',
  emptyHint: 'Messages from your interactions with sellers and buyers will appear here.',
  /** An inbox row of a conversation its starter has not written in yet (the other person does not see it yet). */
  noMessagesYet: 'No messages yet',
  seen: 'Seen',
  typing: 'typing…',
  retry: 'Retry',
  failed: 'Not sent',
  contactSeller: 'Contact Seller',
  selfContact: 'You cannot message yourself',
  gigUnavailable: 'This gig is no longer available, so a new conversation about it cannot be started',
  minorNeedsSubject:
    'Teen freelancers can be messaged about one of their gigs: open a gig of theirs and use Contact Seller',
  consentPending: 'You can message people once a parent or guardian has given consent',
  recipientConsentPending: 'You can message them again once their parent or guardian has given consent',
} as const;

/**
 * Why the viewer cannot send in a conversation (the `details.reason` a send
 * answers with, 403): one of the two blocked the other; the viewer is a teen
 * whose parent or guardian has not consented yet; the other person is such a
 * teen (consent withdrawn after the conversation began). None of them changes
 * by trying again.
 */
export const sendRefusalReasons = ['BLOCKED', 'PARENTAL_CONSENT_PENDING', 'RECIPIENT_CONSENT_PENDING'] as const;
export type SendRefusalReason = (typeof sendRefusalReasons)[number];

/** What the thread says in place of the message box, for each refusal. */
export const SEND_REFUSAL_TEXTS: Record<SendRefusalReason, string> = {
  BLOCKED: SAFETY_TEXTS.cannotMessage,
  PARENTAL_CONSENT_PENDING: MESSAGE_TEXTS.consentPending,
  RECIPIENT_CONSENT_PENDING: MESSAGE_TEXTS.recipientConsentPending,
};

/**
 * Whether this user may start conversations and send messages: not a teen
 * whose parent or guardian has not consented yet (QUALITY.md, "Protecting
 * minors"). The one rule for the API and for the pages that offer to message.
 */
export function mayMessage(user: { parentalConsent: ParentalConsentState }): boolean {
  return user.parentalConsent !== 'pending';
}

/** The text of a message: not blank, at most 5,000 characters (whitespace kept as written). */
export const messageTextSchema = z
  .string()
  .refine((text) => text.trim().length > 0, MESSAGE_TEXTS.empty)
  .refine((text) => text.length <= MESSAGE_MAX_LENGTH, MESSAGE_TEXTS.tooLong);

export const startConversationSchema = z.union([
  z.object({ gigId: z.string().max(100) }).strict(),
  z.object({ sellerId: z.string().max(100) }).strict(),
]);
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const sendMessageSchema = z
  .object({
    /** The sender's own id for this message (a uuid): a retry with the same id is stored once. */
    clientId: z.uuid(),
    text: messageTextSchema,
  })
  .strict();
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const conversationParamsSchema = z.object({ id: z.string().max(100) });

export const messagePageQuerySchema = z
  .object({
    /** A message id: the page of messages before it (scrolling up). */
    before: z.string().max(100).optional(),
    /** A message id: the messages after it (catching up after a reconnection). */
    after: z.string().max(100).optional(),
  })
  .refine((q) => !(q.before && q.after), { message: 'Use before or after, not both' });

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  clientId: z.string(),
  /** As written, except in a conversation with a minor: contact details masked (contact-masking.ts). */
  text: z.string(),
  /** Contact details were masked in `text` (the original is kept for moderators only). */
  masked: z.boolean(),
  /**
   * Held for review before it reaches a minor (its sender was reported by several people they wrote to):
   * only its sender sees it, until a moderator delivers or removes it.
   */
  held: z.boolean(),
  /**
   * Why it is held, for its sender (null when not held): contact details the screening found
   * disguised, contact details sent again within HOLD_REPEAT_WINDOW_HOURS, or a reported sender.
   */
  heldReason: z.enum(HOLD_REASONS).nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageSchema = z.object({
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** There are older messages than the first of this page. */
  hasOlder: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** The other participant, as the caller sees them. `tag` is their side: the spec's Seller or Buyer. */
export const conversationPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  tag: z.enum(['Seller', 'Buyer']),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  other: conversationPartySchema,
  /** The gig it is about; null for a conversation started from a profile. `title` stays when the gig is deleted. */
  gig: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The job post it is about: opened when the poster hired the other participant; null otherwise. */
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** One participant is a minor: contact details in messages are masked, and the composer warns before sending. */
  protectsMinor: z.boolean(),
  lastMessage: z.object({ text: z.string(), senderId: z.string(), createdAt: z.string() }).nullable(),
  /** Whether the caller may send in it now; when not, `cannotSendReason` says why and the thread shows no message box. */
  canSend: z.boolean(),
  cannotSendReason: z.enum(sendRefusalReasons).nullable(),
  /** Messages of the other participant the caller has not seen. */
  unreadCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  /** When the other participant last saw the conversation (for 'Seen'), or null. */
  otherLastReadAt: z.string().nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const readStateSchema = z.object({ conversationId: z.string(), readAt: z.string() });
export type ReadState = z.infer<typeof readStateSchema>;

export const unreadConversationsSchema = z.object({ conversations: z.number().int().nonnegative() });
export type UnreadConversations = z.infer<typeof unreadConversationsSchema>;

export const CONVERSATIONS_PATH = '/api/conversations';
export const UNREAD_CONVERSATIONS_PATH = '/api/me/messages/unread';
export const conversationPath = apiPath('/api/conversations/:id');
export const conversationMessagesPath = apiPath('/api/conversations/:id/messages');
export const conversationReadPath = apiPath('/api/conversations/:id/read');

/** The inbox badge's text: the gig title cut to 30 characters plus an ellipsis. */
export function gigBadge(title: string): string {
  return title.length > GIG_BADGE_LENGTH ? `${title.slice(0, GIG_BADGE_LENGTH)}...` : title;
}

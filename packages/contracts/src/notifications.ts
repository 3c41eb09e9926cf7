/**
 * Notifications: the header's bell and /notifications.
 *
 * | Method | Path                              | Auth      | Answer |
 * |--------|-----------------------------------|-----------|--------|
 * | GET    | /api/notifications                | signed in | 200 NotificationPage: newest first, 20 a page (`?before=` the last id of the previous page) |
 * | GET    | /api/notifications/unread         | signed in | 200 UnreadNotifications (the bell's red dot) |
 * | POST   | /api/notifications/:id/read       | owner     | 200 Notification; 404 for anyone else's |
 * | POST   | /api/notifications/read-all       | signed in | 200 UnreadNotifications { unread: 0 } |
 *
 * Visitors get 401 UNAUTHENTICATED on every one of them.
 */
import { z } from 'zod';
import { apiPath } from './api-paths.ts';

/** The kinds of an order's transitions, told to its parties (the order machine names one per transition). */
export const orderNotificationKinds = [
  'order_placed',
  'order_started',
  'order_delivered',
  'revision_requested',
  'order_completed',
  'order_cancelled',
  'cancellation_requested',
  'cancellation_declined',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
  'extension_expired',
  'partial_refund_proposed',
  'partial_refund_accepted',
  'partial_refund_declined',
  'partial_refund_withdrawn',
  'order_cancelled_late',
  'dispute_opened',
  'dispute_answered',
  'dispute_reminder',
  'dispute_escalated',
  'dispute_decided',
  'dispute_accepted',
  'dispute_appealed',
  'dispute_settled',
  'requirements_submitted',
  'requirements_reminder',
  'requirements_expired',
] as const;
export type OrderNotificationKind = (typeof orderNotificationKinds)[number];

/** What happened to a proposal, told to the job's poster (received) or to the freelancer (the poster's decisions). */
export const proposalNotificationKinds = [
  'proposal_received',
  'proposal_shortlisted',
  'proposal_declined',
  'proposal_hired',
] as const;
export type ProposalNotificationKind = (typeof proposalNotificationKinds)[number];

/**
 * Every kind of notification. A feature that tells users something new adds
 * its kind here (and its words in the API's notification kinds table).
 */
export const notificationKinds = [
  'message',
  'consent_given',
  'gig_published',
  ...orderNotificationKinds,
  'review_received',
  'reviews_published',
  'pro_renewal_failed',
  ...proposalNotificationKinds,
  'report_reviewed',
  'consent_revoked',
  'moderation_notice',
  'payout_paid',
  'payout_failed',
  'withdrawal_declined',
  'payout_account_set',
  'selling_paused',
  'selling_resumed',
  'gig_approved',
  'gig_declined',
  'family_controls_changed',
  'turned_16',
  'guardian_link_ended',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path in the web app. */
  link: z.string(),
  /** How many events it stands for (new messages of one conversation are one notification while unread). */
  count: z.number().int().positive(),
  read: z.boolean(),
  /** When it was last updated (a grouped notification moves up with each new event). */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageQuerySchema = z.object({ before: z.string().max(100).optional() });

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  hasMore: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationParamsSchema = z.object({ id: z.string().max(100) });

export const unreadNotificationsSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

export const NOTIFICATIONS_PATH = '/api/notifications';
export const UNREAD_NOTIFICATIONS_PATH = '/api/notifications/unread';
export const READ_ALL_NOTIFICATIONS_PATH = '/api/notifications/read-all';
export const notificationReadPath = apiPath('/api/notifications/:id/read');

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  viewAll: 'View all notifications',
  loadMore: 'Load more',
  messageEmailsLabel: 'Email me about messages I have not read for 15 minutes',
} as const;

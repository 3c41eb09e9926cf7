import { conversationGroupKey } from '../../db/grouped-notifications.ts';
import type {
  NotificationKind,
  OrderNotificationKind,
  ProposalNotificationKind,
} from '@teenfreelance/contracts/notifications';

/** What a feature tells a user: one variant per notification kind. */
export type Notice =
  | {
      kind: 'message';
      userId: string;
      conversationId: string;
      senderName: string;
      gigTitle: string | null;
      preview: string;
    }
  | { kind: 'consent_given'; userId: string; parentName: string }
  | { kind: 'gig_published'; userId: string; gigId: string; gigTitle: string }
  | OrderNotice
  | { kind: 'review_received'; userId: string; orderId: string; gigTitle: string; buyerName: string; rating: number }
  /** The order's reviews went public: both written (`both`), or the 10 days ran out (decision 0093). */
  | { kind: 'reviews_published'; userId: string; orderId: string; gigTitle: string; both: boolean }
  | { kind: 'pro_renewal_failed'; userId: string }
  | ProposalNotice
  | { kind: 'report_reviewed'; userId: string; body: string }
  | { kind: 'consent_revoked'; userId: string }
  | { kind: 'selling_paused'; userId: string; guardianName: string }
  | { kind: 'selling_resumed'; userId: string; guardianName: string }
  | { kind: 'gig_approved'; userId: string; guardianName: string; gigId: string; gigTitle: string }
  | { kind: 'gig_declined'; userId: string; guardianName: string; gigId: string; gigTitle: string }
  | { kind: 'family_controls_changed'; userId: string; guardianName: string; summary: string }
  | { kind: 'turned_16'; userId: string; keptByGuardian: boolean }
  | { kind: 'guardian_link_ended'; userId: string }
  | { kind: 'moderation_notice'; userId: string; title: string; reason: string }
  | PayoutNotice;

/** A withdrawal's news, told to its seller (`reason`: why it failed or was declined). */
export type PayoutNotice =
  | { kind: 'payout_paid'; userId: string; amount: string; last4: string }
  | { kind: 'payout_failed'; userId: string; amount: string; reason: string }
  | { kind: 'withdrawal_declined'; userId: string; amount: string; reason: string }
  /** A minor's guardian added (`replaced`: false) or changed the account their earnings are paid to. */
  | { kind: 'payout_account_set'; userId: string; guardianName: string; last4: string; replaced: boolean };

/** A proposal's news (the contracts' proposalNotificationKinds). */
export type ProposalNotice = {
  [K in ProposalNotificationKind]: {
    kind: K;
    userId: string;
    jobId: string;
    jobTitle: string;
    /** The other person: the freelancer who applied, or the poster who decided. */
    actorName: string;
  };
}[ProposalNotificationKind];

/** An order's transition, told to a party (the contracts' orderNotificationKinds): `actorName` is who made it (null: the system). */
export type OrderNotice = {
  [K in OrderNotificationKind]: {
    kind: K;
    userId: string;
    orderId: string;
    /** '#TF-123456'. */
    orderNumber: string;
    gigTitle: string;
    actorName: string | null;
  };
}[OrderNotificationKind];

type NoticeOf<K extends NotificationKind> = Extract<Notice, { kind: K }>;

/** How one kind reads and where it leads; `count` is how many events a grouped notification stands for. */
interface KindWords<K extends NotificationKind> {
  title(notice: NoticeOf<K>, count: number): string;
  body(notice: NoticeOf<K>): string;
  /** A path in the web app. */
  link(notice: NoticeOf<K>): string;
  /** Notices with the same key are one notification while it is unread (null: never grouped). */
  groupKey(notice: NoticeOf<K>): string | null;
}

/** Where a payout's news leads: the dashboard's Earnings tab. */
const EARNINGS_LINK = '/dashboard?tab=earnings';

/** The group of a conversation's unread message notifications. */

const orderLink = (n: OrderNotice) => `/orders/${n.orderId}`;
const orderWords = <K extends OrderNotificationKind>(title: (n: OrderNotice) => string): KindWords<K> => ({
  title,
  body: (n: OrderNotice) => `${n.orderNumber} · ${n.gigTitle}`,
  link: orderLink,
  groupKey: () => null,
});

const proposalWords = <K extends ProposalNotificationKind>(title: (n: ProposalNotice) => string): KindWords<K> => ({
  title,
  body: (n: ProposalNotice) => n.jobTitle,
  link: (n: ProposalNotice) => `/jobs/${n.jobId}`,
  groupKey: () => null,
});

/**
 * Every kind of notification, in one place: adding a kind is adding its
 * entry here (and its name to the contracts' notificationKinds).
 */
export const NOTIFICATION_KINDS: { [K in NotificationKind]: KindWords<K> } = {
  message: {
    title: (n, count) =>
      count > 1 ? `${count} new messages from ${n.senderName}` : `New message from ${n.senderName}`,
    body: (n) => (n.gigTitle ? `${n.gigTitle}: ${n.preview}` : n.preview),
    link: (n) => `/messages/${n.conversationId}`,
    groupKey: (n) => conversationGroupKey(n.conversationId),
  },
  consent_given: {
    title: () => 'Your parent or guardian gave consent',
    body: (n) => `${n.parentName} consented: your published services are now public and can be bought.`,
    link: () => '/profile',
    groupKey: () => null,
  },
  gig_published: {
    title: () => 'Your service is now public',
    body: (n) => n.gigTitle,
    link: (n) => `/gig/${n.gigId}`,
    groupKey: () => null,
  },
  order_placed: orderWords((n) => `New order from ${n.actorName ?? 'a buyer'}`),
  order_started: orderWords((n) => `${n.actorName ?? 'The seller'} started working on your order`),
  order_delivered: orderWords((n) => `${n.actorName ?? 'The seller'} delivered your order`),
  revision_requested: orderWords((n) => `${n.actorName ?? 'The buyer'} requested a revision`),
  order_completed: orderWords((n) =>
    n.actorName ? `${n.actorName} accepted the delivery: order completed` : 'Order completed automatically',
  ),
  order_cancelled: orderWords((n) => (n.actorName ? `Order cancelled by ${n.actorName}` : 'Order cancelled')),
  cancellation_requested: orderWords((n) => `${n.actorName ?? 'The other party'} asked to cancel the order`),
  cancellation_declined: orderWords((n) => `${n.actorName ?? 'The other party'} kept the order going`),
  extension_requested: orderWords((n) => `${n.actorName ?? 'The seller'} asked for more time`),
  extension_accepted: orderWords((n) => `${n.actorName ?? 'The buyer'} gave you more time`),
  extension_declined: orderWords((n) => `${n.actorName ?? 'The buyer'} kept the due date`),
  extension_expired: orderWords(() => 'The request for more time expired without an answer'),
  partial_refund_proposed: orderWords((n) => `${n.actorName ?? 'The other party'} proposed a partial refund`),
  partial_refund_accepted: orderWords(
    (n) => `${n.actorName ?? 'The other party'} accepted the partial refund: order completed`,
  ),
  partial_refund_declined: orderWords((n) => `${n.actorName ?? 'The other party'} declined the partial refund`),
  partial_refund_withdrawn: orderWords((n) => `${n.actorName ?? 'The other party'} withdrew the partial refund`),
  order_cancelled_late: orderWords((n) => `${n.actorName ?? 'The buyer'} cancelled the late order (full refund)`),
  dispute_opened: orderWords((n) => `${n.actorName ?? 'The other party'} opened a dispute: you have 3 days to answer`),
  dispute_answered: orderWords((n) => `${n.actorName ?? 'The other party'} answered the dispute`),
  dispute_reminder: orderWords(() => 'A dispute waits for your answer: a day left'),
  dispute_escalated: orderWords(() => 'The dispute went to an admin without an answer'),
  dispute_decided: orderWords(() => 'An admin decided the dispute'),
  dispute_accepted: orderWords((n) => `${n.actorName ?? 'The other party'} accepted the decision`),
  dispute_appealed: orderWords((n) => `${n.actorName ?? 'The other party'} appealed the decision`),
  dispute_settled: orderWords(() => 'The dispute is closed: the money moved as decided'),
  requirements_submitted: orderWords(
    (n) => `${n.actorName ?? 'The buyer'} answered your questions: the delivery time has started`,
  ),
  requirements_reminder: orderWords(() => 'Answer the seller’s questions to start your order'),
  requirements_expired: orderWords(
    () => 'The order was cancelled and refunded: the seller’s questions were not answered in 7 days',
  ),
  review_received: {
    title: (n) => `${n.buyerName} left a ${n.rating}-star review`,
    body: (n) => n.gigTitle,
    link: (n) => `/orders/${n.orderId}`,
    groupKey: () => null,
  },
  reviews_published: {
    title: (n) => (n.both ? 'Both reviews are in' : 'The reviews of your order are published'),
    body: (n) => n.gigTitle,
    link: (n) => `/orders/${n.orderId}`,
    groupKey: () => null,
  },
  pro_renewal_failed: {
    title: () => 'Your Pro plan could not be renewed',
    body: () => 'The payment for your Pro plan failed, so your account is back on the Basic plan.',
    link: () => '/upgrade',
    groupKey: () => null,
  },
  proposal_received: proposalWords((n) => `New proposal from ${n.actorName}`),
  proposal_shortlisted: proposalWords((n) => `${n.actorName} shortlisted your proposal`),
  proposal_declined: proposalWords((n) => `${n.actorName} declined your proposal`),
  proposal_hired: proposalWords((n) => `${n.actorName} hired you!`),
  report_reviewed: {
    title: () => 'We reviewed your report',
    body: (n) => n.body,
    link: () => '/notifications',
    groupKey: () => null,
  },
  moderation_notice: {
    title: (n) => n.title,
    body: (n) => `Reason: ${n.reason}`,
    link: () => '/notifications',
    groupKey: () => null,
  },
  payout_paid: {
    title: (n) => `Your withdrawal of ${n.amount} was paid`,
    body: (n) => `It reached the account ending ${n.last4}.`,
    link: () => EARNINGS_LINK,
    groupKey: () => null,
  },
  payout_failed: {
    title: (n) => `Your withdrawal of ${n.amount} failed`,
    body: (n) => `${n.reason}. The money is back in your available balance.`,
    link: () => EARNINGS_LINK,
    groupKey: () => null,
  },
  withdrawal_declined: {
    title: (n) => `Your withdrawal of ${n.amount} was not approved`,
    body: (n) => `${n.reason}. The money is back in your available balance.`,
    link: () => EARNINGS_LINK,
    groupKey: () => null,
  },
  payout_account_set: {
    title: (n) => `${n.guardianName} ${n.replaced ? 'changed' : 'set up'} your payout account`,
    body: (n) => `What you withdraw is paid to their account ending ${n.last4}.`,
    link: () => EARNINGS_LINK,
    groupKey: () => null,
  },
  selling_paused: {
    title: (n) => `${n.guardianName} paused your selling`,
    body: () =>
      'Your gigs are hidden and nobody can order or get proposals from you until they resume it. Your open orders go on as before.',
    link: () => '/dashboard',
    groupKey: () => null,
  },
  selling_resumed: {
    title: (n) => `${n.guardianName} resumed your selling`,
    body: () => 'Your public gigs can be found and ordered again.',
    link: () => '/dashboard',
    groupKey: () => null,
  },
  gig_approved: {
    title: (n) => `${n.guardianName} approved your gig '${n.gigTitle}'`,
    body: () => 'It is public now: buyers can find and order it.',
    link: (n) => `/gig/${n.gigId}`,
    groupKey: () => null,
  },
  gig_declined: {
    title: (n) => `${n.guardianName} declined your gig '${n.gigTitle}'`,
    body: () => 'It stays private. Talk to them, change it, and publish it again to ask once more.',
    link: (n) => `/gig/${n.gigId}`,
    groupKey: () => null,
  },
  family_controls_changed: {
    title: (n) => `${n.guardianName} changed your family controls`,
    body: (n) => n.summary,
    link: () => '/profile',
    groupKey: () => null,
  },
  turned_16: {
    title: () => 'Happy 16th birthday!',
    body: (n) =>
      n.keptByGuardian
        ? 'The work-hour rules for under-16s no longer apply by law, but your guardian kept some limits, which still apply to your orders.'
        : 'The work-hour rules for under-16s no longer apply: orders can be due at any time and there is no weekly limit. Your guardian still sees your activity.',
    link: () => '/dashboard',
    groupKey: () => null,
  },
  guardian_link_ended: {
    title: () => 'Happy 18th birthday: your account is all yours',
    body: () =>
      'Your guardian no longer sees your gigs, orders or earnings, and their controls have ended. Set up your own payout account to withdraw your earnings.',
    link: () => '/dashboard',
    groupKey: () => null,
  },
  consent_revoked: {
    title: () => 'Parental consent was withdrawn',
    body: () =>
      'At your parent or guardian’s request, your services are private again until they give consent. Ask them, or write to us if this is a mistake.',
    link: () => '/profile',
    groupKey: () => null,
  },
};

/** The words of a notice, as stored (title for a group of `count`). */
export function wordsOf(notice: Notice, count = 1) {
  const words = NOTIFICATION_KINDS[notice.kind] as KindWords<NotificationKind>;
  const n = notice as never;
  return { title: words.title(n, count), body: words.body(n), link: words.link(n), groupKey: words.groupKey(n) };
}

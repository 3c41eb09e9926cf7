import type { NotificationKind } from '@teenfreelance/contracts/notifications';

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
  | { kind: 'gig_published'; userId: string; gigId: string; gigTitle: string };

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

/** The group of a conversation's unread message notifications. */
export const conversationGroupKey = (conversationId: string): string => `conversation:${conversationId}`;

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
};

/** The words of a notice, as stored (title for a group of `count`). */
export function wordsOf(notice: Notice, count = 1) {
  const words = NOTIFICATION_KINDS[notice.kind] as KindWords<NotificationKind>;
  const n = notice as never;
  return { title: words.title(n, count), body: words.body(n), link: words.link(n), groupKey: words.groupKey(n) };
}

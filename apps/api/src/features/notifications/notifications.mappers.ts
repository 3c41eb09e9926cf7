import { notificationKindSchema, type Notification } from '@teenfreelance/contracts/notifications';
import type { NotificationRow } from './notifications.repository.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: notificationKindSchema.parse(row.kind),
    title: row.title,
    body: row.body,
    link: row.link,
    count: row.count,
    read: row.readAt !== null,
    createdAt: row.updatedAt.toISOString(),
  };
}

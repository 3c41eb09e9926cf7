import { notificationKindSchema, type Notification } from '@teenfreelance/contracts/notifications';
import type { Reader, ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { NotificationRow } from './notifications.repository.ts';

/**
 * A stored notification as its reader sees it. Its title and body carry
 * other people's names and titles as they were when it was written, so a
 * teen reads them through the screening (decision 0065).
 */
export function toNotification(row: NotificationRow, screening: ReaderScreening, reader: Reader): Notification {
  return {
    id: row.id,
    kind: notificationKindSchema.parse(row.kind),
    title: screening.shown(row.title, { reader }).text,
    body: screening.shown(row.body, { reader }).text,
    link: row.link,
    count: row.count,
    read: row.readAt !== null,
    createdAt: row.updatedAt.toISOString(),
  };
}

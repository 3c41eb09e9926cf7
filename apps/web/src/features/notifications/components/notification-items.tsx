import type { Notification } from '@teenfreelance/contracts/notifications';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { formatRelative } from '../../../components/relative-time.tsx';

/** Notifications, newest first: each a link to what it is about, marked read when followed. */
export function NotificationItems({
  notifications,
  onFollow,
}: {
  notifications: Notification[];
  /** Called after a link is followed (the bell closes). */
  onFollow?: () => void;
}) {
  const markRead = useMarkNotificationRead();
  const now = Date.now();
  return (
    <ul className="grid gap-1">
      {notifications.map((n) => (
        <li key={n.id}>
          <Link
            to={n.link}
            onClick={() => {
              if (!n.read) markRead.mutate(n.id);
              onFollow?.();
            }}
            className={cn(
              'grid gap-0.5 rounded-md px-3 py-2 text-sm focus-ring hover:bg-muted',
              !n.read && 'bg-primary/5',
            )}
          >
            <span className="flex items-start gap-2">
              {!n.read && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-destructive" />}
              <span className={cn('min-w-0 flex-1 break-words', !n.read && 'font-semibold')}>
                {n.title}
                {!n.read && <span className="sr-only"> (unread)</span>}
              </span>
            </span>
            <span className="line-clamp-2 break-words text-muted-foreground">{n.body}</span>
            <time dateTime={n.createdAt} className="text-xs text-muted-foreground">
              {formatRelative(n.createdAt, now)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

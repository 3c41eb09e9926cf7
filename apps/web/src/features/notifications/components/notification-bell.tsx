import { NOTIFICATION_TEXTS } from '@teenfreelance/contracts/notifications';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useNotifications, useUnreadNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-read.ts';
import { NotificationItems } from './notification-items.tsx';

/** How many of the newest the bell lists; the rest are on /notifications. */
const BELL_LIMIT = 8;

/** The bell's accessible name: 'Notifications', or 'Notifications, unread' while the red dot shows. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${NOTIFICATION_TEXTS.title}, ${unread} unread` : NOTIFICATION_TEXTS.title;
}

function UnreadDot({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="notifications-dot"
      className={cn('size-2.5 rounded-full bg-destructive ring-2 ring-background', className)}
    />
  );
}

/** The header's bell (desktop): a red dot while anything is unread, and the newest notifications when opened. */
export function NotificationBell({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const list = useNotifications(open);
  const markAll = useMarkAllNotificationsRead();
  const notifications = (list.data?.pages[0]?.notifications ?? []).slice(0, BELL_LIMIT);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={cn(className, 'relative')} aria-label={bellLabel(unread)}>
        <Bell aria-hidden="true" />
        {unread > 0 && <UnreadDot className="absolute top-1.5 right-1.5" />}
      </Popover.Trigger>
      {/* No portal: the list stays inside the header landmark. */}
      <Popover.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        aria-label={NOTIFICATION_TEXTS.title}
        className="z-50 grid max-h-[min(32rem,calc(100vh-5rem))] w-[min(22rem,calc(100vw-1rem))] grid-rows-[auto_1fr_auto] rounded-lg border bg-background text-foreground shadow-lg"
      >
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">{NOTIFICATION_TEXTS.title}</h2>
          <button
            type="button"
            className="rounded-sm px-1 text-sm text-primary focus-ring hover:underline disabled:opacity-60"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {NOTIFICATION_TEXTS.markAllRead}
          </button>
        </div>
        <div className="overflow-y-auto p-1">
          {list.isPending ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading...</p>
          ) : notifications.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted-foreground">{NOTIFICATION_TEXTS.empty}</p>
          ) : (
            <NotificationItems notifications={notifications} onFollow={() => setOpen(false)} />
          )}
        </div>
        <Link
          to={paths.notifications.getHref()}
          onClick={() => setOpen(false)}
          className="border-t px-3 py-2 text-center text-sm font-medium text-primary focus-ring hover:underline"
        >
          {NOTIFICATION_TEXTS.viewAll}
        </Link>
      </Popover.Content>
    </Popover.Root>
  );
}

/** The mobile menu's row: a link to /notifications with the red dot. */
export function NotificationsMenuLink({ className }: { className: string }) {
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <Link to={paths.notifications.getHref()} className={className} aria-label={bellLabel(unread)}>
      <Bell aria-hidden="true" />
      {NOTIFICATION_TEXTS.title}
      {unread > 0 && <UnreadDot className="ml-auto" />}
    </Link>
  );
}

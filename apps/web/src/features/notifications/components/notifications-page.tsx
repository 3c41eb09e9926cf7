import { NOTIFICATION_TEXTS } from '@teenfreelance/contracts/notifications';
import { Button } from '../../../components/ui/button.tsx';
import { useNotifications, useUnreadNotifications } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-read.ts';
import { NotificationItems } from './notification-items.tsx';

/** /notifications: every notification, newest first, 20 at a time. */
export function NotificationsPage() {
  const list = useNotifications();
  const unread = useUnreadNotifications().data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();
  const notifications = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </div>
      {list.isPending ? (
        <p className="text-center text-muted-foreground">Loading...</p>
      ) : list.isError ? (
        <p role="alert" className="text-center text-destructive">
          Notifications could not be loaded. Please try again.
        </p>
      ) : notifications.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{NOTIFICATION_TEXTS.empty}</p>
      ) : (
        <NotificationItems notifications={notifications} />
      )}
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading...' : NOTIFICATION_TEXTS.loadMore}
        </Button>
      )}
    </div>
  );
}

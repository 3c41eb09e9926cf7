import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PATH,
  UNREAD_NOTIFICATIONS_PATH,
  type NotificationPage,
  type UnreadNotifications,
} from '@teenfreelance/contracts/notifications';
import { api } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/use-live-event.ts';
import { notificationKeys } from './query-keys.ts';

/** `GET /api/notifications`: newest first, 20 a page, after the notification `before`. */
export function getNotifications(before: string | undefined, signal?: AbortSignal): Promise<NotificationPage> {
  const url = before ? `${NOTIFICATIONS_PATH}?before=${encodeURIComponent(before)}` : NOTIFICATIONS_PATH;
  return api.get<NotificationPage>(url, signal);
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.notifications.at(-1)?.id : undefined),
  });
}

export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<UnreadNotifications>(UNREAD_NOTIFICATIONS_PATH, signal),
    staleTime: 30_000,
  });
}

/**
 * Refetches this feature's queries when the user's notifications change (any tab, any process) or after a
 * reconnection. The list's fetch already running (Load more's next page) is not cancelled for it: cancelling
 * it lost the page being loaded, and the list stayed at its first page; the list is refetched at the next change.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }, { cancelRefetch: false });
  };
  useLiveEvent('notifications.changed', refetch, refetch);
}

/** How many notifications are unread: the bell's red dot. */
export function useUnreadNotifications() {
  useNotificationsLive();
  return useQuery(unreadNotificationsQueryOptions());
}

/** The list, page by page; `enabled` false until it is shown. */
export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Notification,
  type UnreadNotifications,
  notificationReadPath,
  READ_ALL_NOTIFICATIONS_PATH,
} from '@teenfreelance/contracts/notifications';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './query-keys.ts';

/** `POST /api/notifications/:id/read`. */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.post<Notification>(notificationReadPath(id));
}

/** `POST /api/notifications/read-all`. */
export function markAllNotificationsRead(): Promise<UnreadNotifications> {
  return api.post<UnreadNotifications>(READ_ALL_NOTIFICATIONS_PATH);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

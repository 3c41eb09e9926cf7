import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PATH,
  type Notification,
  type UnreadNotifications,
} from '@teenfreelance/contracts/notifications';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './query-keys.ts';

/** `POST /api/notifications/:id/read`. */
export function markNotificationRead(id: string): Promise<Notification> {
  return api.post<Notification>(`${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`);
}

/** `POST /api/notifications/read-all`. */
export function markAllNotificationsRead(): Promise<UnreadNotifications> {
  return api.post<UnreadNotifications>(`${NOTIFICATIONS_PATH}/read-all`);
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

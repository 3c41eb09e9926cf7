import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/use-live-event.ts';
import { messageKeys } from '../api/query-keys.ts';

/** Keeps the inbox list (order, last message, unread counts) true as messages arrive, and after a reconnection. */
export function useInboxLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
  useLiveEvent('message.created', refresh, refresh);
}

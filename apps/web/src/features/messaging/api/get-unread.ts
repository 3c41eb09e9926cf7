import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNREAD_CONVERSATIONS_PATH, type UnreadConversations } from '@teenfreelance/contracts/messages';
import { api } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/use-live-event.ts';
import { messageKeys } from './query-keys.ts';

/** `GET /api/me/messages/unread`: how many conversations have messages the caller has not seen. */
export function getUnreadConversations(signal?: AbortSignal): Promise<UnreadConversations> {
  return api.get<UnreadConversations>(UNREAD_CONVERSATIONS_PATH, signal);
}

export function unreadConversationsQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => getUnreadConversations(signal),
    staleTime: 30_000,
  });
}

/** The header's count, kept live: a new message (or a reconnection) refetches it. */
export function useUnreadConversations() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
  useLiveEvent('message.created', refetch, refetch);
  return useQuery(unreadConversationsQueryOptions());
}

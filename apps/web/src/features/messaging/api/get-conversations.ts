import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONVERSATIONS_PATH, type ConversationList } from '@teenfreelance/contracts/messages';
import { api, prefetchedAnswer } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** `GET /api/conversations`: the caller's conversations, newest last message first. */
export function getConversations(signal?: AbortSignal): Promise<ConversationList> {
  return api.get<ConversationList>(CONVERSATIONS_PATH, signal);
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.list(),
    queryFn: ({ signal }) => getConversations(signal),
    // The server's answer when it rendered the inbox (decision 0101).
    initialData: () => prefetchedAnswer<ConversationList>(CONVERSATIONS_PATH),
  });
}

/** The inbox list; the inbox's live hook refreshes it when a message arrives. */
export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

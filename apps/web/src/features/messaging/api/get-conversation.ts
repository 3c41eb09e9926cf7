import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationPath, type ConversationDetail } from '@teenfreelance/contracts/messages';
import { api, isApiError } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** `GET /api/conversations/:id`: one conversation of the caller (404 for anyone else's). */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return api.get<ConversationDetail>(conversationPath(id), signal);
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    // A missing conversation stays missing: no retries on 404.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

export function useConversation(id: string) {
  return useQuery({ ...conversationQueryOptions(id), enabled: id !== '' });
}

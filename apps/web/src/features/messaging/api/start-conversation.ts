import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONVERSATIONS_PATH,
  type ConversationSummary,
  type StartConversationInput,
} from '@teenfreelance/contracts/messages';
import { api } from '../../../lib/api-client.ts';
import { conversationsQueryOptions } from './get-conversations.ts';

/** `POST /api/conversations`: starts, or reopens, the conversation about a gig (`gigId`) or with a seller (`sellerId`). */
export function startConversation(input: StartConversationInput): Promise<ConversationSummary> {
  return api.post<ConversationSummary>(CONVERSATIONS_PATH, input);
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationsQueryOptions().queryKey, (list) =>
        list && !list.conversations.some((item) => item.id === conversation.id)
          ? { conversations: [conversation, ...list.conversations] }
          : list,
      );
    },
  });
}

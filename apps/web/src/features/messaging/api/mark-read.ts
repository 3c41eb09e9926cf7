import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationReadPath, type ReadState } from '@teenfreelance/contracts/messages';
import { api } from '../../../lib/api-client.ts';
import { messageKeys } from './query-keys.ts';

/** `POST /api/conversations/:id/read`: the caller has seen everything up to now. */
export function markConversationRead(id: string): Promise<ReadState> {
  return api.post<ReadState>(conversationReadPath(id));
}

/** Marks a conversation read, then refreshes the inbox's unread counts. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.list() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
      ]);
    },
  });
}

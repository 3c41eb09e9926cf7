import { useQueryClient } from '@tanstack/react-query';
import { messageKeys } from '../features/messaging/api/query-keys.ts';

/**
 * After a block or an unblock: the conversations and their messages are
 * fetched again (the safety feature cannot name the messages feature's keys).
 */
export function useRefreshConversations(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: messageKeys.all });
}

import { conversationMessagesPath, type Message, type SendMessageInput } from '@teenfreelance/contracts/messages';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/conversations/:id/messages`. `clientId` is the sender's own id for
 * the message: sending it again (a retry) returns the stored message instead
 * of a second one. The optimistic bookkeeping lives in hooks/use-send-message.ts.
 */
export function sendMessage(conversationId: string, input: SendMessageInput): Promise<Message> {
  return api.post<Message>(conversationMessagesPath(conversationId), input);
}

import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reasonOf } from '@teenfreelance/contracts/errors';
import {
  MESSAGE_TEXTS,
  sendRefusalReasons,
  type ConversationDetail,
  type SendRefusalReason,
} from '@teenfreelance/contracts/messages';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { conversationQueryOptions } from '../api/get-conversation.ts';
import { mergeMessages, threadQueryOptions } from '../api/get-messages.ts';
import { messageKeys } from '../api/query-keys.ts';
import { sendMessage } from '../api/send-message.ts';

/** A message the user wrote that the server has not stored yet: on its way, or refused. */
export interface OutgoingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Refused for a reason no retry changes (a block, a pending parental consent): never offered again. */
  refusal?: SendRefusalReason;
}

/** What to tell the user when a message was refused: the server's words for bad input, else 'Failed to send message'. */
function refusalMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    return error.fieldIssues[0]?.message ?? error.message;
  }
  return MESSAGE_TEXTS.sendFailed;
}

/** The refusal a retry would not change (403 with a `sendRefusalReasons` reason), or undefined. */
function lastingRefusal(error: unknown): SendRefusalReason | undefined {
  if (!isApiError(error)) return undefined;
  const reason = reasonOf(error.details);
  return sendRefusalReasons.find((listed) => listed === reason);
}

/**
 * Optimistic sending: a message shows at once; once stored it joins the
 * thread, and if refused it stays, marked failed, until retried. A retry sends
 * the same `clientId`, so the server stores the message once however often
 * the answer was lost. A refusal no retry changes (a block, a pending
 * parental consent) marks the message with its reason, offers no Retry, and
 * tells the conversation's cached detail, so the thread shows why in place of
 * the message box at once.
 */
export function useOutbox(conversationId: string) {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);

  const deliver = useCallback(
    (item: OutgoingMessage) => {
      setOutbox((list) =>
        list.map((entry) => (entry.clientId === item.clientId ? { ...entry, status: 'sending' } : entry)),
      );
      sendMessage(conversationId, { clientId: item.clientId, text: item.text }).then(
        (message) => {
          queryClient.setQueryData(threadQueryOptions(conversationId).queryKey, (thread) =>
            thread ? mergeMessages(thread, [message]) : thread,
          );
          setOutbox((list) => list.filter((entry) => entry.clientId !== item.clientId));
          void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
        },
        (error: unknown) => {
          const refusal = lastingRefusal(error);
          setOutbox((list) =>
            list.map((entry) =>
              entry.clientId === item.clientId
                ? { ...entry, status: 'failed', ...(refusal ? { refusal } : {}) }
                : entry,
            ),
          );
          if (!refusal) {
            toast.error(refusalMessage(error));
            return;
          }
          // The thread says it where the message box was (announced): no toast on top.
          queryClient.setQueryData(conversationQueryOptions(conversationId).queryKey, (detail?: ConversationDetail) =>
            detail ? { ...detail, canSend: false, cannotSendReason: refusal } : detail,
          );
          void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
        },
      );
    },
    [conversationId, queryClient],
  );

  const send = useCallback(
    (text: string) => {
      const item: OutgoingMessage = {
        clientId: crypto.randomUUID(),
        text,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setOutbox((list) => [...list, item]);
      deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = outbox.find((entry) => entry.clientId === clientId);
      if (item && !item.refusal) deliver(item);
    },
    [deliver, outbox],
  );

  return { outbox, send, retry, isSending: outbox.some((entry) => entry.status === 'sending') };
}

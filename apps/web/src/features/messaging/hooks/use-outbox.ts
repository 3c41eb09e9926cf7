import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reasonOf } from '@teenfreelance/contracts/errors';
import { MESSAGE_TEXTS } from '@teenfreelance/contracts/messages';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { mergeMessages, threadQueryOptions } from '../api/get-messages.ts';
import { messageKeys } from '../api/query-keys.ts';
import { sendMessage } from '../api/send-message.ts';

/** A message the user wrote that the server has not stored yet: on its way, or refused. */
export interface OutgoingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

/** What to tell the user when a message was refused: the server's words for bad input, else 'Failed to send message'. */
function refusalMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    return error.fieldIssues[0]?.message ?? error.message;
  }
  return MESSAGE_TEXTS.sendFailed;
}

/** One of the two blocked the other: 403 BLOCKED, "You can't message this user". */
function isBlockedRefusal(error: unknown): boolean {
  return isApiError(error) && reasonOf(error.details) === 'BLOCKED';
}

/**
 * Optimistic sending: a message shows at once; once stored it joins the
 * thread, and if refused it stays, marked failed, until retried. A retry sends
 * the same `clientId`, so the server stores the message once however often
 * the answer was lost. A refusal because of a block is not worth retrying:
 * `blockedAt` says when it came, and the thread stops offering to send.
 */
export function useOutbox(conversationId: string) {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const [blockedAt, setBlockedAt] = useState<number | null>(null);

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
          setBlockedAt(null);
          void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
        },
        (error: unknown) => {
          setOutbox((list) =>
            list.map((entry) => (entry.clientId === item.clientId ? { ...entry, status: 'failed' } : entry)),
          );
          // The thread says it where the message box was (announced): no toast on top.
          if (isBlockedRefusal(error)) setBlockedAt(Date.now());
          else toast.error(refusalMessage(error));
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
      if (item) deliver(item);
    },
    [deliver, outbox],
  );

  return { outbox, send, retry, blockedAt, isSending: outbox.some((entry) => entry.status === 'sending') };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TYPING_SHOWN_MS } from '@teenfreelance/contracts/live';
import type { ConversationDetail } from '@teenfreelance/contracts/messages';
import { sendLive } from '../../../lib/live-events.ts';
import { useLiveEvent } from '../../../lib/use-live-event.ts';
import { useConversation } from '../api/get-conversation.ts';
import {
  getMessages,
  getMessagesAfter,
  mergeMessages,
  threadQueryOptions,
  useThreadMessages,
} from '../api/get-messages.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { messageKeys } from '../api/query-keys.ts';

/** A typing frame goes out at most this often while the user types. */
const TYPING_SENT_EVERY_MS = 2_000;

/**
 * One open conversation: its detail and messages, older pages on demand, new
 * messages fetched when the live channel announces them (and after a
 * reconnection), the read position sent while the tab is visible, the other
 * party's 'Seen' and 'typing…'.
 */
export function useThread(conversationId: string, myId: string) {
  const queryClient = useQueryClient();
  const detail = useConversation(conversationId);
  const thread = useThreadMessages(conversationId);
  const threadKey = threadQueryOptions(conversationId).queryKey;
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState(false);
  const [typingUntil, setTypingUntil] = useState(0);

  const loadOlder = useCallback(async () => {
    const current = queryClient.getQueryData(threadKey);
    const first = current?.messages[0];
    if (!current?.hasOlder || !first || isLoadingOlder) return;
    setIsLoadingOlder(true);
    setOlderError(false);
    try {
      const page = await getMessages(conversationId, { before: first.id });
      queryClient.setQueryData(threadKey, (latest) =>
        latest ? mergeMessages(latest, page.messages, page.hasOlder) : latest,
      );
    } catch {
      setOlderError(true);
    } finally {
      setIsLoadingOlder(false);
    }
  }, [conversationId, isLoadingOlder, queryClient]);

  /**
   * Fetches what came after the last message delivered (or the newest page when there is none yet).
   * Not after a message held for review: once delivered it is dated anew, after the messages it was
   * held behind, and comes back in this answer.
   */
  const catchUp = useCallback(async () => {
    const last = queryClient.getQueryData(threadKey)?.messages.findLast((message) => !message.held);
    if (!last) {
      await queryClient.invalidateQueries({ queryKey: threadKey });
      return;
    }
    try {
      const newer = await getMessagesAfter(conversationId, last.id);
      if (newer.length > 0) {
        queryClient.setQueryData(threadKey, (latest) => (latest ? mergeMessages(latest, newer) : latest));
      }
    } catch {
      // The next event or reconnection catches up again.
    }
  }, [conversationId, queryClient]);

  const refetchOnReconnect = () => {
    void catchUp();
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) });
  };
  useLiveEvent(
    'message.created',
    (event) => {
      if (event.conversationId !== conversationId) return;
      if (event.senderId !== myId) setTypingUntil(0);
      void catchUp();
    },
    refetchOnReconnect,
  );
  useLiveEvent('conversation.read', (event) => {
    if (event.conversationId !== conversationId || event.readerId === myId) return;
    queryClient.setQueryData(messageKeys.conversation(conversationId), (current: ConversationDetail | undefined) =>
      current && (!current.otherLastReadAt || current.otherLastReadAt < event.readAt)
        ? { ...current, otherLastReadAt: event.readAt }
        : current,
    );
  });
  useLiveEvent('conversation.typing', (event) => {
    if (event.conversationId === conversationId && event.userId !== myId) setTypingUntil(Date.now() + TYPING_SHOWN_MS);
  });

  // 'typing…' goes away TYPING_SHOWN_MS after the last typing frame.
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  // Read: on opening, and whenever a message of the other party arrives while the tab is visible.
  const markRead = useMarkRead();
  const lastTheirs = thread.data?.messages.findLast((message) => message.senderId !== myId)?.id ?? '';
  const readUpTo = useRef<string | null>(null);
  const isReady = detail.isSuccess && thread.isSuccess;
  const { mutate: sendRead } = markRead;
  useEffect(() => {
    if (!isReady) return;
    const markIfVisible = () => {
      if (document.visibilityState !== 'visible' || readUpTo.current === lastTheirs) return;
      readUpTo.current = lastTheirs;
      sendRead(conversationId);
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [conversationId, isReady, lastTheirs, sendRead]);

  const lastTypingSent = useRef(0);
  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SENT_EVERY_MS) return;
    lastTypingSent.current = now;
    sendLive({ type: 'typing', conversationId });
  }, [conversationId]);

  return {
    detail,
    thread,
    loadOlder,
    isLoadingOlder,
    olderError,
    isOtherTyping: typingUntil > 0,
    notifyTyping,
  };
}

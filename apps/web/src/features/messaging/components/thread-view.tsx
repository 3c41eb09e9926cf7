import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { MESSAGE_TEXTS, SEND_REFUSAL_TEXTS, type ConversationDetail } from '@teenfreelance/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useOutbox } from '../hooks/use-outbox.ts';
import { useThread } from '../hooks/use-thread.ts';
import { Composer } from './composer.tsx';
import { MessageBubble, toBubbles } from './message-bubble.tsx';
import { useContactMasking } from '../hooks/use-contact-masking.ts';
import { BackToList, ThreadHeader, ThreadNotFound } from './thread-header.tsx';

/** Loading older messages starts when the reader scrolls this close to the top. */
const LOAD_OLDER_WITHIN_PX = 120;
/** A new message scrolls the thread down when the reader is this close to the bottom. */
const STICK_TO_BOTTOM_WITHIN_PX = 160;

/** What the page adds to a thread (Report, Block): composed in app/, as features do not import each other. */
export interface ThreadActions {
  /** In the header: about the conversation and the other participant. */
  header: (conversation: ConversationDetail) => ReactNode;
  /** After the time of each of the other participant's messages. */
  message: (messageId: string, senderName: string) => ReactNode;
}

interface ThreadViewProps {
  conversationId: string;
  myId: string;
  now: number;
  actions?: ThreadActions | undefined;
}

/** One conversation: who it is with and about, the messages (newest at the bottom), and the message box. */
export function ThreadView({ conversationId, myId, now, actions }: ThreadViewProps) {
  const { detail, thread, loadOlder, isLoadingOlder, olderError, isOtherTyping, notifyTyping } = useThread(
    conversationId,
    myId,
  );
  const { outbox, send, retry, isSending } = useOutbox(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const messages = thread.data?.messages ?? [];
  const protectsMinor = detail.data?.protectsMinor ?? false;
  const mask = useContactMasking(protectsMinor);
  const bubbles = toBubbles(messages, outbox, myId, mask);

  // Scroll position bookkeeping: newest in view on opening, no jump when older messages are added above,
  // and follow new messages when the reader is at the bottom (or wrote them).
  const anchor = useRef<{ firstKey?: string; lastKey?: string; scrollHeight: number; scrollTop: number }>({
    scrollHeight: 0,
    scrollTop: 0,
  });
  const firstKey = bubbles[0]?.key;
  const lastBubble = bubbles.at(-1);
  // The messages can arrive before the conversation's detail: the scroller appears only with both.
  const isShown = detail.isSuccess && thread.isSuccess;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = anchor.current;
    const wasAtBottom = previous.scrollHeight - previous.scrollTop - element.clientHeight < STICK_TO_BOTTOM_WITHIN_PX;
    if (previous.firstKey === undefined || previous.lastKey === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (firstKey !== previous.firstKey && lastBubble?.key === previous.lastKey) {
      element.scrollTop = previous.scrollTop + (element.scrollHeight - previous.scrollHeight);
    } else if (lastBubble?.key !== previous.lastKey && (wasAtBottom || lastBubble?.isMine)) {
      element.scrollTop = element.scrollHeight;
    }
    anchor.current = {
      firstKey,
      lastKey: lastBubble?.key,
      scrollHeight: element.scrollHeight,
      scrollTop: element.scrollTop,
    };
  }, [isShown, firstKey, lastBubble?.key, lastBubble?.isMine, isOtherTyping]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    anchor.current = { ...anchor.current, scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
    if (element.scrollTop < LOAD_OLDER_WITHIN_PX && thread.data?.hasOlder && !isLoadingOlder && !olderError) {
      void loadOlder();
    }
  }

  if (detail.isError || thread.isError) {
    const error = detail.error ?? thread.error;
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      return (
        <>
          <div className="flex items-center border-b p-2 md:hidden">
            <BackToList />
          </div>
          <ThreadNotFound />
        </>
      );
    }
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p>Failed to load this conversation.</p>
        <Button variant="outline" onClick={() => void Promise.all([detail.refetch(), thread.refetch()])}>
          Retry
        </Button>
      </div>
    );
  }

  if (detail.isPending || thread.isPending) {
    return (
      <div role="status" className="grid flex-1 content-start gap-4 p-4">
        <span className="sr-only">Loading conversation...</span>
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="ml-auto h-16 w-2/3" />
      </div>
    );
  }

  const conversation = detail.data;
  const other = conversation.other;
  // A block or a pending parental consent: said in place of the message box (a block or unblock refetches it).
  const { cannotSendReason } = conversation;
  const lastMine = messages.findLast((message) => message.senderId === myId && !message.held);
  const seenKey =
    lastMine && conversation.otherLastReadAt && conversation.otherLastReadAt >= lastMine.createdAt
      ? lastMine.id
      : undefined;

  return (
    <>
      <ThreadHeader conversation={conversation} actions={actions?.header(conversation)} />

      <div
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="log"
        aria-label={`Messages with ${other.name}`}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4 focus-ring"
      >
        {thread.data.hasOlder && (
          <div className="flex justify-center">
            <Button variant="ghost" size="sm" disabled={isLoadingOlder} onClick={() => void loadOlder()}>
              {isLoadingOlder ? 'Loading older messages...' : 'Load older messages'}
            </Button>
          </div>
        )}
        {bubbles.map((bubble) => (
          <MessageBubble
            key={bubble.key}
            bubble={bubble}
            otherName={other.name}
            now={now}
            isSeen={bubble.key === seenKey}
            onRetry={retry}
            action={bubble.isMine ? undefined : actions?.message(bubble.key, other.name)}
          />
        ))}
      </div>

      <p aria-live="polite" className="h-5 px-4 text-xs text-muted-foreground italic">
        {isOtherTyping ? `${other.name} is ${MESSAGE_TEXTS.typing}` : ''}
      </p>
      {cannotSendReason ? (
        <p role="status" className="border-t p-4 text-center text-sm text-muted-foreground">
          {SEND_REFUSAL_TEXTS[cannotSendReason]}
        </p>
      ) : (
        <Composer onSend={send} onTyping={notifyTyping} isSending={isSending} protectsMinor={protectsMinor} />
      )}
    </>
  );
}

import { useLayoutEffect, useRef } from 'react';
import { CONTACT_MASKING_TEXTS, maskContactDetails } from '@teenfreelance/contracts/contact-masking';
import { MESSAGE_TEXTS, type Message } from '@teenfreelance/contracts/messages';
import { AlertCircle, ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useOutbox, type OutgoingMessage } from '../hooks/use-outbox.ts';
import { useThread } from '../hooks/use-thread.ts';
import { Composer } from './composer.tsx';
import { MessageText } from './message-text.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';

/** Loading older messages starts when the reader scrolls this close to the top. */
const LOAD_OLDER_WITHIN_PX = 120;
/** A new message scrolls the thread down when the reader is this close to the bottom. */
const STICK_TO_BOTTOM_WITHIN_PX = 160;

export function ThreadNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center p-6 text-center">
      <p className="text-muted-foreground">{MESSAGE_TEXTS.notFound}</p>
    </div>
  );
}

function BackToList() {
  return (
    <Link
      to={paths.messages.getHref()}
      className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
      aria-label="Back to conversations"
    >
      <ArrowLeft aria-hidden="true" />
    </Link>
  );
}

interface Bubble {
  key: string;
  text: string;
  /** Contact details were masked (a conversation with a minor). */
  masked: boolean;
  createdAt: string;
  isMine: boolean;
  outgoing?: OutgoingMessage;
}

function toBubbles(
  messages: readonly Message[],
  outbox: readonly OutgoingMessage[],
  myId: string,
  protectsMinor: boolean,
): Bubble[] {
  const stored = new Set(messages.map((message) => message.clientId));
  return [
    ...messages.map((message) => ({
      key: message.id,
      text: message.text,
      masked: message.masked,
      createdAt: message.createdAt,
      isMine: message.senderId === myId,
    })),
    ...outbox
      .filter((item) => !stored.has(item.clientId))
      .map((item) => ({
        key: item.clientId,
        // Shown as the server will show it, from the first moment.
        ...(protectsMinor ? maskContactDetails(item.text) : { text: item.text, masked: false }),
        createdAt: item.createdAt,
        isMine: true,
        outgoing: item,
      })),
  ];
}

interface ThreadViewProps {
  conversationId: string;
  myId: string;
  now: number;
}

/** One conversation: who it is with and about, the messages (newest at the bottom), and the message box. */
export function ThreadView({ conversationId, myId, now }: ThreadViewProps) {
  const { detail, thread, loadOlder, isLoadingOlder, olderError, isOtherTyping, notifyTyping } = useThread(
    conversationId,
    myId,
  );
  const { outbox, send, retry, isSending } = useOutbox(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const messages = thread.data?.messages ?? [];
  const protectsMinor = detail.data?.protectsMinor ?? false;
  const bubbles = toBubbles(messages, outbox, myId, protectsMinor);

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
  const lastMine = messages.findLast((message) => message.senderId === myId);
  const seenKey =
    lastMine && conversation.otherLastReadAt && conversation.otherLastReadAt >= lastMine.createdAt
      ? lastMine.id
      : undefined;

  return (
    <>
      <div className="flex items-center gap-3 border-b p-3">
        <BackToList />
        <Avatar name={other.name} src={other.avatarUrl} size="md" />
        <div className="grid min-w-0 gap-0.5">
          <h2 className="flex items-center gap-2 font-semibold">
            <span className="truncate">{other.name}</span>
            <Badge variant="outline">{other.tag}</Badge>
          </h2>
          {conversation.job ? (
            <Link to={paths.job.getHref(conversation.job.id)} className="truncate text-sm text-link hover:underline">
              Re: {conversation.job.title}
            </Link>
          ) : (
            conversation.gig && (
              <Link to={paths.gig.getHref(conversation.gig.id)} className="truncate text-sm text-link hover:underline">
                Re: {conversation.gig.title}
              </Link>
            )
          )}
        </div>
      </div>

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
          <div
            key={bubble.key}
            className={cn(
              'flex max-w-[80%] flex-col gap-1',
              bubble.isMine ? 'items-end self-end' : 'items-start self-start',
            )}
          >
            <div
              className={cn(
                'rounded-2xl px-4 py-2',
                bubble.isMine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
                bubble.outgoing?.status === 'sending' && 'opacity-70',
                bubble.outgoing?.status === 'failed' && 'border border-destructive',
              )}
            >
              <span className="sr-only">{bubble.isMine ? 'You: ' : `${other.name}: `}</span>
              <MessageText text={bubble.text} />
            </div>
            {bubble.masked && <p className="text-xs text-muted-foreground">{CONTACT_MASKING_TEXTS.maskedNotice}</p>}
            {bubble.outgoing?.status === 'failed' ? (
              <p className="flex items-center gap-2 text-xs text-destructive">
                <AlertCircle aria-hidden="true" className="size-3.5" />
                {MESSAGE_TEXTS.failed}
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-xs"
                  onClick={() => retry(bubble.outgoing?.clientId ?? '')}
                >
                  {MESSAGE_TEXTS.retry}
                </Button>
              </p>
            ) : (
              <p className="text-xs text-muted-foreground">
                <RelativeTime iso={bubble.createdAt} now={now} />
                {bubble.key === seenKey && <span> · {MESSAGE_TEXTS.seen}</span>}
              </p>
            )}
          </div>
        ))}
      </div>

      <p aria-live="polite" className="h-5 px-4 text-xs text-muted-foreground italic">
        {isOtherTyping ? `${other.name} is ${MESSAGE_TEXTS.typing}` : ''}
      </p>
      <Composer onSend={send} onTyping={notifyTyping} isSending={isSending} protectsMinor={protectsMinor} />
    </>
  );
}

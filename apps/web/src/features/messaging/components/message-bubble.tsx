import type { ReactNode } from 'react';
import { CONTACT_MASKING_TEXTS } from '@teenfreelance/contracts/screening/contact-kinds';
import { MESSAGE_TEXTS, SEND_REFUSAL_TEXTS, type HoldReason, type Message } from '@teenfreelance/contracts/messages';
import { AlertCircle } from 'lucide-react';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { MaskContactDetails } from '../hooks/use-contact-masking.ts';
import type { OutgoingMessage } from '../hooks/use-outbox.ts';
import { MessageText } from './message-text.tsx';

export interface Bubble {
  /** The message's id once stored; the client id while in the outbox. */
  key: string;
  text: string;
  /** Contact details were masked (a conversation with a minor). */
  masked: boolean;
  /** Held for review before it reaches a minor (only its sender sees it). */
  held: boolean;
  /** Why, told to the sender under the held notice when it helps (hidden or repeated contact details). */
  heldReason: HoldReason | null;
  createdAt: string;
  isMine: boolean;
  outgoing?: OutgoingMessage;
}

/**
 * The stored messages, then those still in the outbox, masked with `mask`
 * (a conversation with a minor) as the server will show them.
 */
export function toBubbles(
  messages: readonly Message[],
  outbox: readonly OutgoingMessage[],
  myId: string,
  mask: MaskContactDetails | undefined,
): Bubble[] {
  const stored = new Set(messages.map((message) => message.clientId));
  return [
    ...messages.map((message) => ({
      key: message.id,
      text: message.text,
      masked: message.masked,
      held: message.held,
      heldReason: message.heldReason,
      createdAt: message.createdAt,
      isMine: message.senderId === myId,
    })),
    ...outbox
      .filter((item) => !stored.has(item.clientId))
      .map((item) => ({
        key: item.clientId,
        // Shown as the server will show it, from the first moment.
        ...(mask ? mask(item.text) : { text: item.text, masked: false }),
        held: false,
        heldReason: null,
        createdAt: item.createdAt,
        isMine: true,
        outgoing: item,
      })),
  ];
}

interface MessageBubbleProps {
  bubble: Bubble;
  otherName: string;
  now: number;
  isSeen: boolean;
  onRetry: (clientId: string) => void;
  /** After the time of the other participant's messages (Report), composed by the page. */
  action?: ReactNode;
}

/** One message: the text on its side, the masking and held notices, then its time (and 'Seen'), or 'Not sent'. */
export function MessageBubble({ bubble, otherName, now, isSeen, onRetry, action }: MessageBubbleProps) {
  const { outgoing } = bubble;
  return (
    <div
      className={cn('flex max-w-[80%] flex-col gap-1', bubble.isMine ? 'items-end self-end' : 'items-start self-start')}
    >
      <div
        className={cn(
          'rounded-2xl px-4 py-2',
          bubble.isMine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
          outgoing?.status === 'sending' && 'opacity-70',
          outgoing?.status === 'failed' && 'border border-destructive',
        )}
      >
        <span className="sr-only">{bubble.isMine ? 'You: ' : `${otherName}: `}</span>
        <MessageText text={bubble.text} />
      </div>
      {bubble.masked && <p className="text-xs text-muted-foreground">{CONTACT_MASKING_TEXTS.maskedNotice}</p>}
      {bubble.held && (
        <p className="text-xs text-muted-foreground">
          {MESSAGE_TEXTS.held}
          {bubble.heldReason && MESSAGE_TEXTS.heldBecause[bubble.heldReason]
            ? ` ${MESSAGE_TEXTS.heldBecause[bubble.heldReason]}`
            : ''}
        </p>
      )}
      {outgoing?.status === 'failed' ? (
        <p className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-destructive">
          <AlertCircle aria-hidden="true" className="size-3.5" />
          {MESSAGE_TEXTS.failed}
          {outgoing.refusal ? (
            <span>{SEND_REFUSAL_TEXTS[outgoing.refusal]}</span>
          ) : (
            <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => onRetry(outgoing.clientId)}>
              {MESSAGE_TEXTS.retry}
            </Button>
          )}
        </p>
      ) : (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <span>
            <RelativeTime iso={bubble.createdAt} now={now} />
            {isSeen && <span> · {MESSAGE_TEXTS.seen}</span>}
          </span>
          {action}
        </p>
      )}
    </div>
  );
}

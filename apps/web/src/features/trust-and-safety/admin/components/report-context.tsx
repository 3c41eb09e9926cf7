import { useId } from 'react';
import type { ReportGroup } from '@teenfreelance/contracts/admin';
import { RelativeTime } from '../../../../components/relative-time.tsx';

/** What was reported, as written: its title and text, and for a message or conversation the thread around it. */
export function ReportContext({ context, now }: { context: ReportGroup['context']; now: number }) {
  const threadId = useId();
  if (!context) return <p className="text-sm text-muted-foreground italic">It no longer exists.</p>;
  return (
    <div className="grid gap-3 rounded-md border bg-muted/40 p-3 text-sm">
      {context.title && <p className="font-medium">{context.title}</p>}
      {context.text && <p className="break-words whitespace-pre-line">{context.text}</p>}
      {context.thread.length > 0 && (
        <div className="grid gap-2">
          <p id={threadId} className="text-xs font-medium text-muted-foreground uppercase">
            Conversation
          </p>
          <ol aria-labelledby={threadId} className="grid gap-2">
            {context.thread.map((message, index) => (
              <li key={`${message.createdAt}-${index}`} className="grid gap-0.5 rounded-md bg-background p-2">
                <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                  <span className="font-semibold text-foreground">{message.sender}</span>
                  <RelativeTime iso={message.createdAt} now={now} />
                </p>
                <p className="break-words whitespace-pre-line">{message.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

import { MESSAGE_TEXTS } from '@teenfreelance/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useInboxLive } from '../hooks/use-inbox-live.ts';
import { ConversationList } from './conversation-list.tsx';
import { useNow } from '../../../components/relative-time.tsx';
import { ThreadView, type ThreadActions } from './thread-view.tsx';

interface InboxProps {
  /** The open conversation (/messages/{id}), or undefined on /messages. */
  conversationId: string | undefined;
  myId: string;
  /** Report and Block in the open conversation, composed by the page. */
  threadActions?: ThreadActions;
}

/**
 * The two-pane inbox. Below md one pane at a time: the list on /messages, the
 * thread (with a back button) on /messages/{id}; from md the list takes one
 * column of three and the thread two.
 */
export function Inbox({ conversationId, myId, threadActions }: InboxProps) {
  const conversations = useConversations();
  useInboxLive();
  const now = useNow();
  const isThreadOpen = conversationId !== undefined;

  return (
    <div className="grid h-[calc(100dvh-14rem)] min-h-[500px] grid-rows-1 overflow-hidden rounded-xl border md:grid-cols-3">
      <section
        aria-label="Conversations"
        className={cn('min-h-0 flex-col md:flex md:border-r', isThreadOpen ? 'hidden' : 'flex')}
      >
        {conversations.isPending ? (
          <div role="status" className="grid gap-3 p-4">
            <span className="sr-only">Loading conversations...</span>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : conversations.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 p-6 text-center">
            <p>Failed to load your conversations.</p>
            <Button variant="outline" onClick={() => void conversations.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <ConversationList conversations={conversations.data.conversations} selectedId={conversationId} now={now} />
        )}
      </section>
      <section
        aria-label="Conversation"
        className={cn('min-h-0 flex-col md:col-span-2 md:flex', isThreadOpen ? 'flex' : 'hidden')}
      >
        {isThreadOpen ? (
          <ThreadView
            key={conversationId}
            conversationId={conversationId}
            myId={myId}
            now={now}
            actions={threadActions}
          />
        ) : (
          <div className="flex flex-1 items-center justify-center p-6 text-center">
            <p className="text-muted-foreground">{MESSAGE_TEXTS.selectConversation}</p>
          </div>
        )}
      </section>
    </div>
  );
}

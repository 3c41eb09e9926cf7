import type { ConversationSummary } from '@teenfreelance/contracts/messages';
import { gigBadge, MESSAGE_TEXTS } from '@teenfreelance/contracts/messages';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';

interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  selectedId: string | undefined;
  now: number;
}

/** The inbox list: newest last message first (the server's order), each row opening its thread. */
export function ConversationList({ conversations, selectedId, now }: ConversationListProps) {
  if (conversations.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
        <MessageSquare aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-semibold">{MESSAGE_TEXTS.emptyTitle}</p>
        <p className="text-sm text-muted-foreground">{MESSAGE_TEXTS.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y overflow-y-auto">
      {conversations.map((conversation) => {
        const isSelected = conversation.id === selectedId;
        const time = conversation.lastMessage?.createdAt ?? conversation.createdAt;
        return (
          <li key={conversation.id}>
            <Link
              to={paths.conversation.getHref(conversation.id)}
              aria-current={isSelected ? 'page' : undefined}
              className={cn('flex gap-3 p-4 transition-colors hover:bg-muted focus-ring', isSelected && 'bg-muted')}
            >
              <Avatar name={conversation.other.name} src={conversation.other.avatarUrl} size="md" />
              <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
                <div className="flex items-center gap-2">
                  <span className="truncate font-semibold">{conversation.other.name}</span>
                  <Badge variant="outline">{conversation.other.tag}</Badge>
                  <RelativeTime iso={time} now={now} className="ml-auto shrink-0 text-xs text-muted-foreground" />
                </div>
                <p className="truncate text-sm text-muted-foreground">
                  {conversation.lastMessage?.text ?? MESSAGE_TEXTS.noMessagesYet}
                </p>
                <div className="flex items-center gap-2">
                  {conversation.job ? (
                    <Badge variant="secondary" className="min-w-0 truncate">
                      {gigBadge(conversation.job.title)}
                    </Badge>
                  ) : (
                    conversation.gig && (
                      <Badge variant="secondary" className="min-w-0 truncate">
                        {gigBadge(conversation.gig.title)}
                      </Badge>
                    )
                  )}
                  {conversation.unreadCount > 0 && (
                    <Badge className="ml-auto">
                      {conversation.unreadCount}
                      <span className="sr-only"> unread</span>
                    </Badge>
                  )}
                </div>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

import type { ReactNode } from 'react';
import { MESSAGE_TEXTS, type ConversationDetail } from '@teenfreelance/contracts/messages';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

export function ThreadNotFound() {
  return (
    <div className="flex flex-1 items-center justify-center p-6 text-center">
      <p className="text-muted-foreground">{MESSAGE_TEXTS.notFound}</p>
    </div>
  );
}

export function BackToList() {
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

/** Who the conversation is with and what it is about; `actions` (Report, Block) wrap below on a phone. */
export function ThreadHeader({ conversation, actions }: { conversation: ConversationDetail; actions?: ReactNode }) {
  const { other } = conversation;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b p-3">
      <div className="flex min-w-48 flex-1 items-center gap-3">
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
      {actions && <div className="ml-auto flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

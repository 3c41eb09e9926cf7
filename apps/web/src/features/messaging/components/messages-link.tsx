import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useUnreadConversations } from '../api/get-unread.ts';

/** The link's accessible name: 'Messages', or 'Messages, 2 unread'. */
export function messagesLinkLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} unread` : 'Messages';
}

interface MessagesLinkProps {
  /** `icon`: the desktop header's icon button; `menu`: a row of the mobile menu. */
  variant: 'icon' | 'menu';
  className: string;
}

/** The header's Messages link with the number of conversations holding unread messages (live). */
export function MessagesLink({ variant, className }: MessagesLinkProps) {
  const { data } = useUnreadConversations();
  const unread = data?.conversations ?? 0;
  const count = unread > 99 ? '99+' : String(unread);
  return (
    <Link to={paths.messages.getHref()} className={cn(className, 'relative')} aria-label={messagesLinkLabel(unread)}>
      <MessageSquare aria-hidden="true" />
      {variant === 'menu' && 'Messages'}
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="messages-unread"
          className={cn(
            'inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-5 font-semibold text-white',
            variant === 'icon' ? 'absolute -top-0.5 -right-0.5' : 'ml-auto',
          )}
        >
          {count}
        </span>
      )}
    </Link>
  );
}

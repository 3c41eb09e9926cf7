import { MESSAGE_TEXTS, mayMessage, type StartConversationInput } from '@teenfreelance/contracts/messages';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { MessageSquare } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useStartConversation } from '../api/start-conversation.ts';

interface ContactSellerButtonProps {
  /** `{ gigId }` on a gig page, `{ sellerId }` on a profile. */
  about: StartConversationInput;
  /** The signed-in user, or null for a visitor. */
  viewer: Pick<SessionUser, 'parentalConsent'> | null;
  className?: string;
}

/**
 * 'Contact Seller': starts (or reopens) the conversation and opens it.
 * Visitors are sent to sign in and come back to this page. The page hides it
 * on the user's own gig or profile. A teen waiting for a parent's consent
 * reads why they cannot message yet, in its place, rather than after a click.
 */
export function ContactSellerButton({ about, viewer, className }: ContactSellerButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartConversation();

  function onClick() {
    if (!viewer) {
      toast.error(MESSAGE_TEXTS.loginToContact);
      void navigate(paths.login.getHref(location.pathname + location.search));
      return;
    }
    start.mutate(about, {
      onSuccess: (conversation) => {
        toast.success(MESSAGE_TEXTS.redirecting);
        void navigate(paths.conversation.getHref(conversation.id));
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not start the conversation. Please try again.')),
    });
  }

  if (viewer && !mayMessage(viewer)) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{MESSAGE_TEXTS.consentPending}</p>;
  }

  return (
    <Button variant="outline" size="lg" className={className} onClick={onClick} disabled={start.isPending}>
      <MessageSquare aria-hidden="true" />
      {MESSAGE_TEXTS.contactSeller}
    </Button>
  );
}

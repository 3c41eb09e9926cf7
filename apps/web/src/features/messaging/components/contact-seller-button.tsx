import { MESSAGE_TEXTS, type StartConversationInput } from '@teenfreelance/contracts/messages';
import { MessageSquare } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useStartConversation } from '../api/start-conversation.ts';

interface ContactSellerButtonProps {
  /** `{ gigId }` on a gig page, `{ sellerId }` on a profile. */
  about: StartConversationInput;
  isSignedIn: boolean;
  className?: string;
}

/**
 * 'Contact Seller': starts (or reopens) the conversation and opens it.
 * Visitors are sent to sign in and come back to this page. The page hides it
 * on the user's own gig or profile.
 */
export function ContactSellerButton({ about, isSignedIn, className }: ContactSellerButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartConversation();

  function onClick() {
    if (!isSignedIn) {
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

  return (
    <Button variant="outline" size="lg" className={className} onClick={onClick} disabled={start.isPending}>
      <MessageSquare aria-hidden="true" />
      {MESSAGE_TEXTS.contactSeller}
    </Button>
  );
}

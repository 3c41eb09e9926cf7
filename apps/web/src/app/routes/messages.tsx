import { useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { Inbox } from '../../features/messaging/components/inbox.tsx';
import type { ThreadActions } from '../../features/messaging/components/thread-view.tsx';
import { BuyerRating } from '../../features/catalogue/reviews/components/buyer-rating.tsx';
import { BlockButton } from '../../features/trust-and-safety/components/block-button.tsx';
import { ReportButton } from '../../features/trust-and-safety/components/report-button.tsx';
import { useRefreshConversations } from '../use-refresh-conversations.ts';

/** /messages and /messages/{conversationId}: the two-pane inbox (signed in: the page table guards it). */
export default function MessagesRoute() {
  const { conversationId } = useParams();
  const { user } = useSession();
  const refreshConversations = useRefreshConversations();
  const threadActions: ThreadActions = {
    header: (conversation) => (
      <>
        {/* A seller sees the buyer's rating from other sellers (decision 0093). */}
        {conversation.other.tag === 'Buyer' && <BuyerRating userId={conversation.other.id} />}
        <ReportButton targetKind="conversation" targetId={conversation.id} isSignedIn appearance="short" />
        <BlockButton userId={conversation.other.id} name={conversation.other.name} onChanged={refreshConversations} />
      </>
    ),
    message: (messageId, senderName) => (
      <ReportButton
        targetKind="message"
        targetId={messageId}
        isSignedIn
        appearance="icon"
        aria-label={`Report message from ${senderName}`}
      />
    ),
  };
  return (
    <Page title="Messages">
      {user && <Inbox conversationId={conversationId} myId={user.id} threadActions={threadActions} />}
    </Page>
  );
}

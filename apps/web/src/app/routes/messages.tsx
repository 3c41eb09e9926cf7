import { useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { Inbox } from '../../features/messages/components/inbox.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** /messages and /messages/{conversationId}: the two-pane inbox (signed in: the page table guards it). */
export default function MessagesRoute() {
  const { conversationId } = useParams();
  const { user } = useSession();
  useDocumentTitle('Messages');
  return <Page title="Messages">{user && <Inbox conversationId={conversationId} myId={user.id} />}</Page>;
}

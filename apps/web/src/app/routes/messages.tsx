import { Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** /messages and /messages/{conversationId}: the two-pane inbox. */
export default function MessagesRoute() {
  useDocumentTitle('Messages');
  return (
    <Page title="Messages">
      <div className="grid min-h-[500px] overflow-hidden rounded-xl border md:grid-cols-3">
        <section aria-label="Conversations" className="border-b p-4 md:border-r md:border-b-0">
          <p className="text-sm text-muted-foreground">Your conversations with sellers and buyers will appear here.</p>
        </section>
        <section aria-label="Conversation" className="flex items-center justify-center p-4 md:col-span-2">
          <p className="text-muted-foreground">Select a conversation to view messages.</p>
        </section>
      </div>
    </Page>
  );
}

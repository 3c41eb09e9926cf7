import { EmptyFrame, Page } from '../../components/page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function CreateGigRoute() {
  useDocumentTitle('Create a New Gig');
  return (
    <Page title="Create a New Gig" description="Share your skills with buyers in four short steps." width="prose">
      <EmptyFrame>
        <p>The gig creation form will appear here.</p>
      </EmptyFrame>
    </Page>
  );
}

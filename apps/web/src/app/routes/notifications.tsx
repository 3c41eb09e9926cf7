import { Page } from '../../components/page.tsx';
import { NotificationsPage } from '../../features/notifications/components/notifications-page.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** /notifications (signed in: the page table guards it). */
export default function NotificationsRoute() {
  useDocumentTitle('Notifications');
  return (
    <Page title="Notifications">
      <NotificationsPage />
    </Page>
  );
}

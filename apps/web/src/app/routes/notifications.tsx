import { Page } from '../../components/page.tsx';
import { NotificationsPage } from '../../features/notifications/components/notifications-page.tsx';

/** /notifications (signed in: the page table guards it). */
export default function NotificationsRoute() {
  return (
    <Page title="Notifications">
      <NotificationsPage />
    </Page>
  );
}

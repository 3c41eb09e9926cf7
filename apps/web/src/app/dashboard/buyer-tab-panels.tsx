import { DASHBOARD_TAB_LABELS, type BUYER_TABS } from '@teenfreelance/contracts/dashboard';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { ProfileSummary } from '../../features/dashboards/components/profile-summary.tsx';
import type { OrderSubTab } from '../../features/dashboards/hooks/use-dashboard-tab.ts';
import { SavedGigs } from '../../features/catalogue/favorites/components/saved-gigs.tsx';
import { MyJobPosts } from '../../features/job-posts/components/my-job-posts.tsx';
import { OrdersTab } from './orders-tab.tsx';

export interface BuyerTabPanelProps {
  tab: Exclude<(typeof BUYER_TABS)[number], 'overview'>;
  user: SessionUser;
  status: OrderSubTab;
  onStatusChange: (status: string) => void;
  /** The order the URL names, highlighted in My Orders. */
  highlightedOrderId: string | undefined;
}

/**
 * A buyer's tabs after Overview, in a chunk of their own: the dashboard's first screen loads without
 * their lists (decision 0116), and the first tab opened brings them all.
 */
export default function BuyerTabPanel({ tab, user, status, onStatusChange, highlightedOrderId }: BuyerTabPanelProps) {
  switch (tab) {
    case 'orders':
      return (
        <OrdersTab role="buying" status={status} onStatusChange={onStatusChange} highlightId={highlightedOrderId} />
      );
    case 'saved':
      return (
        <section aria-labelledby="saved-gigs" className="grid gap-4">
          <h2 id="saved-gigs" className="text-xl font-semibold">
            {DASHBOARD_TAB_LABELS.buyer.saved}
          </h2>
          <SavedGigs />
        </section>
      );
    case 'jobs':
      return <MyJobPosts />;
    case 'profile':
      return <ProfileSummary user={user} />;
  }
}

import type { ReactNode } from 'react';
import { BUYER_TABS, DASHBOARD_TAB_LABELS } from '@teenfreelance/contracts/dashboard';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { BuyerOverview } from '../../features/dashboards/components/buyer-overview.tsx';
import { DashboardTabs } from '../../features/dashboards/components/dashboard-tabs.tsx';
import { OrderSubTabs, emptyOrdersText } from '../../features/dashboards/components/order-sub-tabs.tsx';
import { ProfileSummary } from '../../features/dashboards/components/profile-summary.tsx';
import { useDashboardTab } from '../../features/dashboards/hooks/use-dashboard-tab.ts';
import { SavedGigs } from '../../features/catalogue/favorites/components/saved-gigs.tsx';
import { MyJobPosts } from '../../features/job-posts/components/my-job-posts.tsx';
import { OrderList } from '../../features/orders/components/order-list.tsx';
import { DashboardPage } from './dashboard-page.tsx';

type BuyerTab = (typeof BUYER_TABS)[number];

function SavedGigsSection() {
  return (
    <section aria-labelledby="saved-gigs" className="grid gap-4">
      <h2 id="saved-gigs" className="text-xl font-semibold">
        {DASHBOARD_TAB_LABELS.buyer.saved}
      </h2>
      <SavedGigs />
    </section>
  );
}

/** A buyer's dashboard: Overview, My Orders, Saved Gigs, My Job Posts and Profile. */
export default function BuyerDashboard({ user }: { user: SessionUser }) {
  const { tab, status, highlightedOrderId, onTabChange, onStatusChange } = useDashboardTab(BUYER_TABS);
  const content: Record<BuyerTab, ReactNode> = {
    overview: <BuyerOverview />,
    orders: (
      <OrderSubTabs
        heading={DASHBOARD_TAB_LABELS.buyer.orders}
        status={status}
        onStatusChange={onStatusChange}
        renderList={(current) => (
          <OrderList
            role="buying"
            status={current}
            empty={emptyOrdersText('buying', current)}
            highlightId={highlightedOrderId}
          />
        )}
      />
    ),
    saved: <SavedGigsSection />,
    jobs: <MyJobPosts />,
    profile: <ProfileSummary user={user} />,
  };
  return (
    <DashboardPage user={user}>
      <DashboardTabs
        label="Dashboard sections"
        value={tab}
        onValueChange={onTabChange}
        tabs={BUYER_TABS.map((id) => ({
          id,
          label: DASHBOARD_TAB_LABELS.buyer[id],
          content: id === tab ? content[id] : null,
        }))}
      />
    </DashboardPage>
  );
}

import type { ReactNode } from 'react';
import { DASHBOARD_TAB_LABELS, FREELANCER_TABS } from '@teenfreelance/contracts/dashboard';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { DashboardTabs } from '../../features/dashboards/components/dashboard-tabs.tsx';
import { EarningsPanel } from '../../features/dashboards/components/earnings-panel.tsx';
import { OrderSubTabs, emptyOrdersText } from '../../features/dashboards/components/order-sub-tabs.tsx';
import { ProfileSummary } from '../../features/dashboards/components/profile-summary.tsx';
import { SellerOverview } from '../../features/dashboards/components/seller-overview.tsx';
import { useDashboardTab } from '../../features/dashboards/hooks/use-dashboard-tab.ts';
import { MyGigs } from '../../features/catalogue/gigs/components/my-gigs.tsx';
import { MyProposals } from '../../features/job-posts/components/my-proposals.tsx';
import { PayoutsSection } from '../../features/payments/payouts/components/payouts-section.tsx';
import { OrderList } from '../../features/orders/components/order-list.tsx';
import { DashboardPage } from './dashboard-page.tsx';

type FreelancerTab = (typeof FREELANCER_TABS)[number];

/** A freelancer's dashboard: Overview, My Gigs, Orders, Earnings, Proposals and Profile. */
export default function FreelancerDashboard({ user }: { user: SessionUser }) {
  const { tab, status, onTabChange, onStatusChange } = useDashboardTab(FREELANCER_TABS);
  const content: Record<FreelancerTab, ReactNode> = {
    overview: <SellerOverview />,
    gigs: <MyGigs sellerId={user.id} />,
    orders: (
      <OrderSubTabs
        heading={DASHBOARD_TAB_LABELS.freelancer.orders}
        status={status}
        onStatusChange={onStatusChange}
        renderList={(current) => (
          <OrderList role="selling" status={current} empty={emptyOrdersText('selling', current)} />
        )}
      />
    ),
    earnings: (
      <>
        <EarningsPanel />
        <PayoutsSection user={user} />
      </>
    ),
    proposals: <MyProposals />,
    profile: <ProfileSummary user={user} />,
  };
  return (
    <DashboardPage user={user}>
      <DashboardTabs
        label="Dashboard sections"
        value={tab}
        onValueChange={onTabChange}
        tabs={FREELANCER_TABS.map((id) => ({
          id,
          label: DASHBOARD_TAB_LABELS.freelancer[id],
          content: id === tab ? content[id] : null,
        }))}
      />
    </DashboardPage>
  );
}

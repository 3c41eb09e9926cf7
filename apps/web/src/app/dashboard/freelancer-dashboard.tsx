import { DASHBOARD_TAB_LABELS, FREELANCER_TABS } from '@teenfreelance/contracts/dashboard';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { DashboardTabs } from '../../features/dashboards/components/dashboard-tabs.tsx';
import { SellerOverview } from '../../features/dashboards/components/seller-overview.tsx';
import { useDashboardTab } from '../../features/dashboards/hooks/use-dashboard-tab.ts';
import { lazyHydrated } from '../../lib/lazy-hydrated.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const loadTabPanels = () => import('./freelancer-tab-panels.tsx');
const FreelancerTabPanel = lazyHydrated(loadTabPanels);

/** A freelancer's dashboard: Overview, My Gigs, Orders, Earnings, Proposals and Profile. */
export default function FreelancerDashboard({ user }: { user: SessionUser }) {
  const { tab, status, onTabChange, onStatusChange } = useDashboardTab(FREELANCER_TABS);
  return (
    <DashboardPage user={user}>
      <DashboardTabs
        label="Dashboard sections"
        value={tab}
        onValueChange={onTabChange}
        onIntent={loadTabPanels}
        tabs={FREELANCER_TABS.map((id) => ({
          id,
          label: DASHBOARD_TAB_LABELS.freelancer[id],
          content:
            id !== tab ? null : id === 'overview' ? (
              <SellerOverview />
            ) : (
              <FreelancerTabPanel tab={id} user={user} status={status} onStatusChange={onStatusChange} />
            ),
        }))}
      />
    </DashboardPage>
  );
}

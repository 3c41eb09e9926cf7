import { BUYER_TABS, DASHBOARD_TAB_LABELS } from '@teenfreelance/contracts/dashboard';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { BuyerOverview } from '../../features/dashboards/components/buyer-overview.tsx';
import { DashboardTabs } from '../../features/dashboards/components/dashboard-tabs.tsx';
import { useDashboardTab } from '../../features/dashboards/hooks/use-dashboard-tab.ts';
import { lazyHydrated } from '../../lib/lazy-hydrated.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const loadTabPanels = () => import('./buyer-tab-panels.tsx');
const BuyerTabPanel = lazyHydrated(loadTabPanels);

/** A buyer's dashboard: Overview, My Orders, Saved Gigs, My Job Posts and Profile. */
export default function BuyerDashboard({ user }: { user: SessionUser }) {
  const { tab, status, highlightedOrderId, onTabChange, onStatusChange } = useDashboardTab(BUYER_TABS);
  return (
    <DashboardPage user={user}>
      <DashboardTabs
        label="Dashboard sections"
        value={tab}
        onValueChange={onTabChange}
        onIntent={loadTabPanels}
        tabs={BUYER_TABS.map((id) => ({
          id,
          label: DASHBOARD_TAB_LABELS.buyer[id],
          content:
            id !== tab ? null : id === 'overview' ? (
              <BuyerOverview />
            ) : (
              <BuyerTabPanel
                tab={id}
                user={user}
                status={status}
                onStatusChange={onStatusChange}
                highlightedOrderId={highlightedOrderId}
              />
            ),
        }))}
      />
    </DashboardPage>
  );
}

import type { FREELANCER_TABS } from '@teenfreelance/contracts/dashboard';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { EarningsPanel } from '../../features/dashboards/components/earnings-panel.tsx';
import { ProfileSummary } from '../../features/dashboards/components/profile-summary.tsx';
import type { OrderSubTab } from '../../features/dashboards/hooks/use-dashboard-tab.ts';
import { MyGigs } from '../../features/catalogue/gigs/components/my-gigs.tsx';
import { MyProposals } from '../../features/job-posts/components/my-proposals.tsx';
import { PayoutsSection } from '../../features/payments/payouts/components/payouts-section.tsx';
import { OrdersTab } from './orders-tab.tsx';

export interface FreelancerTabPanelProps {
  tab: Exclude<(typeof FREELANCER_TABS)[number], 'overview'>;
  user: SessionUser;
  status: OrderSubTab;
  onStatusChange: (status: string) => void;
}

/**
 * A freelancer's tabs after Overview, in a chunk of their own: the dashboard's first screen loads
 * without their forms and lists (decision 0116), and the first tab opened brings them all.
 */
export default function FreelancerTabPanel({ tab, user, status, onStatusChange }: FreelancerTabPanelProps) {
  switch (tab) {
    case 'gigs':
      return <MyGigs sellerId={user.id} />;
    case 'orders':
      return <OrdersTab role="selling" status={status} onStatusChange={onStatusChange} />;
    case 'earnings':
      return (
        <>
          <EarningsPanel />
          <PayoutsSection user={user} />
        </>
      );
    case 'proposals':
      return <MyProposals />;
    case 'profile':
      return <ProfileSummary user={user} />;
  }
}

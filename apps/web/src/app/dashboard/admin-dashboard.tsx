import type { SessionUser } from '@teenfreelance/contracts/users';
import { ProfileSummary } from '../../features/dashboard/components/profile-summary.tsx';
import { DashboardPage } from './dashboard-page.tsx';

/** An admin has no orders, gigs or job posts of their own: the dashboard is their profile summary. */
export default function AdminDashboard({ user }: { user: SessionUser }) {
  return (
    <DashboardPage user={user}>
      <ProfileSummary user={user} />
    </DashboardPage>
  );
}

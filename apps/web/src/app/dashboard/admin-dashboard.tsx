import type { SessionUser } from '@teenfreelance/contracts/users';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ProfileSummary } from '../../features/dashboards/components/profile-summary.tsx';
import { paths } from '../../lib/paths.ts';
import { DashboardPage } from './dashboard-page.tsx';

// 'Moderation' written here rather than imported from the admin contract (ADMIN_TEXTS.title): the import
// would put the contract in a chunk of its own, and its name in the entry every page loads.

/**
 * An admin has no orders, gigs or job posts of their own: the dashboard is the way to moderation
 * (/admin) and their profile summary.
 */
export default function AdminDashboard({ user }: { user: SessionUser }) {
  return (
    <DashboardPage user={user}>
      <div className="grid gap-8">
        <section aria-labelledby="admin-moderation" className="grid gap-3 rounded-xl border p-6">
          <h2 id="admin-moderation" className="text-xl font-semibold">
            Moderation
          </h2>
          <p className="text-sm text-muted-foreground">
            The review queue of what users reported, the teen freelancers' consent and the audit log.
          </p>
          <div>
            <Link to={paths.admin.getHref()} className={buttonClasses()}>
              Moderation
            </Link>
          </div>
        </section>
        <ProfileSummary user={user} />
      </div>
    </DashboardPage>
  );
}

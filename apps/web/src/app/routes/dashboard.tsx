import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { lazyHydrated } from '../../lib/lazy-hydrated.tsx';
import { paths } from '../../lib/paths.ts';

// One chunk per role, loaded with the page: a buyer never downloads the freelancer's tabs, and the
// lists of chunks to preload live here rather than in the entry every page carries (the budget of `/`).
// The server renders them (decision 0101): kept whole when they hydrate (lazyHydrated).
const FreelancerDashboard = lazyHydrated(() => import('../dashboard/freelancer-dashboard.tsx'));
const BuyerDashboard = lazyHydrated(() => import('../dashboard/buyer-dashboard.tsx'));
const AdminDashboard = lazyHydrated(() => import('../dashboard/admin-dashboard.tsx'));

const DASHBOARDS = { freelancer: FreelancerDashboard, buyer: BuyerDashboard, admin: AdminDashboard } as const;

function DashboardLoading() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-10">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** /dashboard (signed in only, see the page table): the user's business at a glance, by role. */
export default function DashboardRoute() {
  const { user } = useSession();
  if (!user) return <DashboardLoading />;
  // A family account's dashboard is its family page (decision 0083).
  if (user.role === 'guardian') return <Navigate to={paths.family.getHref()} replace />;
  const Dashboard = DASHBOARDS[user.role];
  return (
    <Suspense fallback={<DashboardLoading />}>
      <Dashboard user={user} />
    </Suspense>
  );
}

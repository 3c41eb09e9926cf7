import { lazy, Suspense } from 'react';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';

// Loaded on demand for buyers only: the job posts code stays out of the dashboard's first chunk (and
// out of the preload lists every page's entry carries; docs QUALITY.md's budget for `/`).
const MyJobPosts = lazy(() =>
  import('../../features/jobs/components/my-job-posts.tsx').then((module) => ({ default: module.MyJobPosts })),
);

export default function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  const isFreelancer = user?.role === 'freelancer';
  return (
    <Page title="Dashboard" description={user ? `Welcome back, ${user.name}.` : undefined}>
      <div className="grid gap-8">
        {user?.role === 'buyer' && (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <MyJobPosts />
          </Suspense>
        )}
        <EmptyFrame>
          <p>
            {isFreelancer
              ? 'Your gigs, orders and earnings will appear here.'
              : 'Your orders, saved gigs and job posts will appear here.'}
          </p>
        </EmptyFrame>
      </div>
    </Page>
  );
}

import { EmptyFrame, Page } from '../../components/page.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { MyJobPosts } from '../../features/jobs/components/my-job-posts.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function DashboardRoute() {
  useDocumentTitle('Dashboard');
  const { user } = useSession();
  const isFreelancer = user?.role === 'freelancer';
  return (
    <Page title="Dashboard" description={user ? `Welcome back, ${user.name}.` : undefined}>
      <div className="grid gap-8">
        {user?.role === 'buyer' && <MyJobPosts />}
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

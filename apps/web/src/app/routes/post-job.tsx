import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { JobTips } from '../../features/job-posts/components/job-tips.tsx';
import { paths } from '../../lib/paths.ts';

// The form (react-hook-form, the resolver) loads for buyers only; this page is never server-rendered.
const PostJob = lazy(() =>
  import('../../features/job-posts/components/post-job.tsx').then((module) => ({ default: module.PostJob })),
);

/** A freelancer (or admin) at /post-job: jobs are posted by buyers; theirs is to apply. */
function OnlyBuyers() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{JOB_TEXTS.onlyBuyers}</CardTitle>
        <CardDescription>{JOB_TEXTS.browseDescription}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to={paths.jobs.getHref()} className={buttonClasses()}>
          {JOB_TEXTS.browseTitle}
        </Link>
      </CardFooter>
    </Card>
  );
}

/** /post-job: signed in (the session layout sends visitors to Log In and back); buyers post. */
export default function PostJobRoute() {
  const { user } = useSession();
  return (
    <Page title={JOB_TEXTS.postTitle} description={JOB_TEXTS.postDescription}>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {user?.role === 'buyer' ? (
            <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
              <PostJob />
            </Suspense>
          ) : (
            <OnlyBuyers />
          )}
        </div>
        <JobTips />
      </div>
    </Page>
  );
}

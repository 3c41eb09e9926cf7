import { JOB_TEXTS } from '@teenfreelance/contracts/jobs';
import { Link } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { JobTips } from '../../features/jobs/components/job-tips.tsx';
import { PostJob } from '../../features/jobs/components/post-job.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

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
  useDocumentTitle(JOB_TEXTS.postTitle);
  const { user } = useSession();
  return (
    <Page title={JOB_TEXTS.postTitle} description={JOB_TEXTS.postDescription}>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">{user?.role === 'buyer' ? <PostJob /> : <OnlyBuyers />}</div>
        <JobTips />
      </div>
    </Page>
  );
}

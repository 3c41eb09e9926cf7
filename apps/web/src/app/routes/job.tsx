import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useNow } from '../../components/relative-time.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/accounts/auth/api/get-session.ts';
import { useJob } from '../../features/job-posts/api/get-job.ts';
import { JobNotFound } from '../../features/job-posts/components/job-not-found.tsx';
import { JobProposals } from '../../features/job-posts/components/job-proposals.tsx';
import { BuyerRating } from '../../features/catalogue/reviews/components/buyer-rating.tsx';
import { JobClient, JobDescription, JobFacts } from '../../features/job-posts/components/job-summary.tsx';
import { JobViewerPanel } from '../../features/job-posts/components/job-viewer-panel.tsx';
import { PosterTools } from '../../features/job-posts/components/poster-tools.tsx';
import { useJobEvents } from '../../features/job-posts/hooks/use-job-events.ts';
import { ReportButton } from '../../features/trust-and-safety/components/report-button.tsx';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useTitleSubject } from '../../lib/document-title.tsx';
import { paths } from '../../lib/paths.ts';

function Loading() {
  return (
    <div role="status" className="mx-auto grid min-h-dvh w-full max-w-6xl content-start gap-6 px-4 py-8 md:py-12">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

const backToJobs = (
  <Link to={paths.jobs.getHref()} className="inline-flex items-center gap-2 text-sm text-link">
    <ArrowLeft aria-hidden="true" className="size-4" />
    {JOB_TEXTS.backToJobs}
  </Link>
);

/** /jobs/{id}: the job in full (server rendered), and what the reader may do about it. */
export default function JobRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  const job = useJob(id);
  const now = useNow();
  useJobEvents(id);
  const isNotFound = isApiError(job.error) && job.error.status === 404;
  useTitleSubject(job.data?.title, isNotFound);

  if (job.isPending) return <Loading />;
  if (isNotFound) return <JobNotFound />;
  if (!job.data) {
    return (
      <Page title="Job" width="prose">
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{errorMessage(job.error, JOB_TEXTS.loadFailed)}</p>
          <Button variant="outline" onClick={() => void job.refetch()}>
            {JOB_TEXTS.retry}
          </Button>
          {backToJobs}
        </div>
      </Page>
    );
  }

  const { data } = job;
  return (
    <Page title={data.title} className="[&_h1]:break-words">
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="grid min-w-0 gap-8">
          <JobFacts job={data} now={now} />
          {data.viewer.isPoster && <PosterTools job={data} />}
          <JobDescription job={data} />
          {!session.isPending && <JobViewerPanel job={data} isSignedIn={session.user !== null} />}
          {data.viewer.isPoster && <JobProposals jobId={data.id} />}
        </div>
        <div className="grid gap-4">
          <JobClient client={data.client} />
          {/* Freelancers see the poster's rating as a buyer (decision 0093). */}
          {session.user?.role === 'freelancer' && <BuyerRating userId={data.client.id} />}
          {!data.viewer.isPoster && !session.isPending && (
            <ReportButton
              targetKind="job"
              targetId={data.id}
              isSignedIn={session.user !== null}
              className="justify-self-start"
            />
          )}
          {backToJobs}
        </div>
      </div>
    </Page>
  );
}

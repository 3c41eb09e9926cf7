import { JOB_TEXTS, formatBudget, proposalCountLabel, type JobCard } from '@teenfreelance/contracts/job-posts';
import { Link } from 'react-router';
import { RelativeTime, useNow } from '../../../components/relative-time.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyJobs } from '../api/get-my-jobs.ts';
import { CloseJobButton } from './close-job-button.tsx';
import { SOMETHING_WENT_WRONG } from './format.ts';

/** The heading of the dashboard's section. */
export const MY_JOB_POSTS_HEADING = 'My Job Posts';

function MyJobRow({ job, now }: { job: JobCard; now: number }) {
  const isOpen = job.status === 'open';
  return (
    <li className="grid gap-2 rounded-lg border p-4 sm:flex sm:items-center sm:gap-4">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={isOpen ? 'success' : 'secondary'}>
            {isOpen ? JOB_TEXTS.openBadge : JOB_TEXTS.closedBadge}
          </Badge>
          <Link to={paths.job.getHref(job.id)} className="min-w-0 font-semibold break-words hover:underline focus-ring">
            {job.title}
          </Link>
        </div>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span>{formatBudget(job.budget)}</span>
          <span>{proposalCountLabel(job.proposalCount)}</span>
          <span>
            {JOB_TEXTS.postedLabel} <RelativeTime iso={job.createdAt} now={now} />
          </span>
        </p>
      </div>
      {isOpen && <CloseJobButton jobId={job.id} jobTitle={job.title} size="sm" />}
    </li>
  );
}

/** A buyer's job posts on the dashboard, open and closed, newest first; each opens its page (Edit, proposals). */
export function MyJobPosts() {
  const jobs = useMyJobs();
  const now = useNow();
  return (
    <section aria-labelledby="my-job-posts" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-job-posts" className="text-xl font-semibold">
          {MY_JOB_POSTS_HEADING}
        </h2>
        <Link to={paths.postJob.getHref()} className={buttonClasses({ size: 'sm' })}>
          {JOB_TEXTS.postTitle}
        </Link>
      </div>
      {jobs.isPending ? (
        <div role="status">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-20 w-full" />
        </div>
      ) : jobs.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted p-4 text-sm">
          <p>{errorMessage(jobs.error, SOMETHING_WENT_WRONG)}</p>
          <Button size="sm" variant="outline" onClick={() => void jobs.refetch()}>
            {JOB_TEXTS.retry}
          </Button>
        </div>
      ) : jobs.data.jobs.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {JOB_TEXTS.postDescription}
        </p>
      ) : (
        <ul className="grid gap-3">
          {jobs.data.jobs.map((job) => (
            <MyJobRow key={job.id} job={job} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

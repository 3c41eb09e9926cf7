import { JOB_TEXTS, type JobListQuery } from '@teenfreelance/contracts/job-posts';
import { useEffect, useRef } from 'react';
import { useNow } from '../../../components/relative-time.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useJobs } from '../api/get-jobs.ts';
import { JobCard } from './job-card.tsx';

function LoadingCards() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading jobs...</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Asks for the next page when the end of the list scrolls into view (the button below does it by hand). */
function useLoadMoreSentinel(onVisible: () => void, isEnabled: boolean, pageCount: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const element = sentinel.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // A new observer per page: its first report says whether the end is still in view.
  }, [isEnabled, pageCount]);
  return sentinel;
}

/** The open jobs for the filters, newest first, a page at a time as the reader scrolls. */
export function JobsList({ filters }: { filters: JobListQuery }) {
  const jobs = useJobs(filters);
  const now = useNow();
  const canLoadMore = jobs.hasNextPage && !jobs.isFetchingNextPage;
  const sentinel = useLoadMoreSentinel(
    () => {
      if (canLoadMore) void jobs.fetchNextPage();
    },
    jobs.hasNextPage,
    jobs.data?.pages.length ?? 0,
  );

  if (jobs.isPending) return <LoadingCards />;
  // A failed next page (or background refetch) keeps the jobs already shown.
  if (!jobs.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-muted p-8 text-center">
        <p className="font-medium">{JOB_TEXTS.loadFailed}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(jobs.error, '')}</p>
        <Button variant="outline" onClick={() => void jobs.refetch()}>
          {JOB_TEXTS.retry}
        </Button>
      </div>
    );
  }

  const cards = jobs.data.pages.flatMap((page) => page.jobs);
  if (cards.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <h2 className="text-lg font-semibold">{JOB_TEXTS.empty}</h2>
        <p className="text-sm text-muted-foreground">{JOB_TEXTS.emptyHint}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-busy={jobs.isFetching}>
        {cards.map((job) => (
          <li key={job.id}>
            <JobCard job={job} now={now} />
          </li>
        ))}
      </ul>
      {jobs.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-destructive">
          {errorMessage(jobs.error, JOB_TEXTS.loadFailed)}
        </p>
      )}
      {jobs.hasNextPage && (
        <div ref={sentinel} className="flex justify-center">
          <Button variant="outline" disabled={!canLoadMore} onClick={() => void jobs.fetchNextPage()}>
            {jobs.isFetchingNextPage ? 'Loading...' : JOB_TEXTS.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}

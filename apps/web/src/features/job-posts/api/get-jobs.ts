import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { jobsListPath, type JobListQuery, type JobPage } from '@teenfreelance/contracts/job-posts';
import { api, prefetchedAnswer } from '../../../lib/api-client.ts';
import { jobKeys } from './query-keys.ts';

/** `GET /api/jobs`: one page of open jobs for the filters, newest first. */
export function getJobs(query: JobListQuery, signal?: AbortSignal): Promise<JobPage> {
  return api.get<JobPage>(jobsListPath(query), signal);
}

export function jobsQueryOptions(filters: JobListQuery) {
  return infiniteQueryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getJobs(pageParam ? { ...filters, cursor: pageParam } : filters, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The server rendered /jobs with this answer (page-reads.ts): the first screen needs no round trip.
    initialData: () => {
      const first = prefetchedAnswer<JobPage>(jobsListPath(filters));
      return first ? { pages: [first], pageParams: [''] } : undefined;
    },
    // Keep showing the last jobs while the next search's answer loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useJobs(filters: JobListQuery) {
  return useInfiniteQuery(jobsQueryOptions(filters));
}

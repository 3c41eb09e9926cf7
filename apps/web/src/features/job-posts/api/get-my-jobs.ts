import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_JOBS_PATH, type MyJobs } from '@teenfreelance/contracts/job-posts';
import { api } from '../../../lib/api-client.ts';
import { jobKeys } from './query-keys.ts';

/** `GET /api/users/me/jobs`: the caller's job posts, open and closed, newest first. */
export function getMyJobs(signal?: AbortSignal): Promise<MyJobs> {
  return api.get<MyJobs>(MY_JOBS_PATH, signal);
}

export function myJobsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.mine(),
    queryFn: ({ signal }) => getMyJobs(signal),
  });
}

export function useMyJobs() {
  return useQuery(myJobsQueryOptions());
}

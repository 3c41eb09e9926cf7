import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobPath, type JobDetail } from '@teenfreelance/contracts/job-posts';
import { api, isApiError, prefetchedAnswer } from '../../../lib/api-client.ts';
import { jobKeys } from './query-keys.ts';

/** `GET /api/jobs/:id`: the job, closed ones too, with what the caller may do (`viewer`); 404 when unknown. */
export function getJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  return api.get<JobDetail>(jobPath(id), signal);
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
    // The server rendered /jobs/{id} with this answer.
    initialData: () => prefetchedAnswer<JobDetail>(jobPath(id)),
    staleTime: 30_000,
    // A 404 will not become a job by asking again.
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 2,
  });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}

import type { QueryClient } from '@tanstack/react-query';
import { jobKeys } from './query-keys.ts';

/**
 * After a change to a job or one of its proposals: the job's page (its
 * viewer's proposal, count and status) and its proposals are read again,
 * and so are the lists that show or count it (the poster's posts, the
 * freelancer's proposals).
 */
export async function refreshJob(queryClient: QueryClient, jobId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
    queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: jobKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: jobKeys.myProposals() }),
  ]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobClosePath, type JobDetail } from '@teenfreelance/contracts/job-posts';
import { api } from '../../../lib/api-client.ts';
import { refreshJob } from './refresh-job.ts';
import { jobKeys } from './query-keys.ts';

/** `POST /api/jobs/:id/close`: the poster stops taking proposals; the job leaves /jobs. */
export function closeJob(id: string): Promise<JobDetail> {
  return api.post<JobDetail>(jobClosePath(id));
}

export function useCloseJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      await refreshJob(queryClient, job.id);
    },
  });
}

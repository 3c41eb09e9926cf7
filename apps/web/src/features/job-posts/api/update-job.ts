import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobPath, type JobDetail, type JobBody } from '@teenfreelance/contracts/job-posts';
import { api } from '../../../lib/api-client.ts';
import { refreshJob } from './refresh-job.ts';
import { jobKeys } from './query-keys.ts';

/** `PATCH /api/jobs/:id`: the poster edits an open job (409 JOB_CLOSED). */
export function updateJob({ id, input }: { id: string; input: JobBody }): Promise<JobDetail> {
  return api.patch<JobDetail>(jobPath(id), input);
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      await refreshJob(queryClient, job.id);
    },
  });
}

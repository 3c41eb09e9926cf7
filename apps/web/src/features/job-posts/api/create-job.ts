import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOBS_PATH, type JobDetail, type JobBody } from '@teenfreelance/contracts/job-posts';
import { api } from '../../../lib/api-client.ts';
import { jobKeys } from './query-keys.ts';
import { refreshJob } from './refresh-job.ts';

/** `POST /api/jobs`: a buyer posts a job (403 to freelancers); the body is the form's values, skills as one text. */
export function createJob(input: JobBody): Promise<JobDetail> {
  return api.post<JobDetail>(JOBS_PATH, input);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      await refreshJob(queryClient, job.id);
    },
  });
}

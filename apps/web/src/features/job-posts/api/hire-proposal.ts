import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalActionPath, type HireResult } from '@teenfreelance/contracts/proposals';
import { api } from '../../../lib/api-client.ts';
import { refreshJob } from './refresh-job.ts';

/** `POST /api/proposals/:id/hire`: the poster hires; the job closes and checkout follows. */
export function hireProposal(id: string): Promise<HireResult> {
  return api.post<HireResult>(proposalActionPath(id, 'hire'));
}

export function useHireProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hireProposal,
    onSuccess: (result) => refreshJob(queryClient, result.proposal.jobId),
  });
}

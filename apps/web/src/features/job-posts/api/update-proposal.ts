import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Proposal } from '@teenfreelance/contracts/job-posts';
import { proposalPath, type ProposalInput } from '@teenfreelance/contracts/proposals';
import { api } from '../../../lib/api-client.ts';
import { refreshJob } from './refresh-job.ts';

/** `PATCH /api/proposals/:id`: the freelancer edits their proposal while it is pending. */
export function updateProposal({ id, input }: { id: string; input: ProposalInput }): Promise<Proposal> {
  return api.patch<Proposal>(proposalPath(id), input);
}

export function useUpdateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProposal,
    onSuccess: (proposal) => refreshJob(queryClient, proposal.jobId),
  });
}

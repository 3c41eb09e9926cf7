import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Proposal } from '@teenfreelance/contracts/job-posts';
import { jobProposalsPath, type ProposalInput } from '@teenfreelance/contracts/proposals';
import { api } from '../../../lib/api-client.ts';
import { refreshJob } from './refresh-job.ts';

/** `POST /api/jobs/:id/proposals`: a freelancer applies (one proposal per job). */
export function sendProposal({ jobId, input }: { jobId: string; input: ProposalInput }): Promise<Proposal> {
  return api.post<Proposal>(jobProposalsPath(jobId), input);
}

export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProposal,
    onSuccess: (proposal) => refreshJob(queryClient, proposal.jobId),
  });
}

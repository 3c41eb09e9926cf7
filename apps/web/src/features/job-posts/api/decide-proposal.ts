import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Proposal } from '@teenfreelance/contracts/job-posts';
import { proposalActionPath } from '@teenfreelance/contracts/proposals';
import { api } from '../../../lib/api-client.ts';
import { refreshJob } from './refresh-job.ts';

/** The poster shortlists or declines; the freelancer withdraws. */
export type ProposalDecision = 'shortlist' | 'decline' | 'withdraw';

/** `POST /api/proposals/:id/{shortlist|decline|withdraw}`. */
export function decideProposal({ id, decision }: { id: string; decision: ProposalDecision }): Promise<Proposal> {
  return api.post<Proposal>(proposalActionPath(id, decision));
}

export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProposal,
    onSuccess: (proposal) => refreshJob(queryClient, proposal.jobId),
  });
}

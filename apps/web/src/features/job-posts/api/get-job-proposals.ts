import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobProposalsPath, type ProposalList } from '@teenfreelance/contracts/proposals';
import { api } from '../../../lib/api-client.ts';
import { jobKeys } from './query-keys.ts';

/** `GET /api/jobs/:id/proposals`: the poster's view of every proposal, oldest first. */
export function getJobProposals(jobId: string, signal?: AbortSignal): Promise<ProposalList> {
  return api.get<ProposalList>(jobProposalsPath(jobId), signal);
}

export function jobProposalsQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.proposals(jobId),
    queryFn: ({ signal }) => getJobProposals(jobId, signal),
  });
}

/** Only the poster may read them: `enabled` is false for anyone else. */
export function useJobProposals(jobId: string, enabled: boolean) {
  return useQuery({ ...jobProposalsQueryOptions(jobId), enabled });
}

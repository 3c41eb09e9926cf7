import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_PROPOSALS_PATH, type MyProposals } from '@teenfreelance/contracts/dashboard';
import { api } from '../../../lib/api-client.ts';
import { jobKeys } from './query-keys.ts';

/** `GET /api/users/me/proposals`: the freelancer's proposals, newest first. */
export function getMyProposals(signal?: AbortSignal): Promise<MyProposals> {
  return api.get<MyProposals>(MY_PROPOSALS_PATH, signal);
}

export function myProposalsQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.myProposals(),
    queryFn: ({ signal }) => getMyProposals(signal),
  });
}

export function useMyProposals() {
  return useQuery(myProposalsQueryOptions());
}

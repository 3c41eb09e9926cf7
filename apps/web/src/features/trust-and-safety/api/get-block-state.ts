import { queryOptions, useQuery } from '@tanstack/react-query';
import { blockPath, type BlockState } from '@teenfreelance/contracts/safety';
import { api } from '../../../lib/api-client.ts';
import { safetyKeys } from './query-keys.ts';

/** `GET /api/me/blocks/:userId`: whether the signed-in user blocked this person. */
export function getBlockState(userId: string, signal?: AbortSignal): Promise<BlockState> {
  return api.get<BlockState>(blockPath(userId), signal);
}

export function blockStateQueryOptions(userId: string) {
  return queryOptions({
    queryKey: safetyKeys.blockState(userId),
    queryFn: ({ signal }) => getBlockState(userId, signal),
  });
}

export function useBlockState(userId: string) {
  return useQuery(blockStateQueryOptions(userId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOCKS_PATH, type BlockList } from '@teenfreelance/contracts/safety';
import { api } from '../../../lib/api-client.ts';
import { safetyKeys } from './query-keys.ts';

/** `GET /api/me/blocks`: the people the signed-in user blocked, newest first. */
export function getBlocks(signal?: AbortSignal): Promise<BlockList> {
  return api.get<BlockList>(BLOCKS_PATH, signal);
}

export function blocksQueryOptions() {
  return queryOptions({
    queryKey: safetyKeys.blocks(),
    queryFn: ({ signal }) => getBlocks(signal),
  });
}

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}

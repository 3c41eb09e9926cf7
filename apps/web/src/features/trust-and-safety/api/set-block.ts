import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockPath, type BlockList, type BlockState } from '@teenfreelance/contracts/safety';
import { api } from '../../../lib/api-client.ts';
import { safetyKeys } from './query-keys.ts';

/** `PUT` (block) or `DELETE` (unblock) `/api/me/blocks/:userId`; both are idempotent. */
export function setBlock({ userId, blocked }: { userId: string; blocked: boolean }): Promise<BlockState> {
  return blocked ? api.put<BlockState>(blockPath(userId)) : api.delete<BlockState>(blockPath(userId));
}

/**
 * Blocks or unblocks, then refreshes the block state and list. `onChanged`
 * lets the page refresh what other features show (conversations): features
 * do not import each other's query keys, the app layer passes it in.
 */
export function useSetBlock(onChanged?: (state: BlockState) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlock,
    onSuccess: async (state) => {
      queryClient.setQueryData(safetyKeys.blockState(state.userId), state);
      if (!state.blocked) {
        // Gone from the list at once; the refetch below confirms it.
        queryClient.setQueryData<BlockList>(safetyKeys.blocks(), (list) =>
          list ? { blocks: list.blocks.filter((item) => item.user.id !== state.userId) } : list,
        );
      }
      onChanged?.(state);
      await queryClient.invalidateQueries({ queryKey: safetyKeys.blocks() });
    },
  });
}

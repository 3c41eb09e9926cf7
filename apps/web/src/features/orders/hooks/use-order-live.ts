import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/use-live-event.ts';
import { orderKeys } from '../api/query-keys.ts';

/** Keeps the open order (and order lists) current when the other party, or the system, changes it. */
export function useOrderLive(orderId: string): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  useLiveEvent(
    'order.updated',
    (event) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      if (event.orderId === orderId) void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) });
    },
    refetch,
  );
}

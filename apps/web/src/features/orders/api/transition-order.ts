import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderTransitionsPath, type Order, type OrderTransitionInput } from '@teenfreelance/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** `POST /api/orders/:id/transitions`: start, deliver, ask for a revision, accept, cancel... */
export function transitionOrder(id: string, input: OrderTransitionInput): Promise<Order> {
  return api.post<Order>(orderTransitionsPath(id), input);
}

export function useTransitionOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderTransitionInput) => transitionOrder(id, input),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

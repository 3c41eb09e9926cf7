import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@teenfreelance/contracts/orders';
import { orderKeys } from './query-keys.ts';

/**
 * What the orders' cache learns of an order just paid for at checkout: the
 * order itself (the success page shows it without asking again), and the
 * order lists, which now miss it. The app gives it to checkout as `onPaid`.
 */
export function useRememberPlacedOrder() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.order(order.id), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  };
}

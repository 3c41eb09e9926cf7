import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, checkoutPayPath, type PayInput } from '@teenfreelance/contracts/checkout';
import type { Order } from '@teenfreelance/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

interface PayVariables {
  gigId: string;
  input: PayInput;
  /** One key per attempt of the form: a retry of the same attempt sends the same key and is charged once. */
  idempotencyKey: string;
}

/** `POST /api/checkout/:gigId/pay`: charges the card and places the order. */
export function pay({ gigId, input, idempotencyKey }: PayVariables): Promise<Order> {
  return api.post<Order>(checkoutPayPath(gigId), input, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}

export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pay,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  checkoutPayPath,
  proposalCheckoutPayPath,
  type PayInput,
} from '@teenfreelance/contracts/checkout';
import type { Order } from '@teenfreelance/contracts/orders';
import { api } from '../../../../lib/api-client.ts';
import type { CheckoutTarget } from './get-checkout-quote.ts';
import { orderKeys } from '../../../orders/api/query-keys.ts';

interface PayVariables {
  target: CheckoutTarget;
  input: PayInput;
  /** One key per attempt of the form: a retry of the same attempt sends the same key and is charged once. */
  idempotencyKey: string;
}

/** `POST /api/checkout/:gigId/pay` or `/api/checkout/proposals/:id/pay`: charges the card and places the order. */
export function pay({ target, input, idempotencyKey }: PayVariables): Promise<Order> {
  const path = target.kind === 'gig' ? checkoutPayPath(target.id) : proposalCheckoutPayPath(target.id);
  return api.post<Order>(path, input, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
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

import { useMutation } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  checkoutPayPath,
  proposalCheckoutPayPath,
  type CheckoutPayInput,
} from '@teenfreelance/contracts/checkout';
import type { Order } from '@teenfreelance/contracts/orders';
import { api } from '../../../../lib/api-client.ts';
import type { CheckoutTarget } from './get-checkout-quote.ts';

interface PayVariables {
  target: CheckoutTarget;
  /** The card form and the total the page showed (the server charges only that). */
  input: CheckoutPayInput;
  /** One key per attempt of the form: a retry of the same attempt sends the same key and is charged once. */
  idempotencyKey: string;
}

/** `POST /api/checkout/:gigId/pay` or `/api/checkout/proposals/:id/pay`: charges the card and places the order. */
export function pay({ target, input, idempotencyKey }: PayVariables): Promise<Order> {
  const path = target.kind === 'gig' ? checkoutPayPath(target.id) : proposalCheckoutPayPath(target.id);
  return api.post<Order>(path, input, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}

/**
 * The payment's mutation. `onPaid` gets the new order first, before the
 * caller's own success handler (the app gives the orders area's cache update:
 * checkout does not know the orders' queries).
 */
export function usePay(onPaid?: (order: Order) => void) {
  return useMutation({ mutationFn: pay, onSuccess: (order) => onPaid?.(order) });
}

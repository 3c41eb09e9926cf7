import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutPath, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { api, isApiError } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** `GET /api/checkout/:gigId`: the price, fee and total the server will charge for a gig. */
export function getCheckoutQuote(gigId: string, signal?: AbortSignal): Promise<CheckoutQuote> {
  return api.get<CheckoutQuote>(checkoutPath(gigId), signal);
}

export function useCheckoutQuote(gigId: string) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.quote(gigId),
      queryFn: ({ signal }) => getCheckoutQuote(gigId, signal),
      enabled: gigId !== '',
      // A refusal (unknown gig, not a buyer, own gig) stays a refusal: no retries.
      retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    }),
  );
}

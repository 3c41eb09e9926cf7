import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutPath, proposalCheckoutPath, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { api, isApiError } from '../../../../lib/api-client.ts';
import { checkoutKeys } from './query-keys.ts';

/** What a checkout pays for: a gig (`?gig=`) or a hired proposal for a job post (`?proposal=`). */
export interface CheckoutTarget {
  kind: 'gig' | 'proposal';
  id: string;
}

/** The quote's endpoint for what is bought. */
export function quotePathOf(target: CheckoutTarget): string {
  return target.kind === 'gig' ? checkoutPath(target.id) : proposalCheckoutPath(target.id);
}

/**
 * `GET /api/checkout/:gigId` or `GET /api/checkout/proposals/:id`: the price,
 * fee and total the server will charge.
 */
export function getCheckoutQuote(target: CheckoutTarget, signal?: AbortSignal): Promise<CheckoutQuote> {
  return api.get<CheckoutQuote>(quotePathOf(target), signal);
}

export function useCheckoutQuote(target: CheckoutTarget) {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.quote(target),
      queryFn: ({ signal }) => getCheckoutQuote(target, signal),
      enabled: target.id !== '',
      // A refusal (unknown gig or proposal, not a buyer, own gig, already paid) stays a refusal: no retries.
      retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    }),
  );
}

import { priceChangedDetailsSchema, type PriceChangedDetails } from '@teenfreelance/contracts/checkout';
import { reasonOf } from '@teenfreelance/contracts/errors';
import { isApiError } from '../../../../lib/api-client.ts';

/**
 * The new quote of a payment refused because the price changed while the
 * buyer was on checkout (409 `PRICE_CHANGED`, nothing charged), or null for
 * any other failure.
 */
export function priceChangeOf(error: unknown): PriceChangedDetails | null {
  if (!isApiError(error) || error.status !== 409 || reasonOf(error.details) !== 'PRICE_CHANGED') return null;
  const parsed = priceChangedDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The platform's fee on an order (decision 0070): added on top of the price, paid by the buyer. orders.ts re-exports this file. */

/** The platform fee, percent of the gig price, added on top of it. */
export const PLATFORM_FEE_PERCENT = 4;

/** The fee on a price: 4% rounded half up to the cent, in integers (no floating-point cents). */
export function feeCents(priceCents: number): number {
  return Math.floor((priceCents * PLATFORM_FEE_PERCENT + 50) / 100);
}

/** What the buyer pays: the price plus the fee. */
export function totalCents(priceCents: number): number {
  return priceCents + feeCents(priceCents);
}

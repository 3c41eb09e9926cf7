import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buyerReviewPath } from '@teenfreelance/contracts/two-way-reviews';
import type { TestUser } from './factories.ts';

/**
 * The seller's review of the buyer of a completed order: written after the
 * buyer's, it publishes both (decision 0093), as a test that reads the buyer's
 * review needs.
 */
export async function sellerRatesBuyer(app: FastifyInstance, seller: TestUser, orderId: string, rating = 5) {
  const rated = await app.inject({
    method: 'POST',
    url: buyerReviewPath(orderId),
    headers: { cookie: seller.cookie },
    payload: { rating, comment: 'Clear brief and quick answers.' },
  });
  expect(rated.statusCode, rated.body).toBe(201);
}

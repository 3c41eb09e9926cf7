import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buyerReviewPath } from '@teenfreelance/contracts/two-way-reviews';
import type { Database } from '../db/client.ts';
import { buildUser, type TestUser } from './factories.ts';
import { actOk, deliveredOrder, pay } from './order-helpers.ts';

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

/** An order delivered and accepted: completed, and open to both reviews. */
export async function completedOrder(app: FastifyInstance, db: Database) {
  const delivered = await deliveredOrder(app, db);
  await actOk(app, delivered.buyer, delivered.order.id, { action: 'accept' });
  return delivered;
}

/** Another buyer, `name`, pays for `seller`'s gig; the seller delivers and the buyer accepts. */
export async function completedOrderFrom(
  app: FastifyInstance,
  db: Database,
  seller: TestUser,
  gigId: string,
  name: string,
) {
  const buyer = await buildUser(app, db, { role: 'buyer', name });
  const paid = await pay(app, buyer, gigId);
  expect(paid.statusCode, paid.body).toBe(201);
  const orderId = paid.json<{ id: string }>().id;
  await actOk(app, seller, orderId, { action: 'start' });
  await actOk(app, seller, orderId, { action: 'deliver', message: 'Done', fileIds: [] });
  await actOk(app, buyer, orderId, { action: 'accept' });
  return { buyer, orderId };
}

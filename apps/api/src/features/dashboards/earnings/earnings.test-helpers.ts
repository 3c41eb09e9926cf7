import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Order } from '@teenfreelance/contracts/orders';
import { OWN_PROFILE_PATH } from '@teenfreelance/contracts/profiles';
import type { Database } from '../../../db/client.ts';
import { buildGig, type TestUser } from '../../../testing/factories.ts';
import { actOk, pay } from '../../../testing/order-helpers.ts';

/** GET `url` as `who`. */
export function getAs(app: FastifyInstance, who: TestUser | null, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
}

/** GET `url` as `who`, expecting 200: the answer. */
export async function readAs<T>(app: FastifyInstance, who: TestUser, url: string): Promise<T> {
  const response = await getAs(app, who, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** An order the buyer paid for, the seller delivered and the buyer accepted, now: its id. */
export async function completedOrder(
  app: FastifyInstance,
  db: Database,
  { seller, buyer }: { seller: TestUser; buyer: TestUser },
  gig: { title?: string; priceCents: number },
): Promise<string> {
  const { id: gigId } = await buildGig(db, seller.id, {
    title: gig.title ?? 'Logo design',
    priceCents: gig.priceCents,
  });
  const paid = await pay(app, buyer, gigId);
  expect(paid.statusCode, paid.body).toBe(201);
  const orderId = paid.json<Order>().id;
  await actOk(app, seller, orderId, { action: 'start' });
  await actOk(app, seller, orderId, { action: 'deliver', message: 'Here it is', fileIds: [] });
  await actOk(app, buyer, orderId, { action: 'accept' });
  return orderId;
}

/** Sets the country on `who`'s profile, as the profile form does. */
export async function setCountry(app: FastifyInstance, who: TestUser, country: string): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: OWN_PROFILE_PATH,
    headers: { cookie: who.cookie },
    payload: { personalInfo: { country } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@teenfreelance/contracts/checkout';
import { PRO_UPGRADE_PATH } from '@teenfreelance/contracts/pro-plan';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../testing/factories.ts';
import { uploadImages, gigInput } from '../../testing/gig-helpers.ts';
import { payBody } from '../../testing/order-helpers.ts';

/** `POST /api/me/plan/pro` with a card (the test card that succeeds unless told). */
export function upgrade(
  app: FastifyInstance,
  who: TestUser,
  card: Partial<ReturnType<typeof payBody>> = {},
  key = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: PRO_UPGRADE_PATH,
    headers: { cookie: who.cookie, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: payBody(card),
  });
}

/** Creates a gig through the wizard's API; answers its status code (201, or 422 at the plan's limit). */
export async function createGig(app: FastifyInstance, who: TestUser): Promise<number> {
  const imageIds = await uploadImages(app, who.cookie);
  const response = await app.inject({
    method: 'POST',
    url: '/api/gigs',
    headers: { cookie: who.cookie },
    payload: gigInput({ imageIds }),
  });
  return response.statusCode;
}

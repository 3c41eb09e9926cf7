import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../../testing/factories.ts';
import { uploadImages, gigInput } from '../../../testing/gig-helpers.ts';

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

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exploreQuerySchema,
  exploreResponseSchema,
  gigDetailSchema,
  gigIdParamsSchema,
  gigInputSchema,
  gigLimitSchema,
  gigListSchema,
  gigUpdateInputSchema,
  homeGigsSchema,
} from '@teenfreelance/contracts/gigs';
import { uploadedImageSchema } from '@teenfreelance/contracts/uploads';
import type { Database } from '../../db/client.ts';
import { optionalUser, requireUser } from '../../http/auth-guard.ts';
import { IMAGE_MULTIPART_OPTIONS, readUploadedImage } from '../../http/uploads.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ExploreCache } from './explore-cache.ts';
import { exploreGigs, homeGigs } from './explore.service.ts';
import { uploadGigImage } from './gig-pictures.service.ts';
import {
  assertCanCreateGig,
  createGig,
  deleteGig,
  getGigDetail,
  gigLimit,
  listSellerGigs,
  updateGig,
} from './gigs.service.ts';

export interface GigsRoutesOptions {
  db: Database;
  authService: AuthService;
  uploadsDir: string;
  /** Explore answers cache (decision 0024); none when omitted. */
  exploreCache?: ExploreCache;
}

export const gigsRoutes: FastifyPluginAsyncZod<GigsRoutesOptions> = async (
  app,
  { db, authService, uploadsDir, exploreCache },
) => {
  const deps = { db, uploadsDir };
  // Who may call comes before what they sent: a visitor gets 401 and a buyer 403 whatever the body.
  const signedIn = async (request: FastifyRequest) => {
    await requireUser(authService, request);
  };
  const freelancerOnly = async (request: FastifyRequest) => {
    assertCanCreateGig(await requireUser(authService, request));
  };
  // Scoped to this plugin: only the gig picture upload accepts multipart bodies here.
  await app.register(multipart, IMAGE_MULTIPART_OPTIONS);

  app.get(
    '/api/gigs',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Explore and search public gigs (Pro first, then the sort), 24 per page',
        querystring: exploreQuerySchema,
        response: { 200: exploreResponseSchema },
      },
    },
    async (request) => exploreGigs(db, request.query, exploreCache),
  );

  app.get(
    '/api/gigs/home',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Home lists: featured, recently added, listings and the public total',
        response: { 200: homeGigsSchema },
      },
    },
    async () => homeGigs(db),
  );

  app.get(
    '/api/gigs/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One gig (404 when unknown or not public, except to its owner)',
        params: gigIdParamsSchema,
        response: { 200: gigDetailSchema },
      },
    },
    async (request) => getGigDetail(db, request.params.id, await optionalUser(authService, request)),
  );

  app.post(
    '/api/gigs',
    {
      preValidation: freelancerOnly,
      schema: {
        tags: ['catalogue'],
        summary: 'Create a gig (freelancers; plan limit 2 free, 10 Pro)',
        body: gigInputSchema,
        response: { 201: gigDetailSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(authService, request);
      const gig = await createGig(deps, user, request.body);
      return reply.status(201).send(gig);
    },
  );

  app.patch(
    '/api/gigs/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['catalogue'],
        summary: 'Edit a gig (owner)',
        params: gigIdParamsSchema,
        body: gigUpdateInputSchema,
        response: { 200: gigDetailSchema },
      },
    },
    async (request) => {
      const user = await requireUser(authService, request);
      return updateGig(deps, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/gigs/:id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['catalogue'],
        summary: 'Delete a gig (owner or admin); past orders and reviews keep it',
        params: gigIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await requireUser(authService, request);
      await deleteGig(deps, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/:id/gigs',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A seller's gigs (the owner also sees drafts)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: gigListSchema },
      },
    },
    async (request) => ({
      gigs: await listSellerGigs(db, request.params.id, await optionalUser(authService, request)),
    }),
  );

  app.get(
    '/api/me/gig-limit',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The signed-in user's active gigs and plan limit",
        response: { 200: gigLimitSchema },
      },
    },
    async (request) => gigLimit(db, await requireUser(authService, request)),
  );

  app.post(
    '/api/uploads/images',
    {
      preValidation: freelancerOnly,
      schema: {
        tags: ['catalogue'],
        summary: 'Upload one gig picture (multipart field "file"; JPEG, PNG or WebP; 5 MB; 25 MP)',
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(authService, request);
      const uploaded = await uploadGigImage(deps, user, () => readUploadedImage(request));
      return reply.status(201).send(uploaded);
    },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GigCard } from '@teenfreelance/contracts/gig-dtos';
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
  sellerGigsPath,
  GIG_LIMIT_PATH,
} from '@teenfreelance/contracts/gigs';
import { uploadedImageSchema, IMAGE_UPLOADS_PATH } from '@teenfreelance/contracts/uploads';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { GigViewsService } from './gig-views.service.ts';
import type { SafetyService } from '../../trust-and-safety/safety.service.ts';

const NOBODY: ReadonlySet<string> = new Set();

/** The cards of sellers other than `sellers`. */
const withoutSellers = (cards: GigCard[], sellers: ReadonlySet<string>): GigCard[] =>
  cards.filter((card) => !sellers.has(card.seller.id));
import { shapeSerializerCompiler } from '../../../http/serializers.ts';
import { IMAGE_MULTIPART_OPTIONS, readUploadedImage } from '../../../http/uploads.ts';
import type { ExploreService } from '../search/explore.service.ts';
import type { GigPicturesService } from './gig-pictures.service.ts';
import { assertCanCreateGig } from './gigs.policy.ts';
import type { GigsService } from './gigs.service.ts';
import { GIGS_PATH, HOME_GIGS_PATH, gigPath, gigViewsPath } from '@teenfreelance/contracts/api-paths';

export interface GigsRoutesOptions {
  gigsService: GigsService;
  exploreService: ExploreService;
  gigPicturesService: GigPicturesService;
  gigViewsService: GigViewsService;
  /** The sellers who blocked the viewer: their gigs leave the lists the viewer reads. */
  safetyService: Pick<SafetyService, 'blockersOf'>;
  guard: AuthGuard;
}

export const gigsRoutes: FastifyPluginAsyncZod<GigsRoutesOptions> = async (
  app,
  { gigsService, exploreService, gigPicturesService, gigViewsService, safetyService, guard },
) => {
  // Shared (cached) lists are filtered per viewer afterwards: blocks are rare, and the cache stays one per URL.
  const blockersOf = async (request: FastifyRequest): Promise<ReadonlySet<string>> => {
    const viewer = await guard.optionalUser(request);
    return viewer ? safetyService.blockersOf(viewer.id) : NOBODY;
  };
  // Scoped to this plugin: only the gig picture upload accepts multipart bodies here.
  await app.register(multipart, IMAGE_MULTIPART_OPTIONS);

  app.get(
    GIGS_PATH,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Explore and search public gigs (Pro first, then the sort), 24 per page',
        querystring: exploreQuerySchema,
        response: { 200: exploreResponseSchema },
      },
      // The catalogue's hottest answer: written from its schema, not re-checked card by card (decision 0046).
      serializerCompiler: shapeSerializerCompiler,
    },
    async (request) => {
      const [answer, blockers] = await Promise.all([exploreService.explore(request.query), blockersOf(request)]);
      return blockers.size === 0 ? answer : { ...answer, gigs: withoutSellers(answer.gigs, blockers) };
    },
  );

  app.get(
    HOME_GIGS_PATH,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Home lists: featured, recently added, listings and the public total',
        response: { 200: homeGigsSchema },
      },
    },
    async (request) => {
      const [answer, blockers] = await Promise.all([exploreService.homeGigs(), blockersOf(request)]);
      if (blockers.size === 0) return answer;
      const { featured, recent, listings } = answer;
      return {
        ...answer,
        featured: withoutSellers(featured, blockers),
        recent: withoutSellers(recent, blockers),
        listings: withoutSellers(listings, blockers),
      };
    },
  );

  app.get(
    gigPath.pattern,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One gig (404 when unknown or not public, except to its owner)',
        params: gigIdParamsSchema,
        response: { 200: gigDetailSchema },
      },
    },
    async (request) => gigsService.getGigDetail(request.params.id, await guard.optionalUser(request)),
  );

  app.post(
    gigViewsPath.pattern,
    {
      schema: {
        tags: ['catalogue'],
        summary: "The gig's page was seen (counted once per visitor and hour; bots are not counted)",
        params: gigIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await guard.optionalUser(request);
      await gigViewsService.recordView(request.params.id, {
        userId: user?.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    sellerGigsPath.pattern,
    {
      schema: {
        tags: ['catalogue'],
        summary: "A seller's gigs (the owner also sees drafts)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: gigListSchema },
      },
    },
    async (request) => ({
      gigs: (await blockersOf(request)).has(request.params.id)
        ? []
        : await gigsService.listSellerGigs(request.params.id, await guard.optionalUser(request)),
    }),
  );

  // Who may call comes before what they sent: a visitor gets 401 and a buyer 403 whatever the body.
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.patch(
      gigPath.pattern,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Edit a gig (owner)',
          params: gigIdParamsSchema,
          body: gigUpdateInputSchema,
          response: { 200: gigDetailSchema },
        },
      },
      async (request) => gigsService.updateGig(userOf(request), request.params.id, request.body),
    );

    scope.delete(
      gigPath.pattern,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Delete a gig (owner or admin); past orders and reviews keep it',
          params: gigIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await gigsService.deleteGig(userOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    scope.get(
      GIG_LIMIT_PATH,
      {
        schema: {
          tags: ['catalogue'],
          summary: "The signed-in user's active gigs and plan limit",
          response: { 200: gigLimitSchema },
        },
      },
      async (request) => gigsService.gigLimit(userOf(request)),
    );

    // Gig writes: freelancers only, a buyer's 403 also before the body is looked at.
    await guard.guardedGroup(
      scope,
      async (writer, freelancerOf) => {
        writer.post(
          GIGS_PATH,
          {
            schema: {
              tags: ['catalogue'],
              summary: 'Create a gig (freelancers; plan limit 2 free, 10 Pro)',
              body: gigInputSchema,
              response: { 201: gigDetailSchema },
            },
          },
          async (request, reply) => {
            const gig = await gigsService.createGig(freelancerOf(request), request.body);
            return reply.status(201).send(gig);
          },
        );

        writer.post(
          IMAGE_UPLOADS_PATH,
          {
            schema: {
              tags: ['catalogue'],
              summary: 'Upload one gig picture (multipart field "file"; JPEG, PNG or WebP; 5 MB; 25 MP)',
              response: { 201: uploadedImageSchema },
            },
          },
          async (request, reply) => {
            const uploaded = await gigPicturesService.upload(freelancerOf(request), () => readUploadedImage(request));
            return reply.status(201).send(uploaded);
          },
        );
      },
      { authorize: assertCanCreateGig },
    );
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderParamsSchema } from '@teenfreelance/contracts/orders';
import {
  reviewInputSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewParamsSchema,
  reviewReplySchema,
  reviewSchema,
  gigReviewsPath,
  userReviewsPath,
  orderReviewPath,
  reviewReplyPath,
} from '@teenfreelance/contracts/reviews';
import {
  buyerRatingPath,
  buyerRatingSchema,
  buyerReviewPath,
  orderReviewsPath,
  orderReviewsSchema,
} from '@teenfreelance/contracts/two-way-reviews';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { ReviewsService } from './reviews.service.ts';

export interface ReviewsRoutesOptions {
  reviewsService: ReviewsService;
  guard: AuthGuard;
}

/** Reviews of completed orders and the sellers' replies (the route table is in packages/contracts/src/reviews.ts). */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, { reviewsService, guard }) => {
  const tags = ['reviews'];
  app.get(
    gigReviewsPath.pattern,
    {
      schema: {
        tags,
        summary: "A gig's reviews, newest first, with its rating summary",
        params: reviewParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) =>
      reviewsService.page({ gigId: request.params.id }, await guard.optionalUser(request), request.query.before),
  );
  app.get(
    userReviewsPath.pattern,
    {
      schema: {
        tags,
        summary: "A seller's reviews over all their gigs, newest first, with the summary",
        params: reviewParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) =>
      reviewsService.page({ sellerId: request.params.id }, await guard.optionalUser(request), request.query.before),
  );

  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.post(
      orderReviewPath.pattern,
      {
        schema: {
          tags,
          summary: "The buyer's review of a completed order (once, within 10 days; hidden until published)",
          params: orderParamsSchema,
          body: reviewInputSchema,
          response: { 201: reviewSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await reviewsService.review(userOf(request), request.params.id, request.body)),
    );
    scope.post(
      reviewReplyPath.pattern,
      {
        schema: {
          tags,
          summary: "The seller's one reply to a review",
          params: reviewParamsSchema,
          body: reviewReplySchema,
          response: { 200: reviewSchema },
        },
      },
      async (request) => reviewsService.reply(userOf(request), request.params.id, request.body),
    );
    scope.post(
      buyerReviewPath.pattern,
      {
        schema: {
          tags,
          summary:
            "The seller's review of the buyer of a completed order (once, within 10 days; hidden until published)",
          params: orderParamsSchema,
          body: reviewInputSchema,
          response: { 201: orderReviewsSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await reviewsService.rateBuyer(userOf(request), request.params.id, request.body)),
    );
    scope.get(
      orderReviewsPath.pattern,
      {
        schema: {
          tags,
          summary: 'Both reviews of an order as the caller (a party) may see them',
          params: orderParamsSchema,
          response: { 200: orderReviewsSchema },
        },
      },
      async (request) => reviewsService.orderReviews(userOf(request), request.params.id),
    );
    scope.get(
      buyerRatingPath.pattern,
      {
        schema: {
          tags,
          summary: "A buyer's rating from sellers' published reviews, for sellers who meet them",
          params: reviewParamsSchema,
          response: { 200: buyerRatingSchema },
        },
      },
      async (request) => reviewsService.buyerRating(userOf(request), request.params.id),
    );
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYMENT_VERIFICATION_PATH,
  cardCheckInputSchema,
  paymentVerificationSchema,
} from '@teenfreelance/contracts/card-check';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { CardCheckService } from './card-check.service.ts';

export interface CardCheckRoutesOptions {
  cardCheckService: CardCheckService;
  guard: AuthGuard;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };
const tags = ['payments'];

/** The signed-in user's $0 card check (packages/contracts/src/card-check.ts, decision 0085). */
export const cardCheckRoutes: FastifyPluginAsyncZod<CardCheckRoutesOptions> = async (
  app,
  { cardCheckService, guard },
) => {
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      PAYMENT_VERIFICATION_PATH,
      {
        schema: {
          tags,
          summary: 'Whether the signed-in user has a verified payment method',
          response: { 200: paymentVerificationSchema, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return cardCheckService.status(userOf(request));
      },
    );
    scope.post(
      PAYMENT_VERIFICATION_PATH,
      {
        schema: {
          tags,
          summary: 'Verify a payment method with a $0 card check (nothing is charged)',
          body: cardCheckInputSchema,
          response: { 200: paymentVerificationSchema, ...errors },
        },
      },
      async (request) => cardCheckService.verify(userOf(request), request.body),
    );
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  CHECKOUT_TEXTS,
  checkoutParamsSchema,
  checkoutQuoteSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  checkoutPayInputSchema,
  checkoutPath,
  proposalCheckoutPath,
  proposalCheckoutPayPath,
  checkoutPayPath,
} from '@teenfreelance/contracts/checkout';
import { orderSchema, type Order } from '@teenfreelance/contracts/orders';
import { proposalParamsSchema } from '@teenfreelance/contracts/proposals';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { forbidden } from '../../../http/errors.ts';
import { isBuyer } from './checkout.policy.ts';
import type { CheckoutService } from './checkout.service.ts';

export interface CheckoutRoutesOptions {
  checkoutService: CheckoutService;
  guard: AuthGuard;
}

function assertBuyer(user: SessionUser): void {
  if (!isBuyer(user)) throw forbidden(CHECKOUT_TEXTS.onlyBuyers, { reason: 'NOT_A_BUYER' });
}

/** A payment's answer: 201 and the order, marked when it repeats the first answer for the key. */
function sendPaid(reply: FastifyReply, { order, replayed }: { order: Order; replayed: boolean }) {
  if (replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(201).send(order);
}

/** Checkout: a buyer's quote and payment for a gig or a hired proposal (routes in packages/contracts/src/checkout.ts). */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, { checkoutService, guard }) => {
  await guard.guardedGroup(
    app,
    async (scope, buyerOf) => {
      const tags = ['checkout'];
      scope.get(
        checkoutPath.pattern,
        {
          schema: {
            tags,
            summary: 'What the buyer would pay for a gig now',
            params: checkoutParamsSchema,
            response: { 200: checkoutQuoteSchema },
          },
        },
        async (request) => checkoutService.quote(buyerOf(request), { kind: 'gig', id: request.params.gigId }),
      );
      scope.get(
        proposalCheckoutPath.pattern,
        {
          schema: {
            tags,
            summary: "What the job's poster would pay for the proposal they hired",
            params: proposalParamsSchema,
            response: { 200: checkoutQuoteSchema },
          },
        },
        async (request) => checkoutService.quote(buyerOf(request), { kind: 'proposal', id: request.params.id }),
      );
      scope.post(
        proposalCheckoutPayPath.pattern,
        {
          schema: {
            tags,
            summary: 'Pay for a hired proposal: creates the order (once per Idempotency-Key)',
            params: proposalParamsSchema,
            headers: idempotencyHeadersSchema,
            body: checkoutPayInputSchema,
            response: { 201: orderSchema },
          },
        },
        async (request, reply) =>
          sendPaid(
            reply,
            await checkoutService.pay(
              buyerOf(request),
              { kind: 'proposal', id: request.params.id },
              request.headers[IDEMPOTENCY_KEY_HEADER],
              request.body,
            ),
          ),
      );
      scope.post(
        checkoutPayPath.pattern,
        {
          schema: {
            tags,
            summary: 'Pay for a gig: creates the order (once per Idempotency-Key)',
            params: checkoutParamsSchema,
            headers: idempotencyHeadersSchema,
            body: checkoutPayInputSchema,
            response: { 201: orderSchema },
          },
        },
        async (request, reply) =>
          sendPaid(
            reply,
            await checkoutService.pay(
              buyerOf(request),
              { kind: 'gig', id: request.params.gigId },
              request.headers[IDEMPOTENCY_KEY_HEADER],
              request.body,
            ),
          ),
      );
    },
    { authorize: assertBuyer, unauthenticatedMessage: CHECKOUT_TEXTS.authRequiredDescription },
  );
};

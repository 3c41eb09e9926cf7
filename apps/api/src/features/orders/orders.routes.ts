import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECKOUT_TEXTS,
  checkoutParamsSchema,
  checkoutQuoteSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  payInputSchema,
} from '@teenfreelance/contracts/checkout';
import {
  ORDER_FILE_LIMITS,
  ORDERS_PATH,
  orderFileParamsSchema,
  orderFileSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderParamsSchema,
  orderSchema,
  orderTransitionSchema,
  type Order,
} from '@teenfreelance/contracts/orders';
import { proposalParamsSchema } from '@teenfreelance/contracts/proposals';
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { AppError } from '../../http/errors.ts';
import type { CheckoutService } from '../payments/checkout/checkout.service.ts';
import { receiveDeliveryFile } from './order-files.upload.ts';
import { attachmentDisposition } from './order-files.storage.ts';
import { isBuyer } from './orders.policy.ts';
import type { OrderFilesService } from './order-files.service.ts';
import type { OrdersService } from './orders.service.ts';

export interface OrdersRoutesOptions {
  ordersService: OrdersService;
  orderFilesService: OrderFilesService;
  checkoutService: CheckoutService;
  guard: AuthGuard;
}

function assertBuyer(user: SessionUser): void {
  if (!isBuyer(user)) throw new AppError('FORBIDDEN', CHECKOUT_TEXTS.onlyBuyers, { reason: 'NOT_A_BUYER' });
}

/** A payment's answer: 201 and the order, marked when it repeats the first answer for the key. */
function sendPaid(reply: FastifyReply, { order, replayed }: { order: Order; replayed: boolean }) {
  if (replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(201).send(order);
}

/** Checkout, payment and orders (the route table is in packages/contracts/src/orders.ts). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { ordersService, orderFilesService, checkoutService, guard },
) => {
  // Scoped to this plugin: only the delivery file upload accepts multipart bodies here.
  await app.register(multipart, {
    limits: { fileSize: ORDER_FILE_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 },
  });

  await guard.guardedGroup(
    app,
    async (scope, buyerOf) => {
      const tags = ['checkout'];
      scope.get(
        '/api/checkout/:gigId',
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
        '/api/checkout/proposals/:id',
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
        '/api/checkout/proposals/:id/pay',
        {
          schema: {
            tags,
            summary: 'Pay for a hired proposal: creates the order (once per Idempotency-Key)',
            params: proposalParamsSchema,
            headers: idempotencyHeadersSchema,
            body: payInputSchema,
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
        '/api/checkout/:gigId/pay',
        {
          schema: {
            tags,
            summary: 'Pay for a gig: creates the order (once per Idempotency-Key)',
            params: checkoutParamsSchema,
            headers: idempotencyHeadersSchema,
            body: payInputSchema,
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

  await guard.guardedGroup(app, async (scope, userOf) => {
    const tags = ['orders'];
    scope.get(
      ORDERS_PATH,
      {
        schema: {
          tags,
          summary: "The caller's orders, buying or selling, by dashboard tab",
          querystring: orderListQuerySchema,
          response: { 200: orderPageSchema },
        },
      },
      async (request) => ordersService.list(userOf(request), request.query),
    );
    scope.get(
      `${ORDERS_PATH}/:id`,
      { schema: { tags, summary: 'One order', params: orderParamsSchema, response: { 200: orderSchema } } },
      async (request) => ordersService.get(userOf(request), request.params.id),
    );
    scope.post(
      `${ORDERS_PATH}/:id/transitions`,
      {
        schema: {
          tags,
          summary: 'Take an action on an order (start, deliver, request a revision, accept, cancel...)',
          params: orderParamsSchema,
          body: orderTransitionSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => ordersService.transition(userOf(request), request.params.id, request.body),
    );
    scope.post(
      `${ORDERS_PATH}/:id/files`,
      {
        schema: {
          tags,
          summary:
            'Upload a file for the next delivery (multipart field "file"; PDF, ZIP, PNG, JPEG, WebP, MP3, MP4; 25 MB)',
          params: orderParamsSchema,
          response: { 201: orderFileSchema },
        },
      },
      async (request, reply) => {
        const file = await orderFilesService.upload(userOf(request), request.params.id, (dir) =>
          receiveDeliveryFile(request, dir),
        );
        return reply.code(201).send(file);
      },
    );
    scope.get(
      `${ORDERS_PATH}/:id/files/:fileId`,
      { schema: { tags, summary: 'Download a delivery file (an attachment)', params: orderFileParamsSchema } },
      async (request, reply) => {
        const file = await orderFilesService.open(userOf(request), request.params.id, request.params.fileId);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.sizeBytes))
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  });
};

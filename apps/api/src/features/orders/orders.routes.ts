import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  orderPath,
  orderTransitionsPath,
  orderFilesPath,
  orderFilePath,
} from '@teenfreelance/contracts/orders';
import { orderReceiptPath, receiptSchema } from '@teenfreelance/contracts/receipts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { receiveDeliveryFile } from './order-files.upload.ts';
import { attachmentDisposition } from './order-files.storage.ts';
import type { OrderFilesService } from './order-files.service.ts';
import type { OrdersService } from './orders.service.ts';

export interface OrdersRoutesOptions {
  ordersService: OrdersService;
  orderFilesService: OrderFilesService;
  guard: AuthGuard;
}

/** Orders and their delivery files (the route table is in packages/contracts/src/orders.ts). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { ordersService, orderFilesService, guard },
) => {
  // Scoped to this plugin: only the delivery file upload accepts multipart bodies here.
  await app.register(multipart, {
    limits: { fileSize: ORDER_FILE_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 },
  });

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
      orderPath.pattern,
      { schema: { tags, summary: 'One order', params: orderParamsSchema, response: { 200: orderSchema } } },
      async (request) => ordersService.get(userOf(request), request.params.id),
    );
    scope.get(
      orderReceiptPath.pattern,
      {
        schema: {
          tags,
          summary: "An order's receipt (its buyer and admins)",
          params: orderParamsSchema,
          response: { 200: receiptSchema },
        },
      },
      async (request) => ordersService.receipt(userOf(request), request.params.id),
    );
    scope.post(
      orderTransitionsPath.pattern,
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
      orderFilesPath.pattern,
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
        const file = await orderFilesService.upload(userOf(request), request.params.id, (storage) =>
          receiveDeliveryFile(request, storage),
        );
        return reply.code(201).send(file);
      },
    );
    scope.get(
      orderFilePath.pattern,
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

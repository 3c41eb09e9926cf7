import { randomInt, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPath, checkoutPayPath } from '@teenfreelance/contracts/checkout';
import {
  ORDERS_PATH,
  orderFilesPath,
  orderPath,
  orderTransitionsPath,
  type OrderFile,
  type OrderStatus,
} from '@teenfreelance/contracts/orders';
import { orderReceiptPath } from '@teenfreelance/contracts/receipts';
import { orders } from '../../db/schema/orders.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { multipart } from '../../testing/gig-helpers.ts';
import { payBody } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

/** Every orders endpoint against every actor, with the exact status each gets: strangers get 404, never 403. */
let ctx: TestContext;
let actors: Record<'buyer' | 'seller' | 'stranger' | 'freelancer' | 'admin', TestUser>;
let gigId: string;

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  actors = {
    buyer: await buildUser(ctx.app, db, { role: 'buyer' }),
    seller: await buildUser(ctx.app, db, { role: 'freelancer' }),
    stranger: await buildUser(ctx.app, db, { role: 'buyer' }),
    freelancer: await buildUser(ctx.app, db, { role: 'freelancer' }),
    admin: await buildUser(ctx.app, db, { role: 'admin' }),
  };
  gigId = (await buildGig(ctx.database.db, actors.seller.id)).id;
});
afterAll(() => ctx.close());

type Actor = 'visitor' | keyof typeof actors;
const cookieOf = (actor: Actor) => (actor === 'visitor' ? {} : { cookie: actors[actor].cookie });
const call = (actor: Actor, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookieOf(actor), ...(payload ? { payload } : {}) });

/** An order of the buyer and seller in `status`, written directly so that every cell of the matrix has its own. */
async function orderIn(status: OrderStatus): Promise<string> {
  const now = new Date();
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      number: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      buyerId: actors.buyer.id,
      sellerId: actors.seller.id,
      gigId,
      gigTitle: 'Friendly test service',
      priceCents: 2500,
      feeCents: 100,
      totalCents: 2600,
      deliveryDays: 3,
      revisions: 'Unlimited',
      status,
      dueAt: now,
      deliveredAt: status === 'delivered' ? now : null,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  return row.id;
}

/** A PDF the seller delivered on a new order. */
async function deliveredFile(): Promise<OrderFile> {
  const id = await orderIn('in_progress');
  const body = multipart(PDF, { filename: 'a.pdf', contentType: 'application/pdf' });
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: orderFilesPath(id),
    payload: body.payload,
    headers: { ...body.headers, cookie: actors.seller.cookie },
  });
  const file = uploaded.json<OrderFile>();
  await call('seller', 'POST', orderTransitionsPath(id), { action: 'deliver', message: 'Done', fileIds: [file.id] });
  return file;
}

const upload = async (actor: Actor) => {
  const body = multipart(PDF, { filename: 'a.pdf', contentType: 'application/pdf' });
  return ctx.app.inject({
    method: 'POST',
    url: orderFilesPath(await orderIn('in_progress')),
    payload: body.payload,
    headers: { ...body.headers, ...cookieOf(actor) },
  });
};

const matrix: {
  name: string;
  expected: Record<Actor, number>;
  send: (actor: Actor) => Promise<LightMyRequestResponse>;
}[] = [
  {
    name: 'GET /api/checkout/:gigId',
    expected: { visitor: 401, buyer: 200, seller: 403, stranger: 200, freelancer: 403, admin: 403 },
    send: (actor) => call(actor, 'GET', checkoutPath(gigId)),
  },
  {
    name: 'POST /api/checkout/:gigId/pay',
    expected: { visitor: 401, buyer: 201, seller: 403, stranger: 201, freelancer: 403, admin: 403 },
    send: (actor) =>
      ctx.app.inject({
        method: 'POST',
        url: checkoutPayPath(gigId),
        headers: { ...cookieOf(actor), 'idempotency-key': randomUUID() },
        payload: { ...payBody(), quotedTotalCents: 2600 },
      }),
  },
  {
    name: 'GET /api/orders',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 200, freelancer: 200, admin: 200 },
    send: (actor) => call(actor, 'GET', `${ORDERS_PATH}?role=selling`),
  },
  {
    name: 'GET /api/orders/:id',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 404, freelancer: 404, admin: 200 },
    send: async (actor) => call(actor, 'GET', orderPath(await orderIn('paid'))),
  },
  {
    name: 'GET /api/orders/:id/receipt',
    expected: { visitor: 401, buyer: 200, seller: 403, stranger: 404, freelancer: 404, admin: 200 },
    send: async (actor) => call(actor, 'GET', orderReceiptPath(await orderIn('paid'))),
  },
  {
    name: 'POST /api/orders/:id/transitions start (paid)',
    expected: { visitor: 401, buyer: 403, seller: 200, stranger: 404, freelancer: 404, admin: 403 },
    send: async (actor) => call(actor, 'POST', orderTransitionsPath(await orderIn('paid')), { action: 'start' }),
  },
  {
    name: 'POST /api/orders/:id/transitions cancel (paid)',
    expected: { visitor: 401, buyer: 200, seller: 403, stranger: 404, freelancer: 404, admin: 200 },
    send: async (actor) =>
      call(actor, 'POST', orderTransitionsPath(await orderIn('paid')), { action: 'cancel', reason: 'Changed' }),
  },
  {
    name: 'POST /api/orders/:id/transitions accept (delivered)',
    expected: { visitor: 401, buyer: 200, seller: 403, stranger: 404, freelancer: 404, admin: 403 },
    send: async (actor) => call(actor, 'POST', orderTransitionsPath(await orderIn('delivered')), { action: 'accept' }),
  },
  {
    name: 'POST /api/orders/:id/files (in progress)',
    expected: { visitor: 401, buyer: 403, seller: 201, stranger: 404, freelancer: 404, admin: 403 },
    send: upload,
  },
  {
    name: 'GET /api/orders/:id/files/:fileId (delivered)',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 404, freelancer: 404, admin: 200 },
    send: async (actor) => call(actor, 'GET', (await deliveredFile()).url),
  },
];

describe('who may do what with checkout and orders', () => {
  for (const row of matrix) {
    for (const [actor, status] of Object.entries(row.expected) as [Actor, number][]) {
      it(`${row.name} as ${actor}: ${status}`, async () => {
        const answer = await row.send(actor);
        expect(answer.statusCode, answer.body).toBe(status);
        if (status === 401) expect(answer.json().error.code).toBe('UNAUTHENTICATED');
        if (status === 404) expect(answer.json().error.code).toBe('NOT_FOUND');
        if (status === 403) expect(answer.json().error.code).toBe('FORBIDDEN');
      });
    }
  }
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_FILE_LIMITS,
  ORDERS_PATH,
  ORDERS_PAGE_SIZE,
  orderFilesPath,
  orderPath,
  type Order,
  type OrderFile,
  type OrderPage,
} from '@teenfreelance/contracts/orders';
import { orders } from '../../db/schema/orders.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { multipart, pngImage } from '../../testing/gig-helpers.ts';
import { act, actOk, deliveredOrder, placedOrder } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('who sees an order and its files', () => {
  let t: TestContext;
  let admin: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.app, t.database.db, { role: 'admin' });
    stranger = await buildUser(t.app, t.database.db, { role: 'buyer' });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const upload = (
    who: TestUser,
    orderId: string,
    data: Buffer,
    filename = 'logo.pdf',
    contentType = 'application/pdf',
  ) => {
    const body = multipart(data, { filename, contentType });
    return t.app.inject({
      method: 'POST',
      url: orderFilesPath(orderId),
      payload: body.payload,
      headers: { ...body.headers, cookie: who.cookie },
    });
  };

  it('shows an order to its parties and admins only; anyone else gets 404, as for an unknown id', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db());
    expect((await get(buyer, orderPath(order.id))).json<Order>().viewerRole).toBe('buyer');
    const asSeller = (await get(seller, orderPath(order.id))).json<Order>();
    expect(asSeller).toMatchObject({
      viewerRole: 'seller',
      payment: null,
      actions: ['start', 'request_cancellation', 'request_extension'],
    });
    expect((await get(admin, orderPath(order.id))).json<Order>().viewerRole).toBe('admin');
    for (const url of [orderPath(order.id), orderPath('00000000-0000-4000-8000-000000000000'), orderPath('nope')]) {
      const response = await get(stranger, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Order not found', details: null });
    }
    expect((await t.app.inject({ method: 'GET', url: orderPath(order.id) })).statusCode).toBe(401);
  });

  it('keeps delivery files private: checked by content, delivered as attachments to the parties only', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db());
    // Not before the work starts, never by the buyer or a stranger.
    expect((await upload(seller, order.id, PDF)).statusCode).toBe(409);
    await actOk(t.app, seller, order.id, { action: 'start' });
    expect((await upload(buyer, order.id, PDF)).statusCode).toBe(403);
    expect((await upload(stranger, order.id, PDF)).statusCode).toBe(404);

    const fake = await upload(seller, order.id, Buffer.from('MZ not really a pdf'), 'invoice.pdf');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error.details).toEqual({ reason: 'DELIVERY_FILE_TYPE' });
    const tooLarge = await upload(seller, order.id, Buffer.concat([PDF, Buffer.alloc(ORDER_FILE_LIMITS.maxBytes)]));
    expect(tooLarge.statusCode).toBe(413);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(ORDER_FILE_LIMITS.maxBytes - 4)]);
    const largest = await upload(seller, order.id, zip, 'sources.zip', 'application/zip');
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json<OrderFile>()).toMatchObject({
      contentType: 'application/zip',
      sizeBytes: ORDER_FILE_LIMITS.maxBytes,
    });

    const pdf = await upload(seller, order.id, PDF, '../../etc/Final logo é.pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    const pdfFile = pdf.json<OrderFile>();
    expect(pdfFile).toMatchObject({
      fileName: 'Final logo é.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const png = (await upload(seller, order.id, await pngImage(), 'preview.webp', 'image/webp')).json<OrderFile>();
    expect(png.contentType).toBe('image/png');

    // Before the delivery, the buyer cannot fetch it; after, both parties and admins can, nobody else.
    expect((await get(buyer, pdfFile.url)).statusCode).toBe(404);
    const unknown = await act(t.app, seller, order.id, {
      action: 'deliver',
      message: 'Done',
      fileIds: [pdfFile.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.details.reason).toBe('DELIVERY_FILE_UNKNOWN');
    const delivered = await actOk(t.app, seller, order.id, {
      action: 'deliver',
      message: 'Done',
      fileIds: [pdfFile.id, png.id],
    });
    expect(delivered.files.map((f) => f.id).sort()).toEqual([pdfFile.id, png.id].sort());
    expect(delivered.timeline.at(-1)?.files).toHaveLength(2);

    for (const who of [buyer, seller, admin]) {
      const download = await get(who, pdfFile.url);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Final logo _.pdf"; filename*=UTF-8''${encodeURIComponent('Final logo é.pdf')}`,
      );
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await get(stranger, pdfFile.url)).statusCode).toBe(404);
    expect((await get(stranger, `${orderFilesPath(order.id)}/not-a-file`)).statusCode).toBe(404);
    // Delivered files cannot be delivered again, and nothing of them is under the public /uploads.
    const again = await act(t.app, seller, order.id, { action: 'deliver', message: 'x', fileIds: [pdfFile.id] });
    expect(again.statusCode).toBe(409);
    const uploads = path.join(t.config.dataDir, 'uploads');
    expect(readdirSync(uploads)).toEqual([]);
    // The two delivered files and the zip still waiting for a delivery; the refused ones were removed.
    expect(readdirSync(path.join(t.config.dataDir, 'private', 'order-files'))).toHaveLength(3);
  });

  it("lists the caller's orders by side and tab, newest first, in pages", async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    // More of the same buyer's orders, written directly (the pay endpoint is rate-limited per buyer).
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error('no order row');
    const { id: _id, ...copy } = row;
    for (let i = 0; i < ORDERS_PAGE_SIZE + 2; i += 1) {
      await db()
        .insert(orders)
        .values({
          ...copy,
          number: String(100_000 + i),
          status: 'paid',
          createdAt: new Date(row.createdAt.getTime() - (i + 1) * 1000),
        });
    }
    const page = (who: TestUser, query: string) => get(who, `${ORDERS_PATH}?${query}`).then((r) => r.json<OrderPage>());

    const first = await page(buyer, 'role=buying&status=active');
    expect(first.orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.orders[0]?.id).toBe(order.id);
    const last = first.orders.at(-1)?.id ?? '';
    const second = await page(buyer, `role=buying&status=active&before=${last}`);
    expect(second.orders).toHaveLength(3);
    expect(second.hasMore).toBe(false);
    const ids = [...first.orders, ...second.orders].map((o) => o.id);
    expect(new Set(ids).size).toBe(ORDERS_PAGE_SIZE + 3);

    expect((await page(buyer, 'role=buying&status=completed')).orders).toEqual([]);
    expect((await page(buyer, 'role=selling&status=active')).orders).toEqual([]);
    expect((await page(seller, 'role=selling&status=active')).orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect((await page(stranger, 'role=buying&status=active')).orders).toEqual([]);
    // Another person's order as the cursor reveals nothing.
    expect(await page(stranger, `role=buying&status=active&before=${order.id}`)).toEqual({
      orders: [],
      hasMore: false,
    });
    await actOk(t.app, buyer, order.id, { action: 'accept' });
    expect((await page(buyer, 'role=buying&status=completed')).orders.map((o) => o.id)).toEqual([order.id]);
  });
});

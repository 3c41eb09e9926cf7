import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { GigInput } from '@teenfreelance/contracts/gigs';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

/** A small real PNG (sharp-generated), different each call. */
export function pngImage(width = 300, height = 200): Promise<Buffer> {
  const [r, g, b] = randomBytes(3);
  return sharp({ create: { width, height, channels: 3, background: { r: r ?? 0, g: g ?? 0, b: b ?? 0 } } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file field. */
export function multipart(
  data: Buffer,
  { filename = 'photo.png', contentType = 'image/png', field = 'file' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tf${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadImage(
  app: FastifyInstance,
  cookie: string | undefined,
  data: Buffer,
  options?: Parameters<typeof multipart>[1],
): Promise<LightMyRequestResponse> {
  const body = multipart(data, options);
  return app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Uploads `count` fresh images as the user and returns their ids. */
export async function uploadImages(app: FastifyInstance, cookie: string, count = 1): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await uploadImage(app, cookie, await pngImage());
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    ids.push(response.json<{ id: string }>().id);
  }
  return ids;
}

/** A valid wizard input (the caller adds imageIds). */
export function gigInput(overrides: Partial<GigInput> = {}): GigInput {
  return {
    title: 'I will design a modern logo for your brand',
    shortDescription: 'A clean, modern logo in three concepts',
    priceCents: 2500,
    deliveryDays: 3,
    category: 'graphic-design',
    description: 'I will sketch three concepts, refine your favourite and deliver PNG and SVG files.',
    tags: ['logo', 'branding'],
    imageIds: [],
    revisions: 'Unlimited',
    ...overrides,
  };
}

export async function setConsent(db: Database, userId: string, consent: 'pending' | 'granted' | 'not_required') {
  await db
    .update(users)
    .set({ parentalConsent: consent, isMinor: consent !== 'not_required' })
    .where(eq(users.id, userId));
}

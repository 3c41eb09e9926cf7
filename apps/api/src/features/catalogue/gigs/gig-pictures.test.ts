import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildUser } from '../../../testing/factories.ts';
import { pngImage, uploadImage, uploadImages } from '../../../testing/gig-helpers.ts';
import { gigsTestApp, type ErrorBody } from './gigs.test-helpers.ts';

const { t, freelancer, create, explore } = gigsTestApp();

describe('image uploads', () => {
  it('stores a picture in three WebP sizes', async () => {
    const seller = await freelancer();
    const response = await uploadImage(t.app, seller.cookie, await pngImage(900, 600));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; thumbUrl: string; cardUrl: string; detailUrl: string; width: number }>();
    expect(body.thumbUrl).toMatch(/-thumb\.webp$/);
    expect(body.cardUrl).toMatch(/-card\.webp$/);
    expect(body.detailUrl).toMatch(/-detail\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: body.cardUrl });
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it("shows a gig's first picture on its card", async () => {
    const seller = await freelancer({ isPro: true });
    const [first, second] = await uploadImages(t.app, seller.cookie, 2);
    const gig = await create(seller, { title: 'Paint a glowing mural card', imageIds: [first ?? '', second ?? ''] });
    expect(gig.statusCode).toBe(201);
    const card = (await explore('search=glowing%20mural')).gigs.find((c) => c.id === gig.json<{ id: string }>().id);
    expect(card?.image?.id).toBe(first);
    expect(card?.image?.card).toMatch(/-card\.webp$/);
    const shown = await t.app.inject({ method: 'GET', url: card?.image?.card ?? '' });
    expect(shown.statusCode).toBe(200);
  });

  it('refuses a PDF renamed .jpg by its content', async () => {
    const seller = await freelancer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const response = await uploadImage(t.app, seller.cookie, pdf, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.message).toBe('Only JPEG, PNG or WebP images are allowed');
  });

  it('refuses a 30-megapixel PNG', async () => {
    const seller = await freelancer();
    const big = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#3366aa' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await uploadImage(t.app, seller.cookie, big);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.message).toBe('Images can be at most 25 megapixels');
  });

  it('refuses files over 5 MB with 413', async () => {
    const seller = await freelancer();
    const png = await pngImage();
    const padded = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await uploadImage(t.app, seller.cookie, padded);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 400 when no file is sent in the field "file"', async () => {
    const seller = await freelancer();
    const response = await uploadImage(t.app, seller.cookie, await pngImage(), { field: 'picture' });
    expect(response.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: { cookie: seller.cookie },
      payload: { file: 'not a file' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('accepts only freelancers', async () => {
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
    expect((await uploadImage(t.app, undefined, await pngImage())).statusCode).toBe(401);
    expect((await uploadImage(t.app, buyer.cookie, await pngImage())).statusCode).toBe(403);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicProfileResponse } from '@teenfreelance/contracts/profiles';
import { type TestUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { multipart } from '../../../testing/gig-helpers.ts';
import { getPublicProfile, seedProfilePeople } from './profiles.test-helpers.ts';

const ctx = testAppForTests();
let minor: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  ({ minor, buyer } = await seedProfilePeople(ctx));
});

const getPublic = (id: string, cookie?: string) => getPublicProfile(ctx, id, cookie);

describe('POST /api/profiles/me/avatar', () => {
  const upload = (body: ReturnType<typeof multipart>, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });

  it('re-encodes a JPEG to a 256x256 WebP under a random name, without EXIF, and the session shows it', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'GPS holder' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(multipart(jpeg, { filename: 'me.jpg' }), buyer.cookie);
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json<{ avatarUrl: string }>();
    expect(avatarUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-avatar\.webp$/);
    expect(avatarUrl).not.toContain('me');

    const stored = await readFile(path.join(ctx.config.dataDir, avatarUrl));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    const served = await ctx.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: buyer.cookie },
    });
    expect(session.json()).toMatchObject({ user: { avatarUrl } });
    const profile = (await getPublic(buyer.id)).json<PublicProfileResponse>().profile;
    expect(profile.avatarUrl).toBe(avatarUrl);
  });

  it('removes the previous picture when a new one replaces it', async () => {
    const picture = (colour: string) =>
      sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
        .webp()
        .toBuffer();
    const first = await upload(multipart(await picture('#ff0000'), { contentType: 'image/webp' }), minor.cookie);
    const firstUrl = first.json<{ avatarUrl: string }>().avatarUrl;
    const second = await upload(multipart(await picture('#00ff00'), { contentType: 'image/webp' }), minor.cookie);
    const secondUrl = second.json<{ avatarUrl: string }>().avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
  });

  it('refuses a PDF renamed .jpg (type by content)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload(multipart(pdf, { filename: 'photo.jpg', contentType: 'image/jpeg' }), buyer.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { message: 'Only JPEG, PNG or WebP images are allowed' } });
  });

  it('refuses a 30-megapixel PNG', async () => {
    const png = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(multipart(png, { filename: 'big.png', contentType: 'image/png' }), buyer.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { message: 'Images can be at most 25 megapixels' } });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(multipart(big), buyer.cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers 401 when signed out and 415 for a JSON body', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(multipart(png))).statusCode).toBe(401);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      headers: { cookie: buyer.cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

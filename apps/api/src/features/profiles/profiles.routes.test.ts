import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfileResponse, PublicProfileResponse } from '@teenfreelance/contracts/profiles';
import { gigs } from '../../db/schema/gigs.ts';
import { users } from '../../db/schema/users.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createProfilePageMetaResolver } from './profiles.page-meta.ts';
import { systemClock } from '../../clock.ts';
import { createRateLimitsService } from '../rate-limits/rate-limits.service.ts';
import { createProfilesService } from './profiles.service.ts';

let ctx: TestContext;
let adult: TestUser;
let minor: TestUser;
let buyer: TestUser;

/** A multipart body with one file field, as a browser's FormData would send it. */
function multipart(data: Buffer, { field = 'file', filename = 'photo.jpg', type = 'image/jpeg' } = {}) {
  const boundary = '----tf-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const privateDetails = {
  phone: '+1 555 0100',
  personalInfo: { firstName: 'Sam', lastName: 'Private', city: 'Springfield', country: 'USA' },
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  adult = await buildUser(ctx.app, db, { role: 'freelancer', name: 'Adult Seller', isPro: true });
  minor = await buildUser(ctx.app, db, { role: 'freelancer', name: 'Teen Seller' });
  buyer = await buildUser(ctx.app, db, { role: 'buyer', name: 'Bea Buyer' });
  await db
    .update(users)
    .set({ isMinor: true, dateOfBirth: '2011-04-02', parentalConsent: 'pending' })
    .where(eq(users.id, minor.id));
  for (const who of [adult, minor]) {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: who.cookie },
      payload: privateDetails,
    });
    expect(res.statusCode).toBe(200);
  }
  const first = await buildGig(db, adult.id);
  const second = await buildGig(db, adult.id);
  await buildGig(db, adult.id, { isPublic: false });
  await db.update(gigs).set({ rating: 5, reviewCount: 3 }).where(eq(gigs.id, first.id));
  await db.update(gigs).set({ rating: 4, reviewCount: 1 }).where(eq(gigs.id, second.id));
});

afterAll(async () => {
  await ctx.close();
});

const getPublic = (id: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers: cookie ? { cookie } : {} });

describe('GET /api/profiles/:id (public)', () => {
  it("shows an adult's public fields and location, never email, phone or personal info", async () => {
    const res = await getPublic(adult.id);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json<PublicProfileResponse>();
    expect(profile).toMatchObject({
      id: adult.id,
      name: 'Adult Seller',
      role: 'freelancer',
      isPro: true,
      location: { city: 'Springfield', country: 'USA' },
      reviewCount: 4,
      averageRating: 4.8,
      serviceCount: 2,
    });
    expect(res.body).not.toContain(adult.email);
    expect(res.body).not.toContain('555');
    expect(res.body).not.toContain('Private');
    expect(Object.keys(profile)).not.toEqual(expect.arrayContaining(['email']));
    for (const key of ['email', 'phone', 'personalInfo', 'dateOfBirth', 'isMinor', 'parentalConsent'])
      expect(profile).not.toHaveProperty(key);
  });

  it("never shows a minor's city, country, phone, email, age or date of birth, even to other signed-in users", async () => {
    for (const cookie of [undefined, buyer.cookie, adult.cookie]) {
      const res = await getPublic(minor.id, cookie);
      expect(res.statusCode).toBe(200);
      const { profile } = res.json<PublicProfileResponse>();
      expect(profile.location).toBeNull();
      for (const secret of ['Springfield', 'USA', '555', minor.email, '2011', 'Private', 'pending'])
        expect(res.body).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown id', async () => {
    const res = await getPublic('no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Profile not found' } });
  });

  it("writes the public profile, and nothing private, into the page's head", async () => {
    const resolve = createProfilePageMetaResolver(
      createProfilesService({
        db: ctx.database.db,
        uploadsDir: path.join(ctx.config.dataDir, 'uploads'),
        rateLimits: createRateLimitsService({ db: ctx.database.db, clock: systemClock }),
        clock: systemClock,
      }),
    );
    const meta = await resolve({ id: minor.id }, new Map());
    expect(meta).toMatchObject({ title: 'Teen Seller | TeenFreelance', status: 200, type: 'profile' });
    for (const secret of ['Springfield', 'USA', '555', minor.email, '2011', 'Private'])
      expect(JSON.stringify(meta)).not.toContain(secret);
    expect(await resolve({ id: 'no-such-user' }, new Map())).toBeNull();
  });
});

describe('GET /api/profiles/me (owner)', () => {
  it('shows the owner everything, including personal info and the consent state', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: minor.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<OwnProfileResponse>().profile).toMatchObject({
      id: minor.id,
      email: minor.email,
      phone: '+1 555 0100',
      personalInfo: privateDetails.personalInfo,
      location: { city: 'Springfield', country: 'USA' },
      isMinor: true,
      dateOfBirth: '2011-04-02',
      parentalConsent: 'pending',
      provider: 'password',
    });
  });

  it('answers 401 with the specification words when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profiles/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: 'No authenticated user found' } });
  });
});

describe('PATCH /api/profiles/me', () => {
  const patch = (payload: unknown, cookie?: string, url = '/api/profiles/me') =>
    ctx.app.inject({ method: 'PATCH', url, headers: cookie ? { cookie } : {}, payload: payload as object });

  it('saves name, bio, skills (trimmed, blanks and duplicates ignored) and response time', async () => {
    const res = await patch(
      {
        name: '  Adult Seller Renamed ',
        bio: 'I design logos and brand kits for small businesses.',
        skills: [' Logo design ', '', 'logo design', 'Figma', '   ', 'Figma'],
        responseTime: 'Within 1 hour',
      },
      adult.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<OwnProfileResponse>().profile).toMatchObject({
      name: 'Adult Seller Renamed',
      bio: 'I design logos and brand kits for small businesses.',
      skills: ['Logo design', 'Figma'],
      responseTime: 'Within 1 hour',
    });
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: adult.cookie },
    });
    expect(session.json()).toMatchObject({ user: { name: 'Adult Seller Renamed' } });
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: '   ' }, 'Name must be at least 2 characters'],
    [{ bio: 'Too short' }, 'Bio must be at least 10 characters'],
    [{ skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) }, 'At most 20 skills'],
    [{ skills: ['x'.repeat(41)] }, 'A skill must be at most 40 characters'],
    [{ responseTime: 'Whenever' }, 'Choose a response time from the list'],
    [{ phone: 'call me maybe' }, 'Phone number is invalid'],
    [{ name: 42 }, 'Name must be at least 2 characters'],
  ])('refuses %j with %s', async (payload, message) => {
    const res = await patch(payload, adult.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('accepts an empty bio as clearing it', async () => {
    const res = await patch({ bio: '' }, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<OwnProfileResponse>().profile.bio).toBeNull();
  });

  it('refuses a response time from someone who is not a freelancer', async () => {
    const res = await patch({ responseTime: 'Within 1 hour' }, buyer.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { message: 'Only freelancers have a response time' } });
  });

  it('answers 401 "No authenticated user found" when signed out, and changes nothing', async () => {
    const res = await patch({ name: 'Nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: 'No authenticated user found' } });
  });

  it("answers 403 to someone editing another person's profile, and 200 to the owner by id", async () => {
    const other = await patch({ name: 'Hijacked' }, buyer.cookie, `/api/profiles/${adult.id}`);
    expect(other.statusCode).toBe(403);
    const admin = await buildUser(ctx.app, ctx.database.db, { role: 'admin' });
    expect((await patch({ name: 'Hijacked' }, admin.cookie, `/api/profiles/${adult.id}`)).statusCode).toBe(403);
    expect((await patch({ name: 'Hijacked' }, undefined, `/api/profiles/${adult.id}`)).statusCode).toBe(401);
    const profile = (await getPublic(adult.id)).json<PublicProfileResponse>().profile;
    expect(profile.name).not.toBe('Hijacked');
    const own = await patch({ name: 'Bea Owner' }, buyer.cookie, `/api/profiles/${buyer.id}`);
    expect(own.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: adult.cookie, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
  });
});

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
    const first = await upload(multipart(await picture('#ff0000'), { type: 'image/webp' }), minor.cookie);
    const firstUrl = first.json<{ avatarUrl: string }>().avatarUrl;
    const second = await upload(multipart(await picture('#00ff00'), { type: 'image/webp' }), minor.cookie);
    const secondUrl = second.json<{ avatarUrl: string }>().avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
  });

  it('refuses a PDF renamed .jpg (type by content)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload(multipart(pdf, { filename: 'photo.jpg', type: 'image/jpeg' }), buyer.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { message: 'Only JPEG, PNG or WebP images are allowed' } });
  });

  it('refuses a 30-megapixel PNG', async () => {
    const png = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(multipart(png, { filename: 'big.png', type: 'image/png' }), buyer.cookie);
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

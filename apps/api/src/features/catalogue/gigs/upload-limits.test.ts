import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UPLOAD_MESSAGES } from '@teenfreelance/contracts/uploads';
import { uploads } from '../../../db/schema/uploads.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { gigInput, multipart, pngImage, uploadImage } from '../../../testing/gig-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

type ErrorBody = { error: { code: string; message: string; details: Record<string, unknown> } };

describe('upload limits per user (decision 0029)', () => {
  let t: TestContext;
  let uploadsDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    uploadsDir = path.join(t.config.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  const freelancer = () => buildUser(t.app, t.database.db, { role: 'freelancer', isPro: true });
  const uploadPicture = async (user: TestUser) => uploadImage(t.app, user.cookie, await pngImage());
  const uploadAvatar = async (user: TestUser) => {
    const body = multipart(await pngImage(64, 64));
    return t.app.inject({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      payload: body.payload,
      headers: { ...body.headers, cookie: user.cookie },
    });
  };
  const createGig = (user: TestUser, imageIds: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/gigs',
      payload: gigInput({ imageIds }),
      headers: { cookie: user.cookie },
    });
  const filesOf = (storageKey: string) =>
    ['thumb', 'card', 'detail'].map((size) => existsSync(path.join(uploadsDir, `${storageKey}-${size}.webp`)));

  it('allows 20 uploads a minute per user, gig pictures and avatars together, refused ones included', async () => {
    const user = await freelancer();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await uploadAvatar(user)).statusCode);
    const pdf = Buffer.from('%PDF-1.4 not an image');
    for (let i = 0; i < 10; i++)
      statuses.push((await uploadImage(t.app, user.cookie, pdf, { contentType: 'application/pdf' })).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(10).fill(422)]);

    const picture = await uploadPicture(user);
    expect(picture.statusCode).toBe(429);
    expect(picture.json<ErrorBody>().error).toEqual({
      code: 'RATE_LIMITED',
      message: UPLOAD_MESSAGES.tooFast,
      details: { retryAfterSeconds: Number(picture.headers['retry-after']), reason: 'UPLOAD_RATE' },
    });
    expect(Number(picture.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await uploadAvatar(user)).statusCode).toBe(429);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toHaveLength(0);

    // Someone else is not affected.
    expect((await uploadPicture(await freelancer())).statusCode).toBe(201);
  });

  it('holds at most 10 pictures that no gig uses, and frees places as a gig takes them', async () => {
    const user = await freelancer();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await uploadPicture(user);
      expect(response.statusCode).toBe(201);
      ids.push(response.json<{ id: string }>().id);
    }
    const eleventh = await uploadPicture(user);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json<ErrorBody>().error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'You can have at most 10 images that are not in a gig yet. Publish your gig, or try again tomorrow.',
      details: { reason: 'TOO_MANY_UNATTACHED_IMAGES', limit: 10 },
    });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toHaveLength(10);

    expect((await createGig(user, ids.slice(0, 5))).statusCode).toBe(201);
    expect((await uploadPicture(user)).statusCode).toBe(201);
  });

  it('never lets concurrent uploads past the cap', async () => {
    const user = await freelancer();
    const images = await Promise.all(Array.from({ length: 13 }, () => pngImage()));
    const responses = await Promise.all(images.map((image) => uploadImage(t.app, user.cookie, image)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(3);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toHaveLength(10);
  });

  it('deletes pictures that no gig used within a day, files included, when their owner uploads again', async () => {
    const user = await freelancer();
    const stale: string[] = [];
    for (let i = 0; i < 10; i++) stale.push((await uploadPicture(user)).json<{ id: string }>().id);
    const kept = await uploadPicture(await freelancer());
    expect(kept.statusCode).toBe(201);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.database.db.update(uploads).set({ createdAt: dayAgo });
    const keys = (await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).map(
      (u) => u.storageKey,
    );
    expect(keys.flatMap(filesOf).every(Boolean)).toBe(true);

    const fresh = await uploadPicture(user);
    expect(fresh.statusCode).toBe(201);
    const left = await t.database.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(left.map((u) => u.id)).toEqual([fresh.json<{ id: string }>().id]);
    expect(keys.flatMap(filesOf).some(Boolean)).toBe(false);
    // Another user's old pictures wait for their own owner's next upload.
    expect(
      await t.database.db.select().from(uploads).where(eq(uploads.id, kept.json<{ id: string }>().id)),
    ).toHaveLength(1);
  });
});

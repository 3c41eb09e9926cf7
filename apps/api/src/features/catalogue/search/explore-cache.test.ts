import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExploreResponse } from '@teenfreelance/contracts/gigs';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config/env.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { buildGig, buildUser } from '../../../testing/factories.ts';
import { gigInput, uploadImages } from '../../../testing/gig-helpers.ts';
import { manualClock } from '../../../testing/clock.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { mailRecorder } from '../../../testing/test-app.ts';
import { createExploreCache } from './explore-cache.ts';

describe('explore cache (decision 0024)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let dataDir: string;
  const clock = manualClock();
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-cache-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const created = await createTestDatabase();
    database = created.handle;
    dispose = created.dispose;
    // The recorder lets buildUser read its sign-up link, as createTestApp's apps do.
    const mail = mailRecorder();
    app = await buildApp({ config, database, exploreCacheMs: 60_000, clock, onMailSent: mail.onMailSent });
    await app.ready();
    mail.attach(app);
  });
  afterAll(async () => {
    await app.close();
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const total = async () =>
    (await app.inject({ method: 'GET', url: '/api/gigs?search=cachedword' })).json<ExploreResponse>().total;

  it('serves repeated views from the cache and drops it on every gig event', async () => {
    const seller = await buildUser(app, database.db, { role: 'freelancer' });
    expect(await total()).toBe(0);
    // Written behind the API's back: no event, so the cached answer stands.
    await buildGig(database.db, seller.id, { title: 'Cachedword direct insert' });
    expect(await total()).toBe(0);
    // Created through the API: the gig.created event clears the cache.
    const created = await app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: seller.cookie },
      payload: gigInput({ title: 'Cachedword through the API', imageIds: await uploadImages(app, seller.cookie, 1) }),
    });
    expect(created.statusCode).toBe(201);
    await expect.poll(total).toBe(2);
  });

  it("expires an answer a minute later on the app's clock, not the system's", async () => {
    const seller = await buildUser(app, database.db, { role: 'freelancer' });
    const expired = async () =>
      (await app.inject({ method: 'GET', url: '/api/gigs?search=expiringword' })).json<ExploreResponse>().total;
    expect(await expired()).toBe(0);
    await buildGig(database.db, seller.id, { title: 'Expiringword behind the cache' });
    clock.advance(59_000);
    expect(await expired()).toBe(0);
    clock.advance(2_000);
    expect(await expired()).toBe(1);
  });
});

describe('createExploreCache', () => {
  const answer = (total: number): ExploreResponse => ({
    gigs: [],
    total,
    totalIsExact: true,
    page: 1,
    pageSize: 24,
    hasMore: false,
    fuzzy: false,
  });

  const clock = manualClock();

  it('shares one computation between concurrent misses of a key', async () => {
    const cache = createExploreCache({ ttlMs: 60_000, clock });
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return answer(calls);
    };
    const [a, b] = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    expect(await cache.getOrCompute('k', compute)).toBe(a);
  });

  it('does not keep an answer computed while the cache was cleared', async () => {
    const cache = createExploreCache({ ttlMs: 60_000, clock });
    const pending = cache.getOrCompute('k', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return answer(1);
    });
    cache.clear();
    await pending;
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the answer used least recently when full, not the one stored first', async () => {
    const cache = createExploreCache({ ttlMs: 60_000, clock, maxEntries: 3 });
    for (const [key, total] of [
      ['popular', 1],
      ['once', 2],
      ['also-once', 3],
    ] as const)
      cache.set(key, answer(total));
    // The popular view is asked again; then two new views arrive and push two answers out.
    expect(cache.get('popular')?.total).toBe(1);
    cache.set('new', answer(4));
    cache.set('newer', answer(5));
    expect(cache.get('popular')?.total).toBe(1);
    expect(cache.get('once')).toBeUndefined();
    expect(cache.get('also-once')).toBeUndefined();
    expect(cache.get('newer')?.total).toBe(5);
  });

  it('keeps an answer for its time to live on its clock', () => {
    const cache = createExploreCache({ ttlMs: 60_000, clock });
    cache.set('k', answer(1));
    clock.advance(60_000);
    expect(cache.get('k')?.total).toBe(1);
    clock.advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps nothing when its time to live is 0', async () => {
    const cache = createExploreCache({ ttlMs: 0, clock });
    let calls = 0;
    const compute = async () => answer(++calls);
    await cache.getOrCompute('k', compute);
    await cache.getOrCompute('k', compute);
    expect(calls).toBe(2);
    expect(cache.get('k')).toBeUndefined();
  });
});

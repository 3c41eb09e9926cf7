import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { SIGN_UP_CONFIRM_PATH, SIGN_UP_PATH } from '@teenfreelance/contracts/auth';
import { buildApp } from '../../app.ts';
import { signUpBody } from '../../testing/factories.ts';
import { counterStores } from '../../testing/counter-stores.ts';
import { createTestApp, recordMailAs, type TestContext } from '../../testing/test-app.ts';

/**
 * The per-route limits (`config.rateLimit`) hold across server processes:
 * two apps on one database (as two processes on one PostgreSQL are), or on one
 * Redis with REDIS_URL (TEST_REDIS_URL, set by CI), share the count. Sign-up
 * takes 10 a minute from one client address.
 */
describe.for(counterStores())('per-route limits are counted in $name, across processes', (store) => {
  const skip = store.skip;
  let t: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({ env: store.env });
    other = await buildApp({ config: t.config, database: t.database, onMailSent: recordMailAs(t.app) });
    await other.ready();
  });
  afterAll(async () => {
    if (skip) return;
    await other.close();
    await t.close();
  });

  let n = 0;
  const signUp = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: SIGN_UP_PATH,
      remoteAddress,
      payload: signUpBody('buyer', 'Shared Limit', `shared-${(n += 1)}@example.com`),
    });

  it.skipIf(skip)(
    'refuses the eleventh sign-up of a minute from one address, whichever process each went to',
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await signUp(i % 2 === 0 ? t.app : other, '10.9.9.9')).statusCode);
      expect(statuses).toEqual(Array(10).fill(202));
      for (const app of [t.app, other]) {
        const refused = await signUp(app, '10.9.9.9');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.code).toBe('RATE_LIMITED');
        expect(refused.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
        expect(refused.json().error.details.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
      // Another address, and another route from the same address, count on their own.
      expect((await signUp(other, '10.9.9.10')).statusCode).toBe(202);
      const confirm = await other.inject({
        method: 'POST',
        url: SIGN_UP_CONFIRM_PATH,
        remoteAddress: '10.9.9.9',
        payload: { token: 'not-a-token' },
      });
      expect(confirm.statusCode).not.toBe(429);
      // The counts are where the configuration says: in Redis, the table holds no route counter.
      const rows = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'route:%'));
      expect(rows.length > 0).toBe(store.name === 'the database');
    },
  );
});

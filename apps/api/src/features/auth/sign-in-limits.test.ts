import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { buildUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

type ErrorBody = { error: { code: string; message: string; details?: unknown } };

describe('sign-in limits per account and per IP (in the database)', () => {
  let t: TestContext;
  let ipCounter = 0;
  /** A fresh address per call, so only the per-account limit can trip. */
  const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress = nextIp(), app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, payload: { email, password } });

  it('refuses an account with 429 after 5 failures, even from different IPs and with the right password', async () => {
    const user = await buildUser(t.app, t.database.db);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, 'wrong-password-1')).statusCode).toBe(401);
    const blocked = await signIn(user.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorBody>().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.cookies).toHaveLength(0);
  });

  it('limits an unknown email exactly like a real one, so a 429 reveals nothing', async () => {
    const user = await buildUser(t.app, t.database.db);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await signIn(user.email.toUpperCase(), 'wrong-password-1')).statusCode);
      unknown.push((await signIn('Nobody-Here@Example.com', 'wrong-password-1')).statusCode);
    }
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
    const a = await signIn(user.email, 'x-wrong-password');
    const b = await signIn('nobody-here@example.com', 'x-wrong-password');
    expect(a.json()).toEqual(b.json());
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await buildUser(t.app, t.database.db);
    for (let i = 0; i < 4; i++) await signIn(user.email, 'wrong-password-1');
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one IP to 10 attempts a minute across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(`ip-flood-${i}@example.com`, 'wrong', '192.0.2.7')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await signIn('ip-flood-0@example.com', 'wrong', '192.0.2.8')).statusCode).toBe(401);
  });

  it('shares the counters between server processes on one database', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const user = await buildUser(t.app, t.database.db);
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await signIn(user.email, 'wrong-password-1', nextIp(), app)).statusCode).toBe(401);
      }
      expect((await signIn(user.email, TEST_PASSWORD, nextIp(), second)).statusCode).toBe(429);
      expect((await signIn(user.email, TEST_PASSWORD, nextIp(), t.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.ts';
import { newOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import { passwordResetTokens } from '../../../db/schema/password-resets.ts';
import { AppError } from '../../../http/errors.ts';
import { buildUser, TEST_PASSWORD } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { clientAddressKey } from '../../../http/client-address.ts';
import { manualClock } from '../../../testing/clock.ts';
import { createRateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import { createSignInLimits } from './sign-in-limits.ts';

type ErrorBody = { error: { code: string; message: string; details: { retryAfterSeconds: number } } };

describe('sign-in slow-down per account and limit per IP (in the database)', () => {
  let t: TestContext;
  let ipCounter = 0;
  /** A fresh address per call: one that has never failed a sign-in. */
  const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress = nextIp(), app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, payload: { email, password } });

  /** Fails `count` sign-ins on `email`, spread over `addresses` (each stays under the per-IP limit). */
  async function failSignIns(email: string, count: number, addresses: string[]) {
    for (let i = 0; i < count; i++) {
      const address = addresses[i % addresses.length] ?? nextIp();
      expect((await signIn(email, 'wrong-password-1', address)).statusCode).toBe(401);
    }
  }

  it("lets the owner in from their own address while a stranger's failures slow the account down", async () => {
    const owner = await buildUser(t.app, t.database.db);
    const stranger = ['198.51.100.11', '198.51.100.12', '198.51.100.13'];
    await failSignIns(owner.email, 5, stranger);
    // The stranger is held, even with the right password...
    const held = await signIn(owner.email, TEST_PASSWORD, stranger[0]);
    expect(held.statusCode).toBe(429);
    expect(held.cookies).toHaveLength(0);
    // ...the owner, on an address that has not failed, signs in at once.
    const owners = await signIn(owner.email, TEST_PASSWORD, '203.0.113.50');
    expect(owners.statusCode).toBe(200);
    expect(owners.cookies.some((c) => c.name === 'tf.session_token')).toBe(true);
  });

  it('slows an attacker down with a short wait, told in the 429, and never locks for 15 minutes', async () => {
    const user = await buildUser(t.app, t.database.db);
    const attacker = '198.51.100.21';
    await failSignIns(user.email, 5, [attacker]);
    const slowed = await signIn(user.email, 'wrong-password-1', attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json<ErrorBody>().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(slowed.json<ErrorBody>().error.details.retryAfterSeconds).toBe(retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);
  });

  it('makes the wait grow with each failure, up to a minute at most, and forgets after 15 quiet minutes', async () => {
    const db = t.database.db;
    const email = 'slow-down-schedule@example.com';
    const address = '198.51.100.31';
    const t0 = Date.now();
    const clock = manualClock(t0);
    const limits = createSignInLimits({ rateLimits: createRateLimitsService({ db, clock }) });
    /** Seconds the attacker is told to wait at `now`, or 0 when the attempt may go ahead. */
    const waitAt = async (now: number) => {
      try {
        clock.set(now);
        await limits.assertAllowed(email, undefined);
        return 0;
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED')
          return (error.details as { retryAfterSeconds: number }).retryAfterSeconds;
        throw error;
      }
    };
    for (let i = 0; i < 5; i++) await limits.recordFailure(email, address);
    expect(await waitAt(t0)).toBe(15);
    expect(await waitAt(t0 + 15_000)).toBe(0);
    const waits: number[] = [];
    let now = t0 + 15_000;
    for (let i = 0; i < 4; i++) {
      clock.set(now);
      await limits.recordFailure(email, address);
      const wait = await waitAt(now);
      waits.push(wait);
      now += wait * 1000;
    }
    expect(waits).toEqual([30, 60, 60, 60]);
    expect(await waitAt(now + 15 * 60_000)).toBe(0);
  });

  it('limits an unknown email exactly like a real one, so a 429 reveals nothing', async () => {
    const user = await buildUser(t.app, t.database.db);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await signIn(user.email.toUpperCase(), 'wrong-password-1', '198.51.100.41')).statusCode);
      unknown.push((await signIn('Nobody-Here@Example.com', 'wrong-password-1', '198.51.100.42')).statusCode);
    }
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
    const a = await signIn(user.email, 'x-wrong-password', '198.51.100.41');
    const b = await signIn('nobody-here@example.com', 'x-wrong-password', '198.51.100.42');
    expect(a.statusCode).toBe(429);
    expect(a.json<ErrorBody>().error.code).toBe(b.json<ErrorBody>().error.code);
    expect(a.json<ErrorBody>().error.message).toBe(b.json<ErrorBody>().error.message);
    const c = await signIn(user.email, 'x-wrong-password');
    const d = await signIn('nobody-here@example.com', 'x-wrong-password');
    expect(c.json()).toEqual(d.json());
  });

  it('ends the slow-down when the password is reset', async () => {
    const user = await buildUser(t.app, t.database.db);
    const attacker = '198.51.100.51';
    await failSignIns(user.email, 5, [attacker]);
    expect((await signIn(user.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);

    const { token, tokenHash } = newOneTimeToken();
    await t.database.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + 60 * 60_000) });
    const newPassword = 'amber-lantern-harbour';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      remoteAddress: nextIp(),
      payload: { token, newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    // Even from the address that failed: the account no longer makes anyone wait.
    expect((await signIn(user.email, newPassword, attacker)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await buildUser(t.app, t.database.db);
    const address = '198.51.100.61';
    await failSignIns(user.email, 4, [address]);
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    await failSignIns(user.email, 4, [address]);
    expect((await signIn(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
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

  it('limits an IPv6 client per /64, so picking new addresses in it does not help', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push((await signIn(`v6-flood-${i}@example.com`, 'wrong', `2001:db8:7:1::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await signIn('v6-flood-1@example.com', 'wrong', '2001:db8:7:2::1')).statusCode).toBe(401);
  });

  it('shares the slow-down between server processes on one database', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const user = await buildUser(t.app, t.database.db);
      const attacker = '198.51.100.71';
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await signIn(user.email, 'wrong-password-1', attacker, app)).statusCode).toBe(401);
      }
      expect((await signIn(user.email, TEST_PASSWORD, attacker, second)).statusCode).toBe(429);
      expect((await signIn(user.email, TEST_PASSWORD, attacker, t.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('clientAddressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('2001:db8:7:1::1')).toBe('2001:db8:7:1::/64');
    expect(clientAddressKey('2001:0DB8:0007:0001:ffff:1:2:3')).toBe('2001:db8:7:1::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

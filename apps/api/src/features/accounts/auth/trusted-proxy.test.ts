import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

/** The sign-in and sign-up limits count per client address: only a trusted proxy may say what that is. */
describe('client addresses behind proxies (TRUST_PROXY)', () => {
  let production: TestContext;
  let behindProxy: TestContext;
  let behindOneHop: TestContext;
  beforeAll(async () => {
    [production, behindProxy, behindOneHop] = await Promise.all([
      // What was exploited: NODE_ENV=production used to trust every X-Forwarded-For.
      createTestApp({ env: { NODE_ENV: 'production' } }),
      createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } }),
      createTestApp({ env: { TRUST_PROXY: '1' } }),
    ]);
  });
  afterAll(() => Promise.all([production, behindProxy, behindOneHop].map((t) => t?.close())));

  let counter = 0;
  const rotated = () => `203.0.113.${(++counter % 250) + 1}`;

  const signIn = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `proxy-${++counter}@example.com`, password: 'wrong-password' },
    });
  const signUp = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) => {
    const email = `proxy-sign-up-${++counter}@example.com`;
    return app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        name: 'Proxy Test',
        email,
        password: 'violet-kayak-sunrise',
        confirmPassword: 'violet-kayak-sunrise',
        role: 'buyer',
        agreeToTerms: true,
      },
    });
  };
  /** Statuses of 11 requests: the limits allow 10 a minute per address. */
  const eleven = async (send: () => Promise<{ statusCode: number }>) => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send()).statusCode);
    return statuses;
  };

  it('ignores X-Forwarded-For without TRUST_PROXY, even in production: rotating it does not get past sign-in', async () => {
    const statuses = await eleven(() => signIn(production.app, '192.0.2.10', rotated()));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not get past sign-up', async () => {
    const statuses = await eleven(() => signUp(production.app, '192.0.2.11', rotated()));
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('uses the forwarded address when the request comes from the proxy TRUST_PROXY names', async () => {
    // Ten clients behind the proxy each have their own limit...
    const many = await eleven(() => signIn(behindProxy.app, '127.0.0.1', rotated()));
    expect(many).toEqual(Array(11).fill(401));
    const manySignUps = await eleven(() => signUp(behindProxy.app, '127.0.0.1', rotated()));
    expect(manySignUps).not.toContain(429);
    // ...and one client is limited by its own address, not the proxy's.
    const one = await eleven(() => signIn(behindProxy.app, '127.0.0.1', '198.51.100.80'));
    expect(one[10]).toBe(429);
    expect((await signIn(behindProxy.app, '127.0.0.1', '198.51.100.81')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a peer that is not the named proxy', async () => {
    const statuses = await eleven(() => signIn(behindProxy.app, '192.0.2.12', rotated()));
    expect(statuses[10]).toBe(429);
  });

  it('with a hop count, takes the address the last proxy saw, whatever the client put before it', async () => {
    const statuses = await eleven(() => signIn(behindOneHop.app, '10.0.0.2', `${rotated()}, 198.51.100.90`));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});

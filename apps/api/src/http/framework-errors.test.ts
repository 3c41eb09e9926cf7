import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.ts';
import { buildUser, type TestUser } from '../testing/factories.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { expectErrorShape } from './error-shape.test-helpers.ts';

describe('errors raised before a route runs answer in the one shape, with details', () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await buildUser(t.app, t.database.db, { role: 'freelancer' });
  });
  afterAll(() => t.close());

  it('answers an address that is not valid percent-encoding with 400', async () => {
    for (const url of ['/api/gigs/%E0%A4%A', '/api/profiles/%FF', '/api/gigs/%']) {
      const error = expectErrorShape(await t.app.inject({ method: 'GET', url }), 400);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details).toEqual([{ path: 'url', message: 'The address is not valid percent-encoding' }]);
    }
  });

  it('answers a path parameter longer than any id with 400', async () => {
    const error = expectErrorShape(await t.app.inject({ method: 'GET', url: `/api/gigs/${'a'.repeat(101)}` }), 400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ path: 'params', message: 'A part of the address is too long' }]);
  });

  it('answers unknown routes, malformed JSON, large bodies and other media types with details present', async () => {
    expect(expectErrorShape(await t.app.inject({ method: 'GET', url: '/api/nope' }), 404)).toMatchObject({
      code: 'NOT_FOUND',
      details: null,
    });
    const post = (payload: string, type: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': type }, payload });
    expect(expectErrorShape(await post('{"email":', 'application/json'), 400).code).toBe('MALFORMED_BODY');
    expect(expectErrorShape(await post('', 'application/json'), 400).code).toBe('MALFORMED_BODY');
    expect(expectErrorShape(await post('x'.repeat(JSON_BODY_LIMIT + 1), 'application/json'), 413).code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    expect(expectErrorShape(await post('a=1', 'application/x-www-form-urlencoded'), 415).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('answers errors thrown in onRequest hooks (the CSRF guard, the signed-in guard) with details present', async () => {
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(expectErrorShape(crossSite, 403)).toMatchObject({ code: 'FORBIDDEN', details: null });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/profiles/me' });
    expect(expectErrorShape(signedOut, 401)).toMatchObject({ code: 'UNAUTHENTICATED', details: null });
  });

  it('answers the plugin’s per-route limit with 429 and details', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/profiles/me/avatar',
        remoteAddress: '10.99.0.1',
        headers: { cookie: user.cookie },
        payload: {},
      });
    let last = await send();
    for (let i = 0; i < 25 && last.statusCode !== 429; i++) last = await send();
    const error = expectErrorShape(last, 429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details).toMatchObject({ retryAfterSeconds: expect.any(Number) as unknown });
  });

  it('answers headers over 16 KB and requests Node cannot parse in the shape, on a real socket', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const tooLarge = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(expectErrorShape(tooLarge, 431).code).toBe('HEADERS_TOO_LARGE');
    const garbled = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n');
    expect(expectErrorShape(garbled, 400).code).toBe('VALIDATION_FAILED');
  });
});

/** Writes a raw HTTP request and reads the answer until the server closes the connection. */
function rawRequest(port: string, request: string): Promise<{ statusCode: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      resolve({ statusCode: Number(status), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

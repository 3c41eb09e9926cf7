import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.ts';
import { buildUser, type TestUser } from '../testing/factories.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { loggableError } from './error-handler.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './text-input.ts';

describe('the error model and HTTP hygiene', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers malformed JSON with 400 MALFORMED_BODY and no internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON', details: null },
    });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers bodies over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(JSON_BODY_LIMIT) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses bodies that are not JSON with 415 (no form posts from other sites)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': type },
        payload: 'email=a@b.co&password=x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    }
  });

  it('refuses state-changing requests from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.co', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('lists field problems in details for bad input', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 42 } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { path: string; message: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((d) => d.path)).toEqual(expect.arrayContaining(['body.email', 'body.password']));
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('publishes an OpenAPI 3 document built from the contracts, and browsable docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/categories',
        '/api/auth/sign-in',
        '/api/auth/sign-up',
        '/api/auth/session',
      ]),
    );
    expect(JSON.stringify(body.paths['/api/auth/sign-in'])).toContain('"password"');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

type ErrorAnswer = { error: { code: string; message: string; details: unknown } };

/** The one error shape, exactly: code, message and details (always present), nothing else. */
function expectErrorShape(response: LightMyRequestResponse | { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body) as ErrorAnswer;
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message']);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

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

describe('NUL and unpaired surrogates never reach the database', () => {
  let t: TestContext;
  let user: TestUser;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line: string) => void logLines.push(line) } });
    user = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Nul Tester' });
  });
  afterAll(() => t.close());

  const as = (method: 'GET' | 'PATCH' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

  it('answers NUL in a search, a path id or a query with 400 and where it was', async () => {
    const cases: [string, string][] = [
      ['/api/gigs?search=logo%00', 'query'],
      ['/api/gigs/abc%00def', 'path'],
      ['/api/profiles/abc%00', 'path'],
      ['/api/users/abc%00/gigs', 'path'],
      ['/api/accounts/parental-consent?token=a%00b', 'query'],
    ];
    for (const [url, path] of cases) {
      const error = expectErrorShape(await as('GET', url), 400);
      expect(error, url).toEqual({
        code: 'VALIDATION_FAILED',
        message: UNSTORABLE_TEXT_MESSAGE,
        details: [{ path, message: UNSTORABLE_TEXT_MESSAGE }],
      });
    }
    expectErrorShape(await as('PUT', '/api/me/favorites/abc%00'), 400);
  });

  it('refuses NUL or half an emoji in a name, a bio, a gig title or a key, and changes nothing', async () => {
    const cases: [string, object, string][] = [
      ['/api/profiles/me', { name: 'Nul\u0000 secret-marker' }, 'body.name'],
      ['/api/profiles/me', { bio: 'A bio long enough \u0000 secret-marker' }, 'body.bio'],
      ['/api/profiles/me', { skills: ['ok', 'bad\u0000secret-marker'] }, 'body.skills.1'],
      ['/api/profiles/me', { name: 'Half \ud83d an emoji' }, 'body.name'],
      ['/api/profiles/me', { name: 'Other half \ude00' }, 'body.name'],
      ['/api/profiles/me', { personalInfo: { ['ci\u0000ty']: 'x' } }, 'body.personalInfo.ci?ty'],
    ];
    for (const [url, payload, path] of cases) {
      const error = expectErrorShape(await as('PATCH', url, payload), 400);
      expect(error.details, path).toEqual([{ path, message: UNSTORABLE_TEXT_MESSAGE }]);
    }
    const gig = await as('POST', '/api/gigs', {
      title: 'Logo \u0000 secret-marker',
      shortDescription: 'x',
      description: 'y',
      price: 10,
      deliveryDays: 2,
      category: 'graphic-design',
      tags: ['a'],
      imageIds: [],
    });
    expect(expectErrorShape(gig, 400).details).toEqual([{ path: 'body.title', message: UNSTORABLE_TEXT_MESSAGE }]);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { name: 'A\u0000', email: 'nul@example.com', password: 'x', role: 'buyer' },
    });
    expectErrorShape(signUp, 400);

    const profile = (await as('GET', '/api/profiles/me')).json<{ profile: { name: string; bio: string | null } }>();
    expect(profile.profile).toMatchObject({ name: 'Nul Tester', bio: null });
    // A whole emoji (a surrogate pair) is text like any other.
    expect((await as('PATCH', '/api/profiles/me', { name: 'Nul Tester 😀' })).statusCode).toBe(200);
  });

  it('writes no query and none of its parameters to the log', () => {
    const log = logLines.join('\n');
    expect(log).not.toContain('secret-marker');
    expect(log).not.toContain('Failed query');
    expect(log).not.toMatch(/"level":50/);
  });
});

describe('the log of an unexpected database failure', () => {
  it('keeps the SQL and the database’s code, never the parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const failure = new DrizzleQueryError('select * from users where name = $1', ['secret-marker'], cause);
    const logged = JSON.stringify(loggableError(failure));
    expect(logged).not.toContain('secret-marker');
    expect(logged).toContain('select * from users where name = $1');
    expect(logged).toContain('22021');
  });
});

describe('multipart bodies the server cannot read', () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await buildUser(t.app, t.database.db, { role: 'freelancer' });
  });
  afterAll(() => t.close());

  const part = (boundary: string, end = `\r\n--${boundary}--\r\n`) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG${end}`;
  const bodies: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', part('abc')],
    ['an empty boundary', 'multipart/form-data; boundary=', part('abc')],
    ['a boundary the body does not use', 'multipart/form-data; boundary=xyz', part('abc')],
    ['a truncated part', 'multipart/form-data; boundary=abc', part('abc', '')],
    ['a body that is not multipart at all', 'multipart/form-data; boundary=abc', '{"file": "a.png"}'],
  ];

  for (const url of ['/api/uploads/images', '/api/profiles/me/avatar']) {
    it.each(bodies)(`answers ${url} with ${'%s'} with 400`, async (_what, type, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, 'content-type': type },
        payload,
      });
      const error = expectErrorShape(response, 400);
      expect(['MALFORMED_BODY', 'VALIDATION_FAILED']).toContain(error.code);
      expect(error.details).toEqual([{ path: 'body.file', message: 'Choose an image to upload' }]);
    });
  }
});

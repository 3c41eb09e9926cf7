import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../app.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { loggableError } from './error-handler.ts';

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

  it.each(['/api/health', '/api/no-such-route'])('sends security headers and a request id: %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
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

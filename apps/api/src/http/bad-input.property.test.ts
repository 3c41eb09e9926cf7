import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';

type Operation = { method: string; path: string };

/** Every documented operation, read from the OpenAPI document the contracts generate. */
async function operations(t: TestContext): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

const junkJson = fc.oneof(
  fc.anything(),
  fc.record(
    { email: fc.anything(), password: fc.anything(), name: fc.anything(), role: fc.anything() },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string(), fc.jsonValue()),
);
const junkText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constant('{"a":'), fc.constant('\u0000'));
const junkPathSegment = fc.oneof(fc.string({ minLength: 1 }), fc.constant('..%2f..'), fc.constant('%00'), fc.uuid());
const junkQuery = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string(), { maxKeys: 4 });

describe('bad input never causes a server error', () => {
  let t: TestContext;
  let ops: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    ops = await operations(t);
  });
  afterAll(() => t.close());

  it('answers generated bad input on every documented endpoint with a 4xx (or a 2xx) in the error format', async () => {
    expect(ops.length).toBeGreaterThan(3);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.oneof(
          junkJson.map((v) => ({ kind: 'json' as const, v })),
          junkText.map((v) => ({ kind: 'text' as const, v })),
        ),
        junkPathSegment,
        junkQuery,
        fc.ipV4(),
        async (pick, body, segment, query, ip) => {
          const op = ops[pick % ops.length];
          if (!op) return;
          const url = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(segment));
          const hasBody = op.method !== 'GET' && op.method !== 'HEAD' && op.method !== 'DELETE';
          const response = await t.app.inject({
            method: op.method as 'GET',
            url,
            query,
            remoteAddress: ip,
            ...(hasBody
              ? body.kind === 'json'
                ? { payload: JSON.stringify(body.v) ?? 'null', headers: { 'content-type': 'application/json' } }
                : { payload: body.v, headers: { 'content-type': 'application/json' } }
              : {}),
          });
          expect(response.statusCode, `${op.method} ${url} -> ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const parsed = response.json<{ error: { code: string; message: string } }>();
            expect(typeof parsed.error.code).toBe('string');
            expect(typeof parsed.error.message).toBe('string');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

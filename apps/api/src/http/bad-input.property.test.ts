import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../testing/factories.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';

type Operation = { method: string; path: string; fields: string[] };

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
  >;
}

/** Every documented operation, with the names of its JSON body's fields, read from the OpenAPI document the contracts generate. */
async function operations(t: TestContext): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/** Characters that have broken servers: NUL, other controls, lone surrogates (and one whole emoji, which is fine). */
const nastyCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
);
const nastyText = fc.oneof(
  fc.tuple(fc.string({ maxLength: 12 }), nastyCharacter, fc.string({ maxLength: 12 })).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string(),
);

/** A JSON body: junk, or the operation's own fields holding nasty text (so it gets past the shape to the rules). */
const jsonBody = (fields: readonly string[]) =>
  fc.oneof(
    fc.anything(),
    fc.dictionary(fc.string(), fc.jsonValue()),
    fields.length > 0
      ? fc.record(
          Object.fromEntries(
            fields.map((field) => [field, fc.oneof(nastyText, fc.array(nastyText, { maxLength: 3 }), fc.anything())]),
          ),
          { requiredKeys: [] },
        )
      : fc.constant({}),
  );

const MULTIPART_PART = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n`;

/** A body that is not what the route reads: malformed multipart, text, other media types. */
const otherBody = fc.oneof(
  fc.constantFrom(
    { type: 'multipart/form-data', payload: `${MULTIPART_PART('abc')}--abc--\r\n` },
    { type: 'multipart/form-data; boundary=', payload: `${MULTIPART_PART('abc')}--abc--\r\n` },
    { type: 'multipart/form-data; boundary=xyz', payload: `${MULTIPART_PART('abc')}--abc--\r\n` },
    { type: 'multipart/form-data; boundary=abc', payload: MULTIPART_PART('abc') },
    { type: 'multipart/form-data; boundary=abc', payload: '--abc\r\nContent-Disp' },
    { type: 'multipart/form-data; boundary=abc', payload: '' },
    { type: 'multipart/mixed; boundary=abc', payload: `${MULTIPART_PART('abc')}--abc--\r\n` },
    { type: 'application/json', payload: '{"a":' },
    { type: 'application/json', payload: '' },
    { type: 'application/json', payload: '{"title":"\\u0000"}' },
    { type: 'application/json', payload: '{"name":"\\ud800"}' },
    { type: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { type: 'text/plain', payload: 'hello' },
    { type: 'application/x-www-form-urlencoded', payload: 'email=a%00b' },
    { type: 'application/xml', payload: '<a/>' },
    { type: 'image/png', payload: '\u0089PNG' },
    { type: '', payload: 'x' },
    { type: ';;;', payload: 'x' },
  ),
  fc.record({ type: fc.constant('application/json'), payload: nastyText }),
  fc.record({ type: fc.string({ maxLength: 30 }), payload: fc.string({ maxLength: 30 }) }),
);

/** Percent-encodes text as a URL part, even half an emoji (encodeURIComponent refuses those): its CESU-8 bytes. */
function encodeAnyText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** A URL part: encoded nasty text, or raw percent-encoding that is broken, NUL, overlong or over-long. */
const urlPart = fc.oneof(
  nastyText.map(encodeAnyText),
  fc.uuid(),
  fc.constantFrom(
    '%00',
    'abc%00def',
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    '%C0%80',
    '%FF%FE',
    '..%2f..',
    '%2e%2e',
    'a'.repeat(101),
    'b'.repeat(5000),
    '%01%1F%7F',
  ),
);
const query = fc.array(fc.tuple(fc.constantFrom('search', 'page', 'sort', 'token', 'minPrice', 'q'), urlPart), {
  maxLength: 3,
});

type ErrorAnswer = { error: { code: unknown; message: unknown; details?: unknown } };

describe('bad input never causes a server error', () => {
  let t: TestContext;
  let ops: Operation[];
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ops = await operations(t);
    cookie = (await buildUser(t.app, t.database.db, { role: 'freelancer' })).cookie;
  });
  afterAll(() => t.close());

  it('answers generated bad input on every documented endpoint with a 4xx (or a 2xx) in the error shape', async () => {
    expect(ops.length).toBeGreaterThan(3);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }).chain((pick) => {
          const op = ops[pick % ops.length] ?? { method: 'GET', path: '/api/health', fields: [] };
          return fc.record({
            op: fc.constant(op),
            body: fc.oneof(
              jsonBody(op.fields).map((value) => ({
                type: 'application/json',
                payload: JSON.stringify(value) ?? 'null',
              })),
              otherBody,
            ),
          });
        }),
        urlPart,
        query,
        fc.boolean(),
        fc.ipV4(),
        async ({ op, body }, segment, params, signedIn, ip) => {
          // Signing out would end the session the other runs use.
          const withCookie = signedIn && op.path !== '/api/auth/sign-out';
          const search = params.map(([key, value]) => `${key}=${value}`).join('&');
          const url = op.path.replace(/\{[^}]+\}/g, segment) + (search ? `?${search}` : '');
          const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
          const response = await t.app.inject({
            method: op.method as 'GET',
            url,
            remoteAddress: ip,
            headers: {
              ...(withCookie ? { cookie } : {}),
              ...(hasBody && body.type ? { 'content-type': body.type } : {}),
            },
            ...(hasBody ? { payload: body.payload } : {}),
          });
          const label = `${op.method} ${url} (${body.type}) -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
            const parsed = response.json<ErrorAnswer>();
            expect(Object.keys(parsed), label).toEqual(['error']);
            expect(Object.keys(parsed.error).sort(), label).toEqual(['code', 'details', 'message']);
            expect(typeof parsed.error.code, label).toBe('string');
            expect(typeof parsed.error.message, label).toBe('string');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

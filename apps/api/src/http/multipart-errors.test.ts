import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../testing/factories.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { expectErrorShape } from './error-shape.test-helpers.ts';

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

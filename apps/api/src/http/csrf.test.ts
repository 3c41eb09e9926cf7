import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_PATH } from '@teenfreelance/contracts/auth';
import { buildUser, TEST_PASSWORD, type TestUser } from '../testing/factories.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { isOwnOrigin } from './csrf.ts';

// The test app's PUBLIC_URL is http://localhost:3000: a plain-http deployment on port 3000.
describe('the CSRF guard accepts only PUBLIC_URL’s origin', () => {
  let t: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await buildUser(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const signIn = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: SIGN_IN_PATH,
      headers,
      payload: { email: user.email, password: TEST_PASSWORD },
    });

  it('takes a write from a page of the public origin', async () => {
    const response = await signIn({ origin: 'http://localhost:3000' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.some((c) => c.name === 'tf.session_token')).toBe(true);
  });

  it.each([
    ['the same host over https on a plain-http deployment', 'https://localhost:3000', 'localhost:3000'],
    ['the same host on another port', 'http://localhost:3001', 'localhost:3000'],
    ['the same host on the default port', 'http://localhost', 'localhost:3000'],
    ['the host the request was sent to, when it is not the public one', 'http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['another site', 'https://evil.example', 'localhost:3000'],
    ['an opaque origin', 'null', 'localhost:3000'],
  ])('refuses a write from %s, and signs nobody in', async (_label, origin, host) => {
    const response = await signIn({ origin, host });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Cross-site requests are not allowed', details: null },
    });
    expect(response.cookies.some((c) => c.name === 'tf.session_token')).toBe(false);
  });

  it('compares origins as browsers write them: a default port or capitals do not make another origin', () => {
    expect(isOwnOrigin('https://teenfreelance.example:443', 'https://teenfreelance.example')).toBe(true);
    expect(isOwnOrigin('HTTPS://TeenFreelance.example', 'https://teenfreelance.example')).toBe(true);
    expect(isOwnOrigin('http://teenfreelance.example', 'https://teenfreelance.example')).toBe(false);
    expect(isOwnOrigin('https://teenfreelance.example:8443', 'https://teenfreelance.example')).toBe(false);
    expect(isOwnOrigin('https://shop.teenfreelance.example', 'https://teenfreelance.example')).toBe(false);
  });
});

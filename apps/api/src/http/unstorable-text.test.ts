import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../testing/factories.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './text-input.ts';
import { expectErrorShape } from './error-shape.test-helpers.ts';

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
      priceCents: 1000,
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

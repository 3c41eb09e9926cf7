import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfileResponse, PublicProfileResponse } from '@teenfreelance/contracts/profiles';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { getPublicProfile, seedProfilePeople } from './profiles.test-helpers.ts';

const ctx = testAppForTests();
let adult: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  ({ adult, buyer } = await seedProfilePeople(ctx));
});

const getPublic = (id: string, cookie?: string) => getPublicProfile(ctx, id, cookie);

describe('PATCH /api/profiles/me', () => {
  const patch = (payload: unknown, cookie?: string, url = '/api/profiles/me') =>
    ctx.app.inject({ method: 'PATCH', url, headers: cookie ? { cookie } : {}, payload: payload as object });

  it('saves name, bio, skills (trimmed, blanks and duplicates ignored) and response time', async () => {
    const res = await patch(
      {
        name: '  Adult Seller Renamed ',
        bio: 'I design logos and brand kits for small businesses.',
        skills: [' Logo design ', '', 'logo design', 'Figma', '   ', 'Figma'],
        responseTime: 'Within 1 hour',
      },
      adult.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<OwnProfileResponse>().profile).toMatchObject({
      name: 'Adult Seller Renamed',
      bio: 'I design logos and brand kits for small businesses.',
      skills: ['Logo design', 'Figma'],
      responseTime: 'Within 1 hour',
    });
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: adult.cookie },
    });
    expect(session.json()).toMatchObject({ user: { name: 'Adult Seller Renamed' } });
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: '   ' }, 'Name must be at least 2 characters'],
    [{ bio: 'Too short' }, 'Bio must be at least 10 characters'],
    [{ skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) }, 'At most 20 skills'],
    [{ skills: ['x'.repeat(41)] }, 'A skill must be at most 40 characters'],
    [{ responseTime: 'Whenever' }, 'Choose a response time from the list'],
    [{ phone: 'call me maybe' }, 'Phone number is invalid'],
    [{ name: 42 }, 'Name must be at least 2 characters'],
  ])('refuses %j with %s', async (payload, message) => {
    const res = await patch(payload, adult.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('accepts an empty bio as clearing it', async () => {
    const res = await patch({ bio: '' }, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<OwnProfileResponse>().profile.bio).toBeNull();
  });

  it('refuses a response time from someone who is not a freelancer', async () => {
    const res = await patch({ responseTime: 'Within 1 hour' }, buyer.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { message: 'Only freelancers have a response time' } });
  });

  it('answers 401 "No authenticated user found" when signed out, and changes nothing', async () => {
    const res = await patch({ name: 'Nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: 'No authenticated user found' } });
  });

  it("answers 403 to someone editing another person's profile, and 200 to the owner by id", async () => {
    const other = await patch({ name: 'Hijacked' }, buyer.cookie, `/api/profiles/${adult.id}`);
    expect(other.statusCode).toBe(403);
    const admin = await buildUser(ctx.app, ctx.database.db, { role: 'admin' });
    expect((await patch({ name: 'Hijacked' }, admin.cookie, `/api/profiles/${adult.id}`)).statusCode).toBe(403);
    expect((await patch({ name: 'Hijacked' }, undefined, `/api/profiles/${adult.id}`)).statusCode).toBe(401);
    const profile = (await getPublic(adult.id)).json<PublicProfileResponse>().profile;
    expect(profile.name).not.toBe('Hijacked');
    const own = await patch({ name: 'Bea Owner' }, buyer.cookie, `/api/profiles/${buyer.id}`);
    expect(own.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: adult.cookie, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(res.statusCode).toBe(415);
  });
});

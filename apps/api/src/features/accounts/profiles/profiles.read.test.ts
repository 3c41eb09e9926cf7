import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfileResponse, PublicProfileResponse } from '@teenfreelance/contracts/profiles';
import { type TestUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { profilePageMetaFrom } from './profiles.page-meta.ts';
import { getPublicProfile, privateDetails, seedProfilePeople } from './profiles.test-helpers.ts';

const ctx = testAppForTests();
let adult: TestUser;
let minor: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  ({ adult, minor, buyer } = await seedProfilePeople(ctx));
});

const getPublic = (id: string, cookie?: string) => getPublicProfile(ctx, id, cookie);

describe('GET /api/profiles/:id (public)', () => {
  it("shows an adult's public fields and location, never email, phone or personal info", async () => {
    const res = await getPublic(adult.id);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json<PublicProfileResponse>();
    expect(profile).toMatchObject({
      id: adult.id,
      name: 'Adult Seller',
      role: 'freelancer',
      isPro: true,
      location: { city: 'Springfield', country: 'USA' },
      reviewCount: 4,
      averageRating: 4.8,
      serviceCount: 2,
    });
    expect(res.body).not.toContain(adult.email);
    expect(res.body).not.toContain('555');
    expect(res.body).not.toContain('Private');
    expect(Object.keys(profile)).not.toEqual(expect.arrayContaining(['email']));
    for (const key of ['email', 'phone', 'personalInfo', 'dateOfBirth', 'isMinor', 'parentalConsent'])
      expect(profile).not.toHaveProperty(key);
  });

  it("never shows a minor's city, country, phone, email, age or date of birth, even to other signed-in users", async () => {
    for (const cookie of [undefined, buyer.cookie, adult.cookie]) {
      const res = await getPublic(minor.id, cookie);
      expect(res.statusCode).toBe(200);
      const { profile } = res.json<PublicProfileResponse>();
      expect(profile.location).toBeNull();
      for (const secret of ['Springfield', 'USA', '555', minor.email, '2011', 'Private', 'pending'])
        expect(res.body).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown id', async () => {
    const res = await getPublic('no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Profile not found' } });
  });

  it("writes the public profile, and nothing private, into the page's head", async () => {
    // The head is built from the page's own answer for the profile, as a visitor gets it.
    const resolve = async (id: string) => {
      const answer = await getPublic(id);
      return profilePageMetaFrom(answer.statusCode === 200 ? answer.json<PublicProfileResponse>() : undefined);
    };
    const meta = await resolve(minor.id);
    expect(meta).toMatchObject({ title: 'Teen Seller | TeenFreelance', status: 200, type: 'profile' });
    for (const secret of ['Springfield', 'USA', '555', minor.email, '2011', 'Private'])
      expect(JSON.stringify(meta)).not.toContain(secret);
    expect(await resolve('no-such-user')).toBeNull();
  });
});

describe('GET /api/profiles/me (owner)', () => {
  it('shows the owner everything, including personal info and the consent state', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: minor.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<OwnProfileResponse>().profile).toMatchObject({
      id: minor.id,
      email: minor.email,
      phone: '+1 555 0100',
      personalInfo: privateDetails.personalInfo,
      location: { city: 'Springfield', country: 'USA' },
      isMinor: true,
      dateOfBirth: '2011-04-02',
      parentalConsent: 'pending',
      provider: 'password',
    });
  });

  it('answers 401 with the specification words when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profiles/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: 'No authenticated user found' } });
  });
});

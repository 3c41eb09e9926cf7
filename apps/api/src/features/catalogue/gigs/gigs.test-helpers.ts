import { expect } from 'vitest';
import type { ExploreResponse } from '@teenfreelance/contracts/gigs';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { gigInput, uploadImages } from '../../../testing/gig-helpers.ts';
import { testAppWithWebBuildForTests } from '../../../testing/set-up-for-tests.ts';

export type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

/**
 * The app of a gigs API test file, with a small web build so gig pages are
 * served as a visitor gets them, and the requests its tests make.
 */
export function gigsTestApp() {
  const t = testAppWithWebBuildForTests();

  const freelancer = (overrides: { isPro?: boolean } = {}) =>
    buildUser(t.app, t.database.db, { role: 'freelancer', ...overrides });

  async function create(user: TestUser, overrides: Parameters<typeof gigInput>[0] = {}) {
    const imageIds = overrides.imageIds ?? (await uploadImages(t.app, user.cookie, 1));
    return t.app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: user.cookie },
      payload: gigInput({ ...overrides, imageIds }),
    });
  }

  /** The gig page as the server sends it: its status and the head a link preview or search engine reads. */
  async function gigPage(id: string) {
    const page = await t.app.inject({ method: 'GET', url: `/gig/${id}` });
    const head = /<head>(.*)<\/head>/s.exec(page.body)?.[1] ?? '';
    const content = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(head)?.[1];
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1];
    return {
      status: page.statusCode,
      title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
      description: content('name="description"'),
      type: content('property="og:type"'),
      image: content('property="og:image"'),
      jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
    };
  }

  const explore = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/gigs?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ExploreResponse>();
  };

  return { t, freelancer, create, gigPage, explore };
}

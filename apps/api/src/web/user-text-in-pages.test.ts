import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, type TestUser } from '../testing/factories.ts';
import { gigInput, uploadImages } from '../testing/gig-helpers.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { writeTestWebBuild } from '../testing/web-build.ts';
import { escapeHtml } from './page-routes.ts';

/*
 * User text that holds String.replace's replacement patterns (`$&`, `$'`,
 * `` $` ``, `$1`, `$$`) must reach every page exactly as typed: in the head,
 * in the rendered HTML and in the data block the browser hydrates from.
 * Each page is fetched twice: with that text, then with the same text where
 * every `$` is a harmless `S`; the two must be the same size give or take the
 * escaping of `&`.
 */

// A renderer that, like the real one, writes the page's user text into its HTML (escaped).
const RENDERER = `
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export async function prepare() {}
export function render(url, answers) {
  return '<main data-url="' + escape(url) + '">' + escape(JSON.stringify(answers)) + '</main>';
}`;

const HOSTILE = {
  name: "Ada $` $' $& $1 $$ Seller",
  // Forty of these made the gig page answer 500 after 100 ms of CPU.
  title: '$`'.repeat(40),
  shortDescription: "Quick $' logos $& more $` and $1 for $$5",
  description: "I sketch $' three $& concepts $` and $1 refine $$ them. ".repeat(12).trim(),
  tags: ['$`', "$'", '$&$1', '$$'],
  revisions: "$' and $` revisions",
  bio: "I like $' and $& and $` and $1 and $$ a lot, honestly.",
  skills: ["$'", '$&', '$`$1'],
  city: "$'ville",
  // Typed in the search box (sent encoded), or in the address bar (`$`, `'` and `` ` `` sent as they are).
  search: "logo $' $& $` $1 $$",
  rawSearch: "logo$'$`$1$$",
};

/** The same text with every `$` made harmless: what the page's size is compared with. */
const harmless = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\$/g, 'S')) as T;
const TWIN = harmless(HOSTILE);

type Texts = typeof HOSTILE;

function answersOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="prefetched-api-answers">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('the page has no prefetched answers');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('user text with replacement patterns on every server-assembled page', () => {
  let t: TestContext;
  let root: string;
  let seller: TestUser;
  let gigId: string;

  beforeAll(async () => {
    const build = writeTestWebBuild({ 'dist-server/entry-server.js': RENDERER });
    root = build.root;
    t = await createTestApp({ webDistDir: build.dist });
    await vi.waitFor(async () =>
      expect((await t.app.inject({ method: 'GET', url: '/terms' })).body).toContain('<main data-url='),
    );
    seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: HOSTILE.name });
    const imageIds = await uploadImages(t.app, seller.cookie, 1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: seller.cookie },
      payload: gigInput({ ...gigFields(HOSTILE), imageIds }),
    });
    expect(created.statusCode, created.body).toBe(201);
    gigId = created.json<{ id: string }>().id;
    await setProfile(HOSTILE);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const gigFields = (texts: Texts) => ({
    title: texts.title,
    shortDescription: texts.shortDescription,
    description: texts.description,
    tags: texts.tags,
    revisions: texts.revisions,
  });

  async function setProfile(texts: Texts) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: seller.cookie },
      payload: { name: texts.name, bio: texts.bio, skills: texts.skills, personalInfo: { city: texts.city } },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function setTexts(texts: Texts) {
    await setProfile(texts);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/gigs/${gigId}`,
      headers: { cookie: seller.cookie },
      payload: gigFields(texts),
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Every page that embeds user text or first reads, as the seller (whose name is in every page's session) and as a visitor. */
  const pages = (texts: Texts) => [
    { url: '/', signedIn: true },
    { url: '/', signedIn: false },
    { url: '/explore', signedIn: false },
    { url: '/explore/graphic-design', signedIn: true },
    { url: `/explore?search=${encodeURIComponent(texts.search)}`, signedIn: false },
    { url: `/projects?search=${texts.rawSearch}`, signedIn: true },
    { url: '/categories', signedIn: true },
    { url: `/gig/${gigId}`, signedIn: false },
    { url: `/projects/${gigId}`, signedIn: true },
    { url: `/profile/${seller.id}`, signedIn: false },
    { url: `/profile/${seller.id}`, signedIn: true },
    { url: '/terms', signedIn: true },
    { url: '/login', signedIn: true },
    { url: '/no-such-page', signedIn: true },
  ];

  const fetchPages = (texts: Texts) =>
    Promise.all(
      pages(texts).map(({ url, signedIn }) =>
        t.app.inject({ method: 'GET', url, headers: signedIn ? { cookie: seller.cookie } : {} }),
      ),
    );

  it('answers each page whole: same status, same text back from its data block, same size as harmless text', async () => {
    const hostilePages = await fetchPages(HOSTILE);
    await setTexts(TWIN);
    const twinPages = await fetchPages(TWIN);
    await setTexts(HOSTILE);

    pages(HOSTILE).forEach(({ url, signedIn }, i) => {
      const page = hostilePages[i];
      const twin = twinPages[i];
      if (!page || !twin) throw new Error('missing page');
      const label = `${url} (${signedIn ? 'signed in' : 'visitor'})`;
      expect(page.statusCode, label).toBe(url === '/no-such-page' ? 404 : 200);
      expect(page.statusCode, label).toBe(twin.statusCode);
      const answers = answersOf(page.body);
      if (signedIn) {
        expect((answers['/api/auth/session'] as { user: { name: string } }).user.name, label).toBe(HOSTILE.name);
      }
      // `&` is escaped as `&amp;` where the twin has `S`: a few bytes each, never kilobytes.
      expect(Math.abs(page.body.length - twin.body.length), label).toBeLessThan(2048);
    });
  });

  it('keeps the gig’s every free-text field exactly, in the head, the rendered HTML and the data block', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/gig/${gigId}` });
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe(escapeHtml(`${HOSTILE.title} | TeenFreelance`));
    expect(page.body).toContain(`<meta property="og:description" content="${escapeHtml(HOSTILE.shortDescription)}">`);
    const gig = answersOf(page.body)[`/api/gigs/${gigId}`] as Record<string, unknown>;
    expect(gig).toMatchObject({
      title: HOSTILE.title,
      shortDescription: HOSTILE.shortDescription,
      description: HOSTILE.description,
      tags: HOSTILE.tags,
      revisions: HOSTILE.revisions,
      seller: expect.objectContaining({ name: HOSTILE.name }) as unknown,
    });
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ name: HOSTILE.title, brand: { name: HOSTILE.name } });
    // The rendered HTML holds the same answers, escaped once.
    const rendered = /<main data-url="[^"]*">(.*?)<\/main>/s.exec(page.body)?.[1] ?? '';
    expect(rendered).toContain(escapeHtml(JSON.stringify(HOSTILE.description)));
  });

  it('lists the gig on the home and explore pages, and searches for the text as typed', async () => {
    const searches = {
      [`?search=${encodeURIComponent(HOSTILE.search)}`]: HOSTILE.search,
      [`?search=${HOSTILE.rawSearch}`]: HOSTILE.rawSearch,
    };
    for (const url of ['/', '/explore', ...Object.keys(searches).map((query) => `/explore${query}`)]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      const answers = answersOf(page.body);
      const search = searches[url.slice('/explore'.length)];
      if (search) {
        const searched = Object.keys(answers).map((key) => new URL(key, 'http://x').searchParams.get('search'));
        expect(searched, url).toContain(search);
      } else {
        expect(JSON.stringify(answers), url).toContain(JSON.stringify(HOSTILE.title));
      }
    }
  });

  it('writes the profile’s name and bio into its head and its data block as typed', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/profile/${seller.id}` });
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe(escapeHtml(`${HOSTILE.name} | TeenFreelance`));
    expect(page.body).toContain(escapeHtml(HOSTILE.bio));
    // The page is rendered by the server from its profile's answer, which the browser then reads.
    const answer = answersOf(page.body)[`/api/profiles/${seller.id}`] as { profile: Record<string, unknown> };
    expect(answer.profile).toMatchObject({ name: HOSTILE.name, bio: HOSTILE.bio });
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ mainEntity: { name: HOSTILE.name } });
  });

  it('answers a page address holding NUL with 400 in the error shape, before any lookup', async () => {
    for (const url of [`/profile/${seller.id}%00`, '/gig/%00', '/explore?search=logo%00', '/no-such-page%00']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(400);
      expect(page.json(), url).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: [{ path: expect.any(String) as unknown }] },
      });
    }
  });
});

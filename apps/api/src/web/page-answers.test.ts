import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGig, buildUser, type TestUser } from '../testing/factories.ts';
import { gigInput, uploadImages } from '../testing/gig-helpers.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { writeTestWebBuild } from '../testing/web-build.ts';

/*
 * What the server writes into a page besides its head: the answers to the
 * page's first API reads, the preloads of its module and largest picture, and
 * (for public pages) its HTML from the web app's server renderer. The build
 * here is a small fake one, laid out as Vite lays out the real one.
 */

const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_shared-1.js'], css: ['assets/form-1.css'] },
  'src/app/routes/forgot-password.tsx': {
    file: 'assets/forgot-password-1.js',
    imports: ['_shared-1.js', '_form-1.js'],
  },
  'src/app/routes/gig.tsx': {
    file: 'assets/gig-1.js',
    imports: ['_shared-1.js'],
    dynamicImports: ['../../packages/contracts/src/contact-masking.ts'],
  },
  '../../packages/contracts/src/contact-masking.ts': { file: 'assets/contact-masking-1.js' },
  '_live-1.js': { file: 'assets/live-1.js' },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    imports: ['_shared-1.js'],
    dynamicImports: ['src/app/dashboard/freelancer-dashboard.tsx'],
  },
  'src/app/dashboard/freelancer-dashboard.tsx': { file: 'assets/freelancer-dashboard-1.js', imports: ['_form-1.js'] },
  'src/app/layout/user-menu.tsx': {
    file: 'assets/user-menu-1.js',
    imports: ['_shared-1.js'],
    dynamicImports: ['_live-1.js'],
  },
  'src/app/session-required.tsx': { file: 'assets/session-required-1.js' },
};

// The renderer says what it was given; a URL with "boom" in it makes it fail.
const RENDERER = `
export async function prepare(urls) { globalThis.preparedUrls = urls; }
export function render(url, answers) {
  if (url.includes('boom')) throw new Error('render failed');
  return '<p>rendered ' + url + ' from ' + Object.keys(answers).join(' ') + '</p>';
}`;

function answersOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="prefetched-api-answers">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('the page has no prefetched answers');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('a page arrives with its first API answers, preloads and rendered HTML', () => {
  let t: TestContext;
  let root: string;
  let seller: TestUser;
  let gigId: string;

  beforeAll(async () => {
    const build = writeTestWebBuild({
      'dist/.vite/manifest.json': JSON.stringify(MANIFEST),
      'dist-server/entry-server.js': RENDERER,
    });
    root = build.root;
    t = await createTestApp({ webDistDir: build.dist });
    // The renderer loads after the server starts; until then pages are left to the browser.
    await vi.waitFor(async () => expect((await get('/terms')).body).toContain('<p>rendered /terms'));

    seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Ada Seller' });
    const imageIds = await uploadImages(t.app, seller.cookie, 1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: seller.cookie },
      payload: gigInput({ title: 'I will paint </script><script>alert(1)</script> murals', imageIds }),
    });
    expect(created.statusCode).toBe(201);
    gigId = created.json<{ id: string }>().id;
    await buildGig(t.database.db, seller.id, { title: 'Logo design in a day', priceCents: 9000 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('answers the explore page’s own list, for exactly the filters in its URL', async () => {
    const page = await get('/explore/graphic-design?minPrice=50&maxPrice=120&sort=price-asc');
    const answers = answersOf(page.body);
    const list = answers[
      '/api/gigs?sort=price-asc&page=1&category=graphic-design&minPriceCents=5000&maxPriceCents=12000'
    ] as {
      gigs: { title: string }[];
    };
    expect(list.gigs.map((gig) => gig.title)).toEqual(['Logo design in a day']);
    expect(answers['/api/auth/session']).toEqual({ user: null });
    expect(answers['/api/categories']).toMatchObject({ categories: expect.any(Array) as unknown });
  });

  it('answers as the signed-in user, and keeps the page out of shared caches', async () => {
    const page = await get('/', seller.cookie);
    const session = answersOf(page.body)['/api/auth/session'] as { user: { id: string; name: string } };
    expect(session.user).toMatchObject({ id: seller.id, name: 'Ada Seller' });
    expect(answersOf(page.body)).toHaveProperty(['/api/gigs/home']);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toContain('Cookie');
  });

  it("renders the dashboard and the inbox with the signed-in user's own answers, and a visitor's with none", async () => {
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bo Buyer' });
    const sellerPage = await get('/dashboard', seller.cookie);
    expect(sellerPage.body).toContain('<p>rendered /dashboard');
    const sellerAnswers = answersOf(sellerPage.body);
    expect(sellerAnswers['/api/auth/session']).toMatchObject({ user: { id: seller.id } });
    expect(sellerAnswers['/api/dashboard/seller']).toMatchObject({ gigs: 2 });
    // The other role's overview answered 403: not kept.
    expect(sellerAnswers).not.toHaveProperty(['/api/dashboard/buyer']);
    expect(sellerPage.headers['cache-control']).toBe('private, no-cache');

    const buyerAnswers = answersOf((await get('/dashboard', buyer.cookie)).body);
    expect(buyerAnswers['/api/auth/session']).toMatchObject({ user: { id: buyer.id } });
    expect(buyerAnswers).toHaveProperty(['/api/dashboard/buyer']);
    expect(buyerAnswers).not.toHaveProperty(['/api/dashboard/seller']);
    expect(JSON.stringify(buyerAnswers)).not.toContain(seller.id);

    const inbox = answersOf((await get('/messages', seller.cookie)).body);
    expect(inbox['/api/conversations']).toEqual({ conversations: [] });

    for (const page of ['/dashboard', '/messages']) {
      const visitor = answersOf((await get(page)).body);
      expect(visitor['/api/auth/session']).toEqual({ user: null });
      expect(Object.keys(visitor)).toEqual(['/api/auth/session']);
    }
  });

  it('writes nothing a page could run: answers cannot close their script element', async () => {
    const page = await get(`/gig/${gigId}`);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const gig = answersOf(page.body)[`/api/gigs/${gigId}`] as { title: string };
    expect(gig.title).toBe('I will paint </script><script>alert(1)</script> murals');
  });

  it('preloads the gig’s first picture at high priority and renders the page on the server', async () => {
    const page = await get(`/gig/${gigId}`);
    const gig = answersOf(page.body)[`/api/gigs/${gigId}`] as { images: { detail: string }[] };
    expect(page.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${gig.images[0]?.detail ?? 'missing'}">`,
    );
    expect(page.body).toContain(
      `<div id="root"><p>rendered /gig/${gigId} from /api/auth/session /api/gigs/${gigId} /api/categories</p></div>`,
    );
  });

  it('puts a rendered page’s module preloads aside, after the page, for its script to ask for later', async () => {
    const page = await get(`/gig/${gigId}`);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // Not in the head: fetched while the page paints, they would only compete with its pictures (decision 0106).
    expect(head).not.toContain('modulepreload');
    const template = /<template id="page-module-preloads">(.*?)<\/template>/.exec(page.body)?.[1];
    expect(template).toBe('<link rel="modulepreload" crossorigin href="/assets/gig-1.js">');
    expect(page.body.indexOf('<template id="page-module-preloads">')).toBeGreaterThan(
      page.body.indexOf('<div id="root">'),
    );
    // A page the browser renders preloads its module in the head, and has nothing put aside.
    expect((await get('/forgot-password')).body).not.toContain('<template');

    // Signed in, the header's account menus are rendered too; a signed-in page has `SessionRequired` before
    // it, and the dashboard renders its role's lazy part: their chunks are put aside with the page's.
    const preloadsOf = (body: string) =>
      [
        ...(/<template id="page-module-preloads">(.*?)<\/template>/.exec(body)?.[1] ?? '').matchAll(/href="([^"]+)"/g),
      ].map((match) => match[1]);
    // A library the page loads on demand (the screening engine) is not.
    expect(preloadsOf((await get(`/gig/${gigId}`, seller.cookie)).body)).toEqual([
      '/assets/user-menu-1.js',
      '/assets/live-1.js',
      '/assets/gig-1.js',
    ]);
    expect(preloadsOf((await get('/dashboard', seller.cookie)).body)).toEqual([
      '/assets/user-menu-1.js',
      '/assets/live-1.js',
      '/assets/session-required-1.js',
      '/assets/dashboard-1.js',
      '/assets/freelancer-dashboard-1.js',
      '/assets/form-1.js',
      '/assets/form-1.css',
    ]);
  });

  it('leaves an unknown gig to the not-found page, with no answer for it', async () => {
    const page = await get('/gig/00000000-0000-4000-8000-000000000000');
    expect(page.statusCode).toBe(404);
    expect(Object.keys(answersOf(page.body))).toEqual(['/api/auth/session']);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('lets the browser render pages that are not server-rendered, preloading their module', async () => {
    const page = await get('/forgot-password');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/forgot-password-1.js">');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/form-1.js">');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/form-1.css">');
    // The entry's own chunks are in index.html already.
    expect(page.body).not.toContain('modulepreload" crossorigin href="/assets/shared-1.js"');
  });

  it('keeps presses made before hydration on a rendered page, with the one inline script the CSP allows', async () => {
    const rendered = await get('/login');
    expect(rendered.body).toContain('<p>rendered /login');
    const inline = [...rendered.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(rendered.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    // A page the browser renders has nothing to press before its script runs.
    expect((await get('/forgot-password')).body).not.toContain('<script>');
  });

  it('loads each server-rendered page module once before rendering', () => {
    const prepared = (globalThis as { preparedUrls?: string[] }).preparedUrls ?? [];
    // Home, explore, categories, gig, jobs, job, a public profile, sign-in, sign-up, five static pages, and
    // the signed-in dashboard and inbox; explore and gig have two paths each.
    expect(prepared).toHaveLength(16);
    expect(prepared).toEqual(
      expect.arrayContaining([
        '/',
        '/dashboard',
        '/messages',
        '/login',
        '/register',
        '/categories',
        '/terms',
        '/how-it-works',
        '/jobs',
        '/jobs/sample',
        '/profile/sample',
      ]),
    );
    expect(prepared.filter((url) => ['/explore', '/projects', '/explore/sample'].includes(url))).toHaveLength(1);
    expect(prepared.filter((url) => ['/gig/sample', '/projects/sample'].includes(url))).toHaveLength(1);
  });

  it('falls back to rendering in the browser when the server renderer fails', async () => {
    const page = await get('/explore?search=boom');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(Object.keys(answersOf(page.body))).toContain('/api/gigs?sort=recommended&page=1&search=boom');
  });

  it('answers a path that is not valid percent-encoding as a bad request, not a server error', async () => {
    const page = await get('/gig/%E0%A4%A');
    expect(page.statusCode).toBe(400);
  });
});

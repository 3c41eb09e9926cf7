import { exploreResponseSchema, homeGigsSchema } from '@teenfreelance/contracts/gigs';
import { sellerOverviewSchema } from '@teenfreelance/contracts/dashboard';
import { LIVE_PATH } from '@teenfreelance/contracts/live';
import { conversationListSchema } from '@teenfreelance/contracts/messages';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from './fixtures/auth.ts';
import { repoRoot } from './fixtures/paths.ts';
import { test } from './fixtures/test.ts';
import { visit } from './fixtures/visit.ts';

/*
 * The public pages, and the signed-in dashboard and inbox (decision 0101), arrive rendered by the server with the answers to their
 * first reads, and the browser takes that HTML over (hydration) without asking
 * again. What a phone shows before its JavaScript runs, and what a search
 * engine reads, is the page itself.
 */

/**
 * The first featured gig with a picture: a journey running beside this one may have
 * seeded a featured Pro gig without one (looks.e2e.ts), which shows no image.
 */
async function firstFeaturedGig(request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> }) {
  const home = homeGigsSchema.parse(await (await request.get('/api/gigs/home')).json());
  const gig = home.featured.find((featured) => featured.image !== null);
  if (!gig) throw new Error('the demo seed has no featured gig with a picture');
  return gig;
}

test("without JavaScript, home, explore, a gig page and its seller's profile already show their content", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const gig = await firstFeaturedGig(page.request);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find Exceptional Teen Talent' }).waitFor();
    await page.getByRole('heading', { name: 'Featured services' }).waitFor();
    await page.locator(`a[href="/gig/${gig.id}"]`).first().waitFor();

    const expected = exploreResponseSchema.parse(
      await (await page.request.get('/api/gigs?sort=price-asc&page=1&search=design')).json(),
    );
    await page.goto('/explore?search=design&sort=price-asc');
    await page.getByRole('heading', { level: 1, name: 'Explore All Services' }).waitFor();
    const titles = await page.locator('main li.gig-card :is(h2, h3)').allTextContents();
    expect(titles).toEqual(expected.gigs.map((item) => item.title));

    await page.goto(`/gig/${gig.id}`);
    await page.getByRole('heading', { level: 1, name: gig.title }).waitFor();
    await page.getByRole('img', { name: gig.title }).first().waitFor();
    await page.getByText('Secured by TeenFreelance Payment Protection').waitFor();

    await page.goto(`/profile/${gig.seller.id}`);
    await page.getByRole('heading', { level: 1, name: gig.seller.name }).waitFor();
    await page.getByRole('heading', { name: 'About' }).waitFor();
    await page.getByRole('button', { name: 'Contact Seller' }).waitFor();
  } finally {
    await context.close();
  }
});

test('the browser takes the rendered page over without asking the API again, and it works', async ({
  page,
  consoleErrors,
}) => {
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== LIVE_PATH) apiReads.push(url.pathname + url.search);
  });

  await visit(page, '/explore?sort=price-asc', 'server-rendered-explore');
  // Session, categories and the list came inside the page.
  expect(apiReads).toEqual([]);
  // A hydration mismatch would have been reported as an error.
  expect(consoleErrors).toEqual([]);

  // The page answers input: the sort goes into the URL and the list follows.
  await page.getByLabel('Sort by').selectOption('price-desc');
  await page.waitForURL(/sort=price-desc/);
  const expected = exploreResponseSchema.parse(
    await (await page.request.get('/api/gigs?sort=price-desc&page=1')).json(),
  );
  await page
    .locator('main li.gig-card :is(h2, h3)')
    .first()
    .filter({ hasText: expected.gigs[0]?.title ?? '' })
    .waitFor();
  expect(consoleErrors).toEqual([]);
});

test("a visitor's profile page loads none of its owner's settings", async ({ page, consoleErrors }) => {
  // The owner's settings and forms are a chunk of their own, asked for only on the owner's profile (0117).
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const ownerParts = [
    'src/app/profile/owner-parts.tsx',
    'src/features/accounts/profiles/components/profile-edit-form.tsx',
  ].map((source) => {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`${source} is not a chunk of its own`);
    return `/${chunk.file}`;
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const gig = await firstFeaturedGig(page.request);
  await page.goto(`/profile/${gig.seller.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Contact Seller' }).waitFor();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.getByRole('tabpanel', { name: 'Reviews' }).waitFor();
  expect(scripts.length).toBeGreaterThan(0);
  const html = await page.content();
  for (const part of ownerParts) {
    expect(scripts).not.toContain(part);
    expect(html).not.toContain(part);
  }
  expect(consoleErrors).toEqual([]);
});

// A signed-in user's page arriving with their session is checked in catalogue.e2e.ts (the buyer's
// favourites journey), so this file adds no sign-in to the per-IP limit the browser tests share.

test('signed in, the dashboard and the inbox arrive rendered for their own user, and the browser takes them over', async ({
  browser,
  baseURL,
  context,
  page,
  findUser,
  signInAs,
  consoleErrors,
}) => {
  const freelancer = await findUser(DEMO_ACCOUNTS.freelancer.email);
  await signInAs(context, freelancer);
  const overview = sellerOverviewSchema.parse(await (await page.request.get('/api/dashboard/seller')).json());
  const inbox = conversationListSchema.parse(await (await page.request.get('/api/conversations')).json());
  const firstConversation = inbox.conversations[0];
  if (!firstConversation) throw new Error('the demo freelancer has no conversation');

  // Without JavaScript: the page as the server wrote it, with this user's name, figures and conversations.
  const cookies = await context.cookies();
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await noScript.addCookies(cookies);
    const bare = await noScript.newPage();
    await bare.goto('/dashboard');
    await bare.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await bare.getByText(`Welcome back, ${freelancer.name}.`).waitFor();
    await bare.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await bare.getByText('Total earnings').waitFor();
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    await bare
      .getByText(total.format(overview.earningsTotalCents / 100))
      .first()
      .waitFor();
    // A tab after Overview, in a chunk of its own (0116), is rendered too when the URL names it.
    await bare.goto('/dashboard?tab=orders');
    await bare.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
    await bare.getByRole('heading', { level: 2, name: 'Orders' }).waitFor();
    await bare.goto('/messages');
    await bare.getByText(firstConversation.other.name).first().waitFor();
  } finally {
    await noScript.close();
  }

  // With JavaScript: the browser takes the same HTML over, with no error, and the page answers.
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  // Every chunk it asked for beside the entry's came from the server's list (the page's, its role part's,
  // the account menus'), a few a task: Vite's helper added none of its own at once while it hydrated (0106).
  const html = await (await page.request.get('/dashboard')).text();
  const hrefsIn = (text: string | undefined) =>
    [...(text ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  const listed = hrefsIn(/<template id="page-module-preloads">(.*?)<\/template>/.exec(html)?.[1]);
  const inFirstHead = hrefsIn(html.slice(0, html.indexOf('</head>')));
  expect(listed.length).toBeGreaterThan(20);
  const inHead = await page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(inHead.filter((href) => !inFirstHead.includes(href)).sort()).toEqual([...listed].sort());
  // The tabs after Overview are not among them: their code comes when the pointer nears the tabs (0116).
  const askedLater: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') askedLater.push(new URL(request.url()).pathname);
  });
  await page.getByRole('tab', { name: 'My Gigs' }).click();
  await page
    .getByRole('tabpanel', { name: 'My Gigs' })
    .getByText(/Published|Draft/)
    .first()
    .waitFor();
  expect(askedLater.filter((href) => !listed.includes(href) && !inFirstHead.includes(href))).not.toEqual([]);
  await page.goto('/messages', { waitUntil: 'networkidle' });
  await page.getByText(firstConversation.other.name).first().click();
  await page.waitForURL(`**/messages/${firstConversation.id}`);
  expect(consoleErrors).toEqual([]);

  // Signed out, the same address shows none of it.
  await context.clearCookies();
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  // (The sign-in page lists the demo accounts' addresses: her id, in the session's answer, is what must not be there.)
  expect(await page.content()).not.toContain(freelancer.id);
  expect(await page.getByText(`Welcome back, ${freelancer.name}.`).count()).toBe(0);
});

import { randomUUID } from 'node:crypto';
import { exploreResponseSchema, GIG_LIMITS, gigListSchema, homeGigsSchema } from '@teenfreelance/contracts/gigs';
import sharp from 'sharp';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { toast } from './fixtures/payment.ts';
import { checkPage, visit } from './fixtures/visit.ts';

/** A small solid-colour PNG, made here so the journey needs no fixture file. */
async function pngOf(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 90, height: 60, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

test('home shows the demo catalogue: marketplace listings, featured services and recently added', async ({ page }) => {
  const home = homeGigsSchema.parse(await (await page.request.get('/api/gigs/home')).json());
  expect(home.total).toBeGreaterThan(4);
  const [firstFeatured] = home.featured;
  if (!firstFeatured) throw new Error('the demo seed has no featured gig');
  expect(firstFeatured.isPro).toBe(true);

  await visit(page, '/', 'catalogue-home');
  await page.getByRole('heading', { name: 'Marketplace Listings' }).waitFor();
  await page.getByRole('heading', { name: 'Featured services' }).waitFor();
  await page.getByRole('heading', { name: 'Recently added' }).waitFor();
  const featured = page.locator('section[aria-labelledby="featured-heading"]');
  await featured.locator(`a[href="/gig/${firstFeatured.id}"]`).first().waitFor();
  expect(await featured.getByText('Verified Professional').count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Explore All Services', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Explore all services', exact: true }).waitFor();
  await page.getByRole('link', { name: 'View All Services', exact: true }).waitFor();
  // Popular-search chips: the lowercase label with the first space as a hyphen.
  expect(await page.getByRole('link', { name: 'Web Development' }).first().getAttribute('href')).toBe(
    '/explore/web-development',
  );
});

test('a visitor searches, filters, sorts and opens a gig; Save to Favorites sends them to log in', async ({ page }) => {
  await visit(page, '/', 'catalogue-search-start');
  await page.getByRole('searchbox', { name: 'Search services' }).fill('  logo  ');
  await page.getByRole('searchbox', { name: 'Search services' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('search') === 'logo');
  await page.getByText(/^\d[\d,]*\+? services? available$/).waitFor();
  const main = page.getByRole('main');
  await main.locator('a[href^="/gig/"]').first().waitFor();

  await main.getByLabel('Pro freelancers only').click();
  await page.waitForURL((url) => url.searchParams.get('proOnly') === 'true');
  await main.getByLabel('Sort by').selectOption('price-asc');
  // The filter ticked just before stays (lib/use-url-params.ts).
  await page.waitForURL(
    (url) => url.searchParams.get('sort') === 'price-asc' && url.searchParams.get('proOnly') === 'true',
  );
  expect(await main.getByLabel('Pro freelancers only').isChecked()).toBe(true);
  const expected = exploreResponseSchema.parse(
    await (await page.request.get('/api/gigs?search=logo&proOnly=true&sort=price-asc')).json(),
  );
  const [cheapest] = expected.gigs;
  if (!cheapest) throw new Error('no Pro gig matches "logo" in the demo seed');
  // Polled as text, so that a page showing another count says which.
  const shownCount = page.getByText(/^\d[\d,]*\+? services? available$/);
  await expect
    .poll(() => shownCount.textContent())
    .toBe(`${expected.total} ${expected.total === 1 ? 'service' : 'services'} available`);
  const firstCard = main.locator('a[href^="/gig/"]').first();
  await expect.poll(() => firstCard.getAttribute('href')).toBe(`/gig/${cheapest.id}`);
  await checkPage(page, 'catalogue-explore-filtered');

  // The URL alone reproduces the view.
  await visit(page, '/explore?search=logo&proOnly=true&sort=price-asc', 'catalogue-explore-link');
  expect(await main.getByLabel('Pro freelancers only').isChecked()).toBe(true);
  expect(await main.getByLabel('Sort by').inputValue()).toBe('price-asc');

  // A search that finds nothing offers to clear the filters.
  await visit(page, '/explore?search=zzzqqqxxyy&proOnly=true', 'catalogue-explore-empty');
  await page.getByText('No services found').waitFor();
  await page.getByText('Try adjusting your filters or search term.').waitFor();
  await main.getByRole('button', { name: 'Clear All Filters' }).first().click();
  await page.waitForURL((url) => url.pathname === '/explore' && url.search === '');

  await visit(page, `/gig/${cheapest.id}`, 'catalogue-gig');
  await page.getByRole('heading', { level: 1, name: cheapest.title }).waitFor();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await breadcrumb.getByRole('link', { name: cheapest.categoryName }).waitFor();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page
    .getByRole('tabpanel')
    .getByText(/\d+ reviews?/)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Show more' }).click();
  await page.getByText('Complete ownership rights').waitFor();
  await page.getByText('Secured by TeenFreelance Payment Protection').waitFor();
  expect(await page.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/checkout?gig=${cheapest.id}`);
  await page.getByRole('button', { name: 'Save to Favorites' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/gig/${cheapest.id}`,
  );

  await visit(page, '/gig/00000000-0000-4000-8000-000000000000', 'catalogue-gig-not-found');
  await page.getByRole('heading', { name: 'Gig not found' }).waitFor();
  await page.getByText("The service you're looking for doesn't exist or has been removed.").waitFor();
  await page.getByRole('link', { name: 'Browse All Services' }).waitFor();
  await page.getByRole('link', { name: 'Return Home' }).waitFor();
});

test('a freelancer creates a gig with images in four steps, finds it on explore, edits it and deletes it', async ({
  page,
  context,
  createUser,
  signInAs,
}) => {
  await signInAs(context, await createUser({ role: 'freelancer', name: 'Riley Test' }));
  const title = `E2E Poster Design ${randomUUID().slice(0, 6)}`;

  await visit(page, '/create-gig', 'catalogue-wizard-step-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Please fill all required fields in this section').first().waitFor();
  await page.getByLabel('Gig title').fill(title);
  await page.getByLabel('Short description').fill('A bright poster for your school event or club.');
  await page.getByLabel('Price ($)').fill('35');
  await page.getByLabel('Delivery time (days)').fill('4');
  await page.getByLabel('Category').selectOption('graphic-design');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Step 2 of 4: Description' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Please provide a full description for your service').first().waitFor();
  await page
    .getByLabel('Full description')
    .fill('I design one A3 poster with your text and colours.\n\nTwo rounds of changes.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Step 3 of 4: Tags' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Please add at least one tag to help clients find your service').first().waitFor();
  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('poster');
  await tags.press('Enter');
  await tags.fill('Poster');
  await tags.press('Enter');
  await page.getByText('Tag already exists').waitFor();
  await tags.fill('design');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('heading', { name: 'Step 4 of 4: Gallery' }).waitFor();
  await page.getByRole('button', { name: 'Publish Gig' }).click();
  await page.getByText('Please upload at least one image').first().waitFor();
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: await pngOf({ r: 200, g: 40, b: 90 }) },
    { name: 'two.png', mimeType: 'image/png', buffer: await pngOf({ r: 30, g: 90, b: 200 }) },
  ]);
  await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(2);
  await checkPage(page, 'catalogue-wizard-step-4');
  await page.getByRole('button', { name: 'Publish Gig' }).click();

  await page.waitForURL((url) => url.pathname.startsWith('/gig/'));
  await toast(page, 'Gig created successfully!');
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const gigId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Next image' }).waitFor();

  // It is public: explore finds it by its title.
  const found = exploreResponseSchema.parse(
    await (await page.request.get(`/api/gigs?search=${encodeURIComponent(title)}`)).json(),
  );
  expect(found.gigs.map((gig) => gig.id)).toContain(gigId);
  await visit(page, `/explore?search=${encodeURIComponent(title)}`, 'catalogue-explore-own-gig');
  await page.getByRole('main').locator(`a[href="/gig/${gigId}"]`).waitFor();

  // Edit: the same wizard, prefilled.
  await visit(page, `/gig/${gigId}`, 'catalogue-gig-owner');
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL((url) => url.pathname === '/create-gig' && url.searchParams.get('edit') === gigId);
  const titleField = page.getByLabel('Gig title');
  await expect.poll(() => titleField.inputValue()).toBe(title);
  await titleField.fill(`${title} (edited)`);
  for (const next of ['Step 2 of 4: Description', 'Step 3 of 4: Tags', 'Step 4 of 4: Gallery']) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: next }).waitFor();
  }
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL((url) => url.pathname === `/gig/${gigId}`);
  await page.getByRole('heading', { level: 1, name: `${title} (edited)` }).waitFor();

  // Delete, after the confirmation.
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await page.getByText('Are you sure you want to delete this gig?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Gig Deleted');
  await page.waitForURL((url) => url.pathname.startsWith('/profile'));
  expect((await page.request.get(`/api/gigs/${gigId}`)).status()).toBe(404);
});

test('a buyer saves a gig to their favourites and removes it again', async ({
  page,
  context,
  browser,
  baseURL,
  createUser,
  createGig,
  signInAs,
}) => {
  const seller = await createUser({ role: 'freelancer' });
  const title = `Favourite Logo ${randomUUID().slice(0, 6)}`;
  const gig = { title, ...(await createGig(seller, { title })) };
  await signInAs(context, await createUser({ role: 'buyer' }));

  // The server renders the page with the buyer's session: before any JavaScript, no signed-out header.
  const withoutJs = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  try {
    const rendered = await withoutJs.newPage();
    await rendered.goto(`/gig/${gig.id}`);
    await rendered.getByRole('heading', { level: 1, name: gig.title }).waitFor();
    expect(await rendered.getByRole('banner').getByRole('link', { name: 'Log In' }).count()).toBe(0);
  } finally {
    await withoutJs.close();
  }

  const favourites = async () =>
    gigListSchema.parse(await (await page.request.get('/api/me/favorites')).json()).gigs.map((item) => item.id);
  expect(await favourites()).toEqual([]);

  await visit(page, `/gig/${gig.id}`, 'catalogue-gig-buyer');
  await page.getByRole('button', { name: 'Save to Favorites' }).click();
  await toast(page, 'Gig saved to your favorites');
  await page.getByRole('button', { name: 'Saved to Favorites' }).waitFor();
  expect(await favourites()).toContain(gig.id);

  await page.getByRole('button', { name: 'Saved to Favorites' }).click();
  await page.getByRole('button', { name: 'Save to Favorites' }).waitFor();
  expect(await favourites()).not.toContain(gig.id);
});

test('a freelancer at the free plan limit sees the Gig Limit Reached card with the way to Pro', async ({
  page,
  context,
  createUser,
  createGig,
  signInAs,
}) => {
  const freelancer = await createUser({ role: 'freelancer' });
  for (let i = 0; i < GIG_LIMITS.freePlanGigs; i++) await createGig(freelancer, { title: `Limit gig ${i + 1}` });
  await signInAs(context, freelancer);
  await visit(page, '/create-gig', 'catalogue-gig-limit');
  await page.getByText('Gig Limit Reached').waitFor();
  expect(await page.getByRole('main').getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
    '/upgrade',
  );
  expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
});

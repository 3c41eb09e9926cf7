import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MOBILE, test } from './fixtures/test.ts';
import { checkPage, visit } from './fixtures/visit.ts';

/** A word no other gig has, so a search finds only this journey's gigs. */
const uniqueWord = () => `zq${randomUUID().slice(0, 8)}`;

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the element is not shown');
  return box;
}

/** The card of the gig titled `title` in a grid. */
function cardOf(page: Page, title: string): Locator {
  return page
    .getByRole('main')
    .locator('li.gig-card')
    .filter({ has: page.getByRole('heading', { name: title }) });
}

test("a gig without reviews reads 'New', not '0.0', and its PRO badge leaves the picture alone", async ({
  page,
  createUser,
  createGig,
}) => {
  const word = uniqueWord();
  const seller = await createUser({ role: 'freelancer', name: 'Noa Newcomer', isPro: true });
  const fresh = await createGig(seller, { title: `Fresh ${word} logo`, isPro: true });
  await createGig(seller, { title: `Rated ${word} logo`, isPro: true, rating: 4.5, reviewCount: 3 });

  await visit(page, `/explore?search=${word}`, 'looks-new-rating-explore');
  const freshCard = cardOf(page, `Fresh ${word} logo`);
  const ratedCard = cardOf(page, `Rated ${word} logo`);
  await freshCard.getByText('New', { exact: true }).waitFor();
  expect(await freshCard.getByText('0.0', { exact: true }).count()).toBe(0);
  expect(await ratedCard.textContent()).toContain('4.5(3)');
  expect(await ratedCard.getByText('New', { exact: true }).count()).toBe(0);

  // The badge is off the picture, whose top left carries the cover's label: their boxes do not meet.
  const media = await boxOf(freshCard.locator('.gig-card-media'));
  const badge = await boxOf(freshCard.getByText('PRO', { exact: true }));
  const overlaps =
    badge.x < media.x + media.width &&
    media.x < badge.x + badge.width &&
    badge.y < media.y + media.height &&
    media.y < badge.y + badge.height;
  expect(overlaps).toBe(false);

  // The gig page, as the server renders it and as the browser shows it.
  const html = await (await page.request.get(`/gig/${fresh.id}`)).text();
  expect(html).toMatch(/>New</);
  expect(html).not.toMatch(/>0\.0</);
  await visit(page, `/gig/${fresh.id}`, 'looks-new-rating-gig');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: `Fresh ${word} logo` }).waitFor();
  await main.getByText('New', { exact: true }).first().waitFor();
  await main.getByRole('tab', { name: 'Reviews' }).click();
  await main.getByRole('tabpanel').getByText('New', { exact: true }).waitFor();
  expect(await main.getByText('0.0', { exact: true }).count()).toBe(0);

  // The seller's profile: the Services tab's cards stand apart from the tabs.
  await visit(page, `/profile/${seller.id}`, 'looks-profile');
  await main.getByRole('tab', { name: 'Services' }).click();
  const firstCard = main.locator('li.gig-card').first();
  await firstCard.waitFor();
  const tabs = await boxOf(main.getByRole('tablist'));
  const card = await boxOf(firstCard);
  expect(card.y - (tabs.y + tabs.height)).toBeGreaterThanOrEqual(16);
  await checkPage(page, 'looks-profile-services');
});

test('the header searches from an inner page, at 1280 px and in the 360 px menu', async ({ page }) => {
  // Home has its own search box: the header has none there.
  await visit(page, '/', 'looks-home-header');
  const header = page.getByRole('banner');
  expect(await header.getByRole('search').count()).toBe(0);

  await visit(page, '/categories', 'looks-header-search');
  const headerSearch = header.getByRole('search', { name: 'Search services' });
  await headerSearch.getByRole('searchbox', { name: 'Search services' }).fill('  logo  ');
  await headerSearch.getByRole('searchbox', { name: 'Search services' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('search') === 'logo');
  await page.getByText(/^\d[\d,]*\+? services? available$/).waitFor();
  // Explore has its own text search, filled from the URL: one box, not two.
  expect(await header.getByRole('search').count()).toBe(0);

  // At 360 px the header is collapsed: the search is in its menu.
  await page.setViewportSize(MOBILE);
  await page.goto('/jobs', { waitUntil: 'networkidle' });
  await header.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  const menuSearch = menu.getByRole('search', { name: 'Search services' });
  await menuSearch.waitFor();
  await checkPage(page, 'looks-header-search-menu', [MOBILE]);
  await menuSearch.getByRole('searchbox').fill('   ');
  await menuSearch.getByRole('button', { name: 'Search' }).click();
  expect(new URL(page.url()).pathname).toBe('/jobs');
  await menuSearch.getByRole('searchbox').fill('video');
  await menuSearch.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('search') === 'video');
  // The menu closes with the page change (the URL changes a moment before React renders it).
  await menu.waitFor({ state: 'detached' });
});

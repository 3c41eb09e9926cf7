import { exploreResponseSchema } from '@teenfreelance/contracts/gigs';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { checkPage, visit } from './fixtures/visit.ts';

/*
 * What a new user hit on explore (issue 15): two messages at once over a
 * search, a price slider that lost the keyboard after one press, and an empty
 * page for a category that does not exist. Reads the demo catalogue only.
 */

const SIMILAR_NOTE = 'No exact matches: showing services with similar titles.';

test('a misspelt search shows similar titles under one message; a search that finds nothing says only that', async ({
  page,
}) => {
  await visit(page, '/explore?search=spredsheet', 'explore-typo');
  const main = page.getByRole('main');
  await main.getByText(SIMILAR_NOTE).waitFor();
  const cards = main.locator('a[href^="/gig/"]');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await main.getByRole('heading', { level: 2, name: /spreadsheet/i }).count()).toBeGreaterThan(0);
  expect(await main.getByText('No services found').count()).toBe(0);

  await visit(page, '/explore?search=zzzqqqxxyy', 'explore-nothing');
  await main.getByText('No services found').waitFor();
  await main.getByText('Try adjusting your filters or search term.').waitFor();
  await main.getByRole('button', { name: 'Clear All Filters' }).first().waitFor();
  expect(await main.getByText(SIMILAR_NOTE).count()).toBe(0);
  expect(await cards.count()).toBe(0);
});

test('the price slider works from the keyboard: each arrow moves it, focus stays, the list follows', async ({
  page,
}) => {
  await visit(page, '/explore', 'explore-price-start');
  const main = page.getByRole('main');
  const maximum = main.getByRole('slider', { name: 'Maximum price' });
  const minimum = main.getByRole('slider', { name: 'Minimum price' });
  const isFocused = (handle: typeof maximum) => handle.evaluate((element) => element === document.activeElement);

  await maximum.focus();
  expect(await maximum.getAttribute('aria-valuenow')).toBe('200');
  for (let press = 1; press <= 5; press++) {
    await page.keyboard.press('ArrowLeft');
    expect(await maximum.getAttribute('aria-valuenow')).toBe(String(200 - press));
    expect(await isFocused(maximum), `focus after press ${press}`).toBe(true);
  }
  // Shift+Tab moves to the other thumb: still the same slider, still adjusting.
  await page.keyboard.press('Shift+Tab');
  expect(await isFocused(minimum)).toBe(true);
  for (let press = 1; press <= 3; press++) {
    await page.keyboard.press('ArrowRight');
    expect(await minimum.getAttribute('aria-valuenow')).toBe(String(press));
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await isFocused(maximum)).toBe(false);

  // The list follows the range: the URL (dollars), and the count the API gives for it (cents).
  await page.waitForURL(
    (url) => url.searchParams.get('minPrice') === '3' && url.searchParams.get('maxPrice') === '195',
  );
  const expected = exploreResponseSchema.parse(
    await (await page.request.get('/api/gigs?minPriceCents=300&maxPriceCents=19500')).json(),
  );
  await main
    .getByText(`${expected.total.toLocaleString('en-US')} ${expected.total === 1 ? 'service' : 'services'} available`)
    .waitFor();
  await expect
    .poll(() => main.locator('a[href^="/gig/"]').first().getAttribute('href'))
    .toBe(`/gig/${expected.gigs[0]?.id ?? ''}`);
  expect(await main.getByText('$195.00').count()).toBeGreaterThan(0);
  await checkPage(page, 'explore-price-keyboard');
});

test('an unknown category shows Category not found with ways on, answered 404', async ({ page }) => {
  const response = await page.goto('/explore/cooking', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await checkPage(page, 'explore-unknown-category');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Category not found' }).waitFor();
  expect(await main.getByText('No services found').count()).toBe(0);
  expect(await main.getByRole('link', { name: 'Explore All Services' }).getAttribute('href')).toBe('/explore');
  await main.getByRole('link', { name: 'Browse Categories' }).click();
  await page.waitForURL((url) => url.pathname === '/categories');
});

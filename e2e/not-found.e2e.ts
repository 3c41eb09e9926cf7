import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { visit } from './fixtures/visit.ts';

test('an unknown path shows Page Not Found with links home and to explore', async ({ page }) => {
  await visit(page, '/no-such-page', 'not-found');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  const main = page.getByRole('main');
  expect(await main.locator('a[href="/"]').count()).toBeGreaterThan(0);
  const explore = main.locator('a[href="/explore"]').first();
  await explore.click();
  await page.waitForURL((url) => url.pathname === '/explore');
});

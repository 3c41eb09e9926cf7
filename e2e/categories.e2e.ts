import { categoryListSchema } from '@teenfreelance/contracts/categories';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { visit } from './fixtures/visit.ts';

test('/categories shows the 13 categories with the live counts of the API, each linking to its explore page', async ({
  page,
}) => {
  const response = await page.request.get('/api/categories');
  expect(response.status()).toBe(200);
  const { categories } = categoryListSchema.parse(await response.json());
  expect(categories).toHaveLength(13);

  await visit(page, '/categories', 'categories');
  await page.getByRole('heading', { name: 'All Categories' }).waitFor();
  const main = page.getByRole('main');
  expect(await main.locator('a[href^="/explore/"]').count()).toBe(13);
  for (const category of categories) {
    const card = main.locator(`a[href="/explore/${category.slug}"]`);
    const text = await card.innerText();
    expect(text).toContain(category.name);
    expect(text).toMatch(new RegExp(`(^|\\D)${category.gigCount}(\\D|$)`));
  }

  const chosen = categories.find((category) => category.slug === 'web-development') ?? categories[0];
  if (chosen === undefined) throw new Error('no categories');
  await main.locator(`a[href="/explore/${chosen.slug}"]`).click();
  await page.waitForURL((url) => url.pathname === `/explore/${chosen.slug}`);
  await page.getByRole('heading', { name: `${chosen.name} Services` }).waitFor();
});

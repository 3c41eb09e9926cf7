import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { actOnOrder, payForGig } from './fixtures/orders.ts';
import { figure } from './fixtures/figures.ts';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';

/**
 * Issue 37, the seller's side: a US seller whose orders completed opens the
 * Earnings tab, reads the ledger's totals and lines (each order linked), is
 * told that past $400 in a year they may have to file and should show their
 * parent, downloads the CSV, and opens the yearly statement, which prints alone.
 */
test('a seller reads their earnings, downloads the CSV and prints the yearly statement', async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({
    role: 'freelancer',
    name: 'Ada Earner',
    profile: { country: 'United States' },
  });
  const buyer = await createUser({ name: 'Milo Buyer' });
  const mural = await createGig(seller, { title: 'Mural design for a cafe wall', priceCents: 25_000 });
  const menu = await createGig(seller, { title: 'Menu board, "chalk" style', priceCents: 18_000 });
  const buyerPage = await pageAs(buyer);
  await signInAs(context, seller);

  // Two orders completed ($430.00 earned, still clearing); one paid and being worked on.
  for (const gigId of [mural.id, menu.id]) {
    const orderId = await payForGig(buyerPage.request, gigId);
    await actOnOrder(page.request, orderId, { action: 'start' });
    await actOnOrder(page.request, orderId, { action: 'deliver', message: 'All done!', fileIds: [] });
    await actOnOrder(buyerPage.request, orderId, { action: 'accept' });
  }
  await actOnOrder(page.request, await payForGig(buyerPage.request, menu.id), { action: 'start' });

  await page.goto('/dashboard?tab=earnings', { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Earnings', selected: true }).waitFor();
  expect(await figure(page, 'Pending clearance')).toBe('$430.00');
  expect(await figure(page, 'Available to withdraw')).toBe('$0.00');
  expect(await figure(page, 'Withdrawn')).toBe('$0.00');
  expect(await figure(page, 'In progress')).toBe('$180.00');
  await page.getByText('Available 7 days after completion').waitFor();
  const year = new Date().getUTCFullYear();
  const note = page.getByRole('complementary', { name: `Tax note for ${year}` });
  await note.getByText(`You earned $400 or more in ${year}.`, { exact: false }).waitFor();
  const lines = page.getByRole('region', { name: 'Earnings history' });
  expect(await lines.getByRole('row').count()).toBe(3);
  await lines.getByRole('link', { name: 'Mural design for a cafe wall' }).waitFor();
  await lines.getByRole('link', { name: 'Menu board, "chalk" style' }).waitFor();
  expect(await lines.getByText('Pending', { exact: true }).count()).toBe(2);
  await checkPage(page, 'earnings-tab');

  // The CSV: a header row and a row per line, the quoted title escaped.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('teenfreelance-earnings.csv');
  const rows = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toBe(
    'Date,Type,Order number,Order title,Amount (USD),Status,Pending after (USD),Available after (USD)',
  );
  expect(rows).toHaveLength(3);
  expect(rows[1]).toMatch(
    /^\d{4}-\d{2}-\d{2},Order completed,#TF-\d{6},Mural design for a cafe wall,250\.00,Pending,250\.00,0\.00$/,
  );
  expect(rows[2]).toContain(',"Menu board, ""chalk"" style",180.00,Pending,430.00,0.00');

  // The yearly statement: totals, months, the lines and the note; on paper the statement alone.
  await page.getByRole('link', { name: 'Yearly statement' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/earnings/statement');
  const statement = page.getByRole('article', { name: `Earnings statement ${year}` });
  await statement.waitFor();
  // The title follows the statement's data, an effect after it renders (under Preact, a frame later).
  await expect.poll(() => page.title()).toBe(`Earnings Statement ${year} | TeenFreelance`);
  await statement.getByText('Ada Earner', { exact: true }).waitFor();
  const total = (label: string) =>
    statement.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  expect(await total('Earned').textContent()).toBe('$430.00');
  expect(await total('Fees').textContent()).toBe('None');
  expect(await statement.getByRole('table', { name: 'Month by month' }).getByRole('row').count()).toBe(13);
  await statement.getByRole('complementary', { name: `Tax note for ${year}` }).waitFor();
  await statement.getByRole('link', { name: 'Mural design for a cafe wall' }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Year' }).inputValue()).toBe(String(year));
  await checkPage(page, 'earnings-statement');

  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('banner').first().isVisible()).toBe(false);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await page.getByRole('combobox', { name: 'Year' }).isVisible()).toBe(false);
  expect(await statement.isVisible()).toBe(true);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await page.emulateMedia({ media: 'screen' });

  // Back to the tab.
  await page.getByRole('link', { name: 'Back to Earnings' }).click();
  await page.getByRole('tab', { name: 'Earnings', selected: true }).waitFor();
  expect(consoleErrors).toEqual([]);
});

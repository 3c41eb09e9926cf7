import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { ADMIN_LEDGER_TEXTS as T } from '@teenfreelance/contracts/admin-ledger';
import { feeCents } from '@teenfreelance/contracts/orders';
import { payForGig } from './fixtures/orders.ts';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';

/** The amount a balance shows, in cents ('$1,234.56' or '-$1.00'). */
async function centsOf(group: Locator, label: string): Promise<number> {
  const text = await group.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
  const amount = Number((text ?? '').replace(/[^0-9.-]/g, ''));
  if (!Number.isFinite(amount)) throw new Error(`no amount for ${label}: ${text}`);
  return Math.round(amount * 100);
}

/**
 * Issue 37: admins see the platform's balances and the reconciliation at
 * /admin. After a buyer pays, the Money tab shows the payment in the balances
 * and every check passing, in words, at 1280 and 360 px, with no axe finding.
 */
test('an admin opens Money on /admin and sees the balances and every check passing after a paid order', async ({
  page: adminPage,
  context,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Mina Seller' });
  const gig = await createGig(seller, { title: 'Watercolour pet portrait', priceCents: 4000 });
  const buyer = await createUser({ name: 'Otto Buyer' });
  const admin = await createUser({ role: 'admin', name: 'Ada Books' });
  await signInAs(context, admin);

  // The admin opens the Money tab and reads what cards have paid in so far.
  await adminPage.goto('/admin', { waitUntil: 'networkidle' });
  await adminPage.getByRole('tab', { name: T.tab }).click();
  await expect.poll(() => new URL(adminPage.url()).search).toBe('?tab=money');
  const main = adminPage.getByRole('main');
  const platform = main.getByRole('region', { name: T.platformTitle });
  await platform.getByText(T.platform.cardPaymentsCents.label).waitFor();
  const paidInBefore = await centsOf(platform, T.platform.cardPaymentsCents.label);
  await main.getByRole('region', { name: T.sellersTitle }).getByText(T.sellers.pendingCents).waitFor();

  // A buyer pays for a gig, in their own browser: $40.00 and the 4% fee.
  await payForGig((await pageAs(buyer)).request, gig.id);
  const total = 4000 + feeCents(4000);

  // Check again: the payment is in, and every check passes, each saying so in words.
  await main.getByRole('button', { name: T.recheck }).click();
  await expect.poll(() => centsOf(platform, T.platform.cardPaymentsCents.label)).toBe(paidInBefore + total);
  const checks = main.getByRole('region', { name: T.checksTitle });
  await checks.getByText(T.allPass).waitFor();
  for (const { title } of Object.values(T.checks)) {
    const check = checks.getByRole('article', { name: title });
    await check.getByText(T.ok, { exact: true }).waitFor();
  }
  const escrow = checks.getByRole('article', { name: T.checks.escrow.title });
  const held = await centsOf(escrow, T.escrowHolds);
  expect(held).toBe(await centsOf(escrow, T.openOrdersTotal));
  expect(held).toBe(await centsOf(platform, T.platform.escrowCents.label));
  expect(held).toBeGreaterThanOrEqual(total);

  await checkPage(adminPage, 'admin-money');
  expect(consoleErrors).toEqual([]);
});

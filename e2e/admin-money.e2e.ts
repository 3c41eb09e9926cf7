import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { ADMIN_LEDGER_TEXTS as T } from '@teenfreelance/contracts/admin-ledger';
import { feeCents } from '@teenfreelance/contracts/orders';
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@teenfreelance/contracts/checkout';
import {
  PAYOUT_ACCOUNT_PATH,
  TEST_BANK,
  WITHDRAWALS_PATH,
  type BankAccountInput,
  type WithdrawalInput,
  type WithdrawalsState,
} from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { payForGig, sellAndComplete } from './fixtures/orders.ts';
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
 * and every check passing, in words, at 1280 and 360 px, with no axe finding;
 * a payout the bank refuses is listed under 'Failed payouts' with its reason.
 */
test('an admin opens Money on /admin and sees the balances and every check passing after a paid order', async ({
  page: adminPage,
  context,
  createUser,
  createGig,
  signInAs,
  pageAs,
  clearEarnings,
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

  // Another seller's payout fails at the bank (Stripe's failing test account): the money goes back to them.
  const unlucky = await createUser({ role: 'freelancer', name: 'Noor Unlucky' });
  const unluckyGig = await createGig(unlucky, { title: 'Birthday card lettering', priceCents: 2500 });
  const unluckyPage = await pageAs(unlucky);
  await sellAndComplete((await pageAs(buyer)).request, unluckyPage.request, unluckyGig.id);
  await clearEarnings(unlucky);
  const bank: BankAccountInput = {
    holderName: 'Noor Unlucky',
    routingNumber: TEST_BANK.routingNumber,
    accountNumber: TEST_BANK.accountFails,
  };
  expect((await unluckyPage.request.put(PAYOUT_ACCOUNT_PATH, { data: bank })).status()).toBe(200);
  const amount: WithdrawalInput = { amountCents: 2500 };
  const asked = await unluckyPage.request.post(WITHDRAWALS_PATH, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    data: amount,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await expect
    .poll(
      async () =>
        ((await (await unluckyPage.request.get(WITHDRAWALS_PATH)).json()) as WithdrawalsState).withdrawals[0]?.status,
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe('failed');

  await adminPage.reload({ waitUntil: 'networkidle' });
  const failed = main.getByRole('region', { name: PAYOUT_TEXTS.adminHeading });
  const row = failed.getByRole('row').filter({ hasText: 'Noor Unlucky' });
  await row.getByText(PAYOUT_TEXTS.failureNoAccount).waitFor();
  await row.getByText('$25.00').waitFor();
  await checkPage(adminPage, 'admin-money-failed-payout');
  expect(consoleErrors).toEqual([]);
});

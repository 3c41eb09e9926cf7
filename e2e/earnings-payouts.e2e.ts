import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEST_BANK } from '@teenfreelance/contracts/payouts';
import { waitForMail } from './fixtures/mailbox.ts';
import { sellAndComplete } from './fixtures/orders.ts';
import { figure } from './fixtures/figures.ts';
import { newJourneyContext, test } from './fixtures/test.ts';
import { consentedTeen, type SeededUser } from './fixtures/users.ts';
import { checkPage } from './fixtures/visit.ts';
import { ELEMENT_WAIT_MS } from './fixtures/waits.ts';

/**
 * Issue 37's earnings that reach the seller: a buyer pays, the seller
 * delivers, the buyer accepts; the seller sees the price pending, their
 * clearing days pass (fixtures/ledger.ts) and it is available. An adult adds a bank account,
 * withdraws and sees the payout go to Paid; a teen's parent sets up the
 * account from an emailed link, and a teen's withdrawal above $100 waits for
 * the parent's emailed approval.
 */

/** The Earnings tab's payouts section. */
async function openPayouts(page: Page) {
  await page.goto('/dashboard?tab=earnings', { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'Payouts' });
  await section.waitFor({ timeout: ELEMENT_WAIT_MS });
  return section;
}

async function fillBankForm(page: Page, holderName: string) {
  await page.getByLabel('Account holder name').fill(holderName);
  await page.getByLabel('Routing number').fill(TEST_BANK.routingNumber);
  await page.getByLabel('Account number').fill(TEST_BANK.accountPays);
  await page.getByRole('button', { name: 'Save bank account' }).click();
}

async function withdraw(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw earnings' });
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The withdrawals list shows the amount with `status` (it asks again every 3 s while one is on its way). */
async function seeStatus(page: Page, amount: string, status: string) {
  const row = page.getByRole('list', { name: 'Withdrawals' }).getByRole('listitem').filter({ hasText: amount });
  await row.getByText(status, { exact: true }).waitFor({ timeout: ELEMENT_WAIT_MS });
}

test('an adult seller adds a bank account, withdraws, and sees the payout paid', async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
  pageAs,
  clearEarnings,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Rosa Seller' });
  const gig = await createGig(seller, { title: 'Podcast cover art', priceCents: 6000 });
  const buyer = await createUser({ name: 'Ivo Buyer' });
  await signInAs(context, seller);
  await sellAndComplete((await pageAs(buyer)).request, page.request, gig.id);

  // Pending first, for the clearing days; once they pass, available to withdraw.
  await openPayouts(page);
  expect(await figure(page, 'Pending clearance')).toBe('$60.00');
  expect(await figure(page, 'Available to withdraw')).toBe('$0.00');
  await clearEarnings(seller);
  const payouts = await openPayouts(page);
  expect(await figure(page, 'Available to withdraw')).toBe('$60.00');
  await payouts.getByText('Available to withdraw: $60.00').waitFor();
  await expect(payouts.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).resolves.toBe(true);
  await checkPage(page, 'payouts-no-account');

  await fillBankForm(page, 'Rosa Seller');
  await payouts.getByText('Paid to your account ending 6789').waitFor();
  await withdraw(page, '45');
  await payouts.getByText('Available to withdraw: $15.00').waitFor();
  await checkPage(page, 'payouts-withdrawal-on-its-way');
  await seeStatus(page, '$45.00', 'Paid');
  expect(consoleErrors).toEqual([]);
});

test('a teen’s parent sets up the account and approves a withdrawal above $100 by emailed links', async ({
  browser,
  baseURL,
  context,
  page,
  createUser,
  createGig,
  signInAs,
  pageAs,
  clearEarnings,
  consoleErrors,
}) => {
  const parentEmail = `parent-${Date.now()}@example.com`;
  const teen: SeededUser = await createUser({
    ...consentedTeen('Tia Teen', 15),
    parent: { name: 'Pat Parent', email: parentEmail, phone: '+1 555 123 4567' },
  });
  const gig = await createGig(teen, { title: 'Hand-drawn pet portrait', priceCents: 20_000 });
  const buyer = await createUser({ name: 'Ivo Buyer' });
  await signInAs(context, teen);
  await sellAndComplete((await pageAs(buyer)).request, page.request, gig.id);
  await clearEarnings(teen);

  // The teen cannot add an account: the parent who consented sets it up from an emailed link.
  const payouts = await openPayouts(page);
  await payouts.getByRole('button', { name: 'Ask your parent to set it up' }).click();
  await payouts.getByText('We emailed Pat Parent a link to set up the account.').waitFor();
  await checkPage(page, 'payouts-teen-asked-parent');
  const setupMail = await waitForMail(parentEmail, { subject: 'Set up the account' });
  const setupLink = /https?:\/\/\S+\/payout-setup\?token=\S+/.exec(setupMail.text)?.[0] ?? '';

  // The parent has no account: a browser of their own, not signed in.
  const parentContext = await newJourneyContext(browser, baseURL);
  const parent = await parentContext.newPage();
  await parent.goto(setupLink, { waitUntil: 'networkidle' });
  await parent.getByText('Tia Teen earns money on TeenFreelance', { exact: false }).waitFor();
  await checkPage(parent, 'payout-setup');
  await fillBankForm(parent, 'Pat Parent');
  await parent.getByText("Done: Tia Teen's earnings will be paid to your account ending 6789.").waitFor();

  await page.reload({ waitUntil: 'networkidle' });
  await payouts.getByText("Paid to your parent's account ending 6789").first().waitFor();
  await withdraw(page, '150');
  await seeStatus(page, '$150.00', 'Awaiting approval');
  await payouts.getByText('Waiting for Pat Parent to approve it by email').waitFor();

  const approvalMail = await waitForMail(parentEmail, { subject: 'asked to withdraw $150.00' });
  const approvalLink = /https?:\/\/\S+\/withdrawal-approval\?token=\S+/.exec(approvalMail.text)?.[0] ?? '';
  await parent.goto(approvalLink, { waitUntil: 'networkidle' });
  await parent.getByText('Tia Teen asked to withdraw $150.00 to your account ending 6789.').waitFor();
  await checkPage(parent, 'withdrawal-approval');
  await parent.getByRole('button', { name: 'Approve' }).click();
  await parent.getByText('Approved: the payout is on its way to your account.').waitFor();
  await parentContext.close();

  // The teen sees it proceed, to their parent's account.
  await seeStatus(page, '$150.00', 'Paid');
  await checkPage(page, 'payouts-teen-paid');
  expect(consoleErrors).toEqual([]);
});

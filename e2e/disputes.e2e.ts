import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { figure } from './fixtures/figures.ts';
import { actOnOrder, payForGig } from './fixtures/orders.ts';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';

/**
 * Issue 39's disputes (decision 0088): the buyer opens a dispute after a
 * delivery, the seller answers, an admin decides a partial refund at /admin
 * with a reason; both parties read it on the order, both accept it, and the
 * money moves: part back on the buyer's receipt, the rest in the seller's
 * earnings. Axe-clean at 1280 and 360 px.
 */

/** The order page's status badge reads `status` (it follows the other party's changes live). */
async function expectStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('main').locator('header').getByText(status, { exact: true }).waitFor();
}

test('an admin decides a dispute with a partial refund; both parties see it and the money moves', async ({
  createUser,
  createGig,
  pageAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Noor Seller' });
  const gig = await createGig(seller, { title: 'Band poster illustration', priceCents: 2500 });
  const buyer = await createUser({ name: 'Eli Buyer' });
  const admin = await createUser({ role: 'admin', name: 'Ada Judge' });
  const buyerPage = await pageAs(buyer);
  const sellerPage = await pageAs(seller);
  const adminPage = await pageAs(admin);
  const orderId = await payForGig(buyerPage.request, gig.id);
  await actOnOrder(sellerPage.request, orderId, { action: 'start' });
  await actOnOrder(sellerPage.request, orderId, { action: 'deliver', message: 'Here is the poster', fileIds: [] });

  // The buyer opens a dispute with a statement.
  await buyerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await buyerPage.getByRole('button', { name: 'Open a Dispute' }).click();
  await buyerPage.getByLabel('What went wrong?').fill('The poster has the wrong band name and no date.');
  await checkPage(buyerPage, 'dispute-open-form');
  await buyerPage.getByRole('button', { name: 'Open a Dispute' }).click();
  await expectStatus(buyerPage, 'In Dispute');
  await buyerPage.getByText('You opened a dispute.').waitFor();
  await buyerPage.getByText('Waiting for an answer until', { exact: false }).waitFor();

  // The seller answers it.
  await sellerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await sellerPage.getByText('The buyer opened a dispute.').waitFor();
  await sellerPage.getByRole('button', { name: 'Answer the Dispute' }).click();
  await sellerPage
    .getByLabel('Your side of the story')
    .fill('The name was in the brief like this; I can fix the date.');
  await sellerPage.getByRole('button', { name: 'Answer the Dispute' }).click();
  await sellerPage.getByText('An admin is reviewing this dispute.').waitFor();
  await checkPage(sellerPage, 'dispute-answered');

  // The admin reads both sides and the evidence, and decides $10.00 back.
  await adminPage.goto('/admin?tab=disputes', { waitUntil: 'networkidle' });
  const main = adminPage.getByRole('main');
  await main.getByText('Needs a decision').first().waitFor();
  const card = main.getByRole('article').filter({ hasText: 'Band poster illustration' });
  await card.getByRole('button', { name: 'Review' }).click();
  // The statement, and again in the evidence's timeline as the entry that opened it.
  await card.getByText('The poster has the wrong band name and no date.').first().waitFor();
  await card.getByText('The name was in the brief like this; I can fix the date.').waitFor();
  await card.getByLabel('Refund part of the price').check();
  await card.getByLabel('Refund to the buyer (part of the price, in dollars)').fill('10');
  await card.getByLabel('Reason (both parties read it)').fill('The date was missing, the rest matches the brief.');
  await checkPage(adminPage, 'dispute-admin-decision');
  await card.getByRole('button', { name: 'Decide' }).click();
  await card.getByText('Decision 1').waitFor();

  // Both parties read the decision and its reason, and accept it.
  for (const page of [buyerPage, sellerPage]) {
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('An admin decided: refund part of the price ($10.00)').waitFor();
    await page.getByText('Reason: The date was missing, the rest matches the brief.').waitFor();
    await page.getByText('The buyer gets back $10.40; the seller earns $15.00.').waitFor();
  }
  await checkPage(buyerPage, 'dispute-decided');
  await buyerPage.getByRole('button', { name: 'Accept the Decision' }).click();
  await buyerPage.getByText('You accepted the decision.', { exact: false }).waitFor();
  await sellerPage.getByRole('button', { name: 'Accept the Decision' }).click();
  await expectStatus(sellerPage, 'Completed');
  await sellerPage.getByText('This dispute is closed and the money has moved as decided.').waitFor();
  await expectStatus(buyerPage, 'Completed');
  await checkPage(buyerPage, 'dispute-settled');

  // The money: $10.40 back on the buyer's receipt, $15.00 pending in the seller's earnings.
  await buyerPage.getByRole('link', { name: 'View receipt' }).click();
  await buyerPage.getByText('$10.40 was refunded to this card on', { exact: false }).waitFor();
  await sellerPage.goto('/dashboard?tab=earnings', { waitUntil: 'networkidle' });
  expect(await figure(sellerPage, 'Pending clearance')).toBe('$15.00');
});

test('a seller appeals; the first admin is told another decides, and the second admin’s decision is final', async ({
  createUser,
  createGig,
  pageAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Ivo Seller' });
  const gig = await createGig(seller, { title: 'School play programme layout', priceCents: 3000 });
  const buyer = await createUser({ name: 'Una Buyer' });
  const first = await createUser({ role: 'admin', name: 'Ada First' });
  const second = await createUser({ role: 'admin', name: 'Bo Second' });
  const buyerPage = await pageAs(buyer);
  const sellerPage = await pageAs(seller);
  const orderId = await payForGig(buyerPage.request, gig.id);
  await actOnOrder(sellerPage.request, orderId, { action: 'start' });
  await actOnOrder(sellerPage.request, orderId, { action: 'deliver', message: 'The layout', fileIds: [] });
  await actOnOrder(buyerPage.request, orderId, { action: 'open_dispute', statement: 'Two pages are missing.' });
  await actOnOrder(sellerPage.request, orderId, { action: 'answer_dispute', answer: 'The gig is for four pages.' });

  /** Opens the dispute's case on the Disputes tab as `page`'s admin. */
  async function openCase(page: Page) {
    await page.goto('/admin?tab=disputes', { waitUntil: 'networkidle' });
    const card = page.getByRole('main').getByRole('article').filter({ hasText: 'School play programme layout' });
    await card.getByRole('button', { name: 'Review' }).click();
    return card;
  }

  const firstPage = await pageAs(first);
  let card = await openCase(firstPage);
  await card.getByLabel('Refund the buyer in full').check();
  await card.getByLabel('Reason (both parties read it)').fill('Two of six pages were not delivered.');
  await card.getByRole('button', { name: 'Decide' }).click();
  await card.getByText('Decision 1').waitFor();

  // The seller appeals from the order page.
  await sellerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await sellerPage.getByText('Reason: Two of six pages were not delivered.').waitFor();
  await sellerPage.getByRole('button', { name: 'Appeal' }).click();
  await sellerPage.getByLabel('Why should another admin look again?').fill('The gig page says four pages.');
  await sellerPage.getByRole('button', { name: 'Appeal' }).click();
  await sellerPage.getByText('The seller appealed. A different admin will decide', { exact: false }).waitFor();
  await checkPage(sellerPage, 'dispute-appealed');

  // The first admin may not decide the appeal; the second does, and it is final.
  card = await openCase(firstPage);
  await card.getByText('You made the first decision: another admin decides the appeal.').waitFor();
  expect(await card.getByRole('button', { name: 'Decide' }).count()).toBe(0);
  const secondPage = await pageAs(second);
  card = await openCase(secondPage);
  await card.getByText("The seller's appeal").waitFor();
  await card.getByLabel('Release the payment to the seller').check();
  await card.getByLabel('Reason (both parties read it)').fill('The gig promised four pages, and four came.');
  await checkPage(secondPage, 'dispute-appeal-decision');
  await card.getByRole('button', { name: 'Decide' }).click();
  // Final: the money moves and the dispute leaves the open ones.
  await secondPage.getByText('Decision sent to both parties').waitFor();
  await card.waitFor({ state: 'detached' });

  await buyerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await expectStatus(buyerPage, 'Completed');
  await buyerPage.getByText('Final decision after the appeal: release the payment to the seller').waitFor();
  await buyerPage.getByText('Reason: The gig promised four pages, and four came.').waitFor();
  await checkPage(buyerPage, 'dispute-final');
});

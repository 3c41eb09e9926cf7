import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { orders } from '../apps/api/src/db/schema/orders.ts';
import { test } from './fixtures/test.ts';
import { actOnOrder, payForGig } from './fixtures/orders.ts';
import { checkPage } from './fixtures/visit.ts';

/**
 * What the parties of an order agree on besides the work (decision 0082): more
 * days, a split of the price, and a late order cancelled with a full refund.
 */

/** The order page's status badge reads `status` (it follows the other party's changes live). */
async function expectStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('main').locator('header').getByText(status, { exact: true }).waitFor();
}

/** The order page's "Due date" row, as the details card shows it. */
async function dueDateOf(page: Page): Promise<string> {
  const row = page.getByRole('main').locator('dt', { hasText: 'Due date' }).locator('xpath=..').locator('dd');
  return (await row.textContent()) ?? '';
}

test('a seller asks for more days; the buyer gives them and the due date moves for both', async ({
  createUser,
  createGig,
  pageAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Ivy Seller' });
  const gig = await createGig(seller, { title: 'Science fair poster design', priceCents: 3000 });
  const buyer = await createUser({ name: 'Omar Buyer' });
  const buyerPage = await pageAs(buyer);
  const sellerPage = await pageAs(seller);
  const orderId = await payForGig(buyerPage.request, gig.id);
  await actOnOrder(sellerPage.request, orderId, { action: 'start' });

  await sellerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await expectStatus(sellerPage, 'In Progress');
  const dueBefore = await dueDateOf(sellerPage);
  await sellerPage.getByRole('button', { name: 'Ask for More Time' }).click();
  await sellerPage.getByLabel('How many more days do you need?').fill('3');
  await sellerPage.getByLabel('Why do you need more time?').fill('My exams are this week, sorry!');
  await checkPage(sellerPage, 'order-extension-form');
  await sellerPage.getByRole('button', { name: 'Ask for More Time' }).click();
  await sellerPage.getByText('You asked for 3 more days. The buyer has not answered yet.').waitFor();
  await checkPage(sellerPage, 'order-extension-asked');

  // The buyer's page says what the new due date would be, and gives the days.
  await buyerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  const asked = buyerPage.getByText('The seller asked for 3 more days. If you agree, the new due date is', {
    exact: false,
  });
  const newDue = /the new due date is (.+)\.$/.exec((await asked.textContent()) ?? '')?.[1] ?? '';
  expect(newDue).not.toBe('');
  expect(newDue).not.toBe(dueBefore);
  await buyerPage.getByRole('main').getByText('My exams are this week, sorry!').waitFor();
  await checkPage(buyerPage, 'order-extension-to-answer');
  await buyerPage.getByRole('button', { name: 'Give More Time' }).click();
  await buyerPage.getByRole('main').getByText('More time given').waitFor();
  await buyerPage.getByText('You asked for', { exact: false }).waitFor({ state: 'detached' });
  expect(await dueDateOf(buyerPage)).toBe(newDue);

  // The seller's open page follows live: the request is answered and the due date moved.
  await sellerPage.getByRole('main').getByText('More time given').waitFor();
  await sellerPage.getByText('You asked for 3 more days.', { exact: false }).waitFor({ state: 'detached' });
  expect(await dueDateOf(sellerPage)).toBe(newDue);
  await checkPage(sellerPage, 'order-extension-given');
});

test('a buyer proposes a partial refund; the seller accepts the split; the receipt says what went back', async ({
  createUser,
  createGig,
  pageAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Kai Seller' });
  const gig = await createGig(seller, { title: 'Two short birthday videos', priceCents: 2500 });
  const buyer = await createUser({ name: 'Lena Buyer' });
  const buyerPage = await pageAs(buyer);
  const sellerPage = await pageAs(seller);
  const orderId = await payForGig(buyerPage.request, gig.id);
  await actOnOrder(sellerPage.request, orderId, { action: 'start' });
  await actOnOrder(sellerPage.request, orderId, { action: 'deliver', message: 'Here is the first video', fileIds: [] });

  await buyerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await expectStatus(buyerPage, 'Delivered');
  await buyerPage.getByRole('button', { name: 'Propose a Partial Refund' }).click();
  const amount = buyerPage.getByLabel('Part of the price to refund ($)');
  await amount.fill('25');
  await buyerPage.getByLabel('Why is this split fair?').fill('Only one of the two videos came, so half feels fair.');
  await buyerPage.getByRole('button', { name: 'Propose a Partial Refund' }).click();
  await buyerPage.getByText('The refund must be less than the price', { exact: false }).waitFor();
  await checkPage(buyerPage, 'order-partial-refund-form');
  await amount.fill('10');
  await buyerPage.getByRole('button', { name: 'Propose a Partial Refund' }).click();
  await buyerPage
    .getByText('You proposed to complete the order with $10.00 of the price refunded. Waiting for an answer.')
    .waitFor();
  await buyerPage.getByText('The buyer gets back $10.40 and the seller earns $15.00.').waitFor();

  await sellerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await sellerPage.getByText('The buyer proposed to complete the order with $10.00 of the price refunded.').waitFor();
  await sellerPage.getByText('The buyer gets back $10.40 and the seller earns $15.00.').waitFor();
  await checkPage(sellerPage, 'order-partial-refund-to-answer');
  await sellerPage.getByRole('button', { name: 'Accept the Split' }).click();
  await expectStatus(sellerPage, 'Completed');
  await sellerPage
    .getByText("Completed by agreement: $10.40 went back to the buyer's card and the seller earned $15.00.")
    .waitFor();

  // The buyer's page follows; the receipt names the part refunded.
  await expectStatus(buyerPage, 'Completed');
  await buyerPage.getByRole('main').getByText('Partial refund agreed: order completed').waitFor();
  await checkPage(buyerPage, 'order-partial-refund-agreed');
  await buyerPage.getByRole('link', { name: 'View receipt' }).click();
  await buyerPage.getByText('$10.40 was refunded to this card on', { exact: false }).waitFor();
  await checkPage(buyerPage, 'receipt-partial-refund');
});

test('a buyer cancels a late order for a full refund a day after its due date', async ({
  db,
  createUser,
  createGig,
  pageAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Raj Seller' });
  const gig = await createGig(seller, { title: 'Math tutoring worksheet pack', priceCents: 1800 });
  const buyer = await createUser({ name: 'Sofia Buyer' });
  const buyerPage = await pageAs(buyer);
  const sellerPage = await pageAs(seller);
  const orderId = await payForGig(buyerPage.request, gig.id);
  await actOnOrder(sellerPage.request, orderId, { action: 'start' });
  // Its due date passed two days ago, with no delivery.
  await db
    .update(orders)
    .set({ dueAt: new Date(Date.now() - 2 * DAY_MS) })
    .where(eq(orders.id, orderId));

  await sellerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await sellerPage
    .getByText('This order is past its due date. Deliver as soon as you can, or ask the buyer for more time.')
    .waitFor();
  await buyerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await buyerPage.getByText('This order is late. You can cancel it for a full refund, or keep waiting.').waitFor();
  await checkPage(buyerPage, 'order-late');
  await buyerPage.getByRole('button', { name: 'Cancel for Lateness' }).click();
  await expectStatus(buyerPage, 'Cancelled');
  await buyerPage.getByRole('main').getByText('Cancelled for lateness (full refund)').waitFor();
  await expectStatus(sellerPage, 'Cancelled');
  await buyerPage.getByRole('link', { name: 'View receipt' }).click();
  await buyerPage.getByText('The total was refunded to this card on', { exact: false }).waitFor();
});

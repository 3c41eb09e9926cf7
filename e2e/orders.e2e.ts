import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { fillCard } from './fixtures/payment.ts';
import { checkPage } from './fixtures/visit.ts';

/** The order page's status badge reads `status` (it follows the other party's changes live). */
async function expectStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('main').locator('header').getByText(status, { exact: true }).waitFor();
}

test('a visitor at checkout is told to sign in and sent to the login page', async ({ page, createUser, createGig }) => {
  const seller = await createUser({ role: 'freelancer' });
  const gig = await createGig(seller);
  await page.goto(`/checkout?gig=${gig.id}`);
  await page.getByText('Authentication Required').waitFor();
  await page.getByText('Please log in to complete checkout').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/checkout?gig=${gig.id}`);
});

test('a buyer pays for a gig; the seller starts and delivers a file; the buyer asks for a revision, accepts and reviews; the review shows on the gig', async ({
  context,
  page: buyerPage,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Nia Seller' });
  const gig = await createGig(seller, { title: 'Podcast intro jingles for school radio', priceCents: 1249 });
  const buyer = await createUser({ name: 'Theo Buyer' });
  await signInAs(context, buyer);

  // From the gig's Continue to the checkout, whose figures the server computed: $12.49 + 4% ($0.50).
  await buyerPage.goto(`/gig/${gig.id}`, { waitUntil: 'networkidle' });
  await buyerPage.getByRole('link', { name: 'Continue' }).click();
  await buyerPage.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('gig') === gig.id);
  const checkout = buyerPage.getByRole('main');
  await checkout.getByRole('heading', { name: 'Order Summary' }).waitFor();
  for (const text of ['Subtotal', '$12.49', 'Platform fee (4%)', '$0.50', 'Includes 4% platform fee']) {
    await checkout.getByText(text, { exact: true }).first().waitFor();
  }
  expect(await checkout.getByLabel('Full Name').inputValue()).toBe('Theo Buyer');
  await checkPage(buyerPage, 'checkout');

  // A declined card: a clear message and no order; then the test card pays.
  await fillCard(buyerPage, '4000 0000 0000 0002');
  await checkout.getByRole('button', { name: 'Pay $12.99' }).click();
  await checkout.getByRole('alert').getByText('Your card was declined. Please use another card.').waitFor();
  await fillCard(buyerPage, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $12.99' }).click();

  await buyerPage.waitForURL((url) => url.pathname === '/payment-success');
  const success = buyerPage.getByRole('main');
  await success.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  const orderNumber = await success.getByText(/^#TF-\d{6}$/).textContent();
  await success.getByText('Paid', { exact: true }).waitFor();
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
  await success.getByText(today).waitFor();
  expect(await success.getByRole('link', { name: 'Message Freelancer' }).getAttribute('href')).toMatch(
    /^\/messages\/[^/]+$/,
  );
  await checkPage(buyerPage, 'payment-success');
  // The dashboard's orders tab shows the new order highlighted; its link opens the order.
  await success.getByRole('link', { name: 'View Order in Dashboard' }).click();
  await buyerPage.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'orders');
  await buyerPage
    .locator('li[aria-current="true"]')
    .getByRole('link', { name: 'Podcast intro jingles for school radio' })
    .click();
  await buyerPage.waitForURL(/\/orders\/[^/]+$/);
  const orderPath = new URL(buyerPage.url()).pathname;
  await expectStatus(buyerPage, 'Paid');
  await buyerPage.getByText(`Order ${orderNumber}`).waitFor();
  await buyerPage.getByRole('button', { name: 'Cancel Order' }).waitFor();

  // The seller starts work and delivers a file; the buyer's open page follows live.
  const sellerPage = await pageAs(seller);
  await sellerPage.goto(orderPath, { waitUntil: 'networkidle' });
  await expectStatus(sellerPage, 'Paid');
  await sellerPage.getByRole('button', { name: 'Start Working' }).click();
  await expectStatus(sellerPage, 'In Progress');
  await expectStatus(buyerPage, 'In Progress');
  expect(await buyerPage.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

  await sellerPage.getByRole('button', { name: 'Deliver Order' }).click();
  await sellerPage.getByLabel('Delivery message').fill('Here is the jingle, 10 seconds, as agreed.');
  const cover = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  await sellerPage
    .getByLabel('Files (optional)')
    .setInputFiles({ name: 'jingle-cover.png', mimeType: 'image/png', buffer: cover });
  await sellerPage.getByRole('button', { name: 'Deliver Order' }).click();
  await expectStatus(sellerPage, 'Delivered');
  await checkPage(sellerPage, 'order-seller-delivered');

  // The buyer sees the delivery and its file, and asks for a revision.
  await expectStatus(buyerPage, 'Delivered');
  const file = buyerPage
    .getByRole('main')
    .getByRole('link', { name: /jingle-cover\.png/ })
    .first();
  await file.waitFor();
  expect(await file.getAttribute('href')).toMatch(/^\/api\/orders\/[^/]+\/files\/[^/]+$/);
  await buyerPage.getByRole('button', { name: 'Request Revision' }).click();
  await buyerPage.getByLabel('What should change?').fill('Could it end on a higher note?');
  await buyerPage.getByRole('button', { name: 'Request Revision' }).click();
  await expectStatus(buyerPage, 'Revision Requested');

  // The seller delivers again; the buyer accepts and the order is complete for both.
  await expectStatus(sellerPage, 'Revision Requested');
  await sellerPage.getByText('Could it end on a higher note?').waitFor();
  await sellerPage.getByRole('button', { name: 'Deliver Order' }).click();
  await sellerPage.getByLabel('Delivery message').fill('Now it ends on a high C.');
  await sellerPage.getByRole('button', { name: 'Deliver Order' }).click();
  await expectStatus(buyerPage, 'Delivered');
  await buyerPage.getByRole('button', { name: 'Accept Delivery' }).click();
  await expectStatus(buyerPage, 'Completed');
  await expectStatus(sellerPage, 'Completed');
  await buyerPage.getByRole('main').getByText('Delivery accepted').waitFor();
  await checkPage(buyerPage, 'order-buyer-completed');

  // The buyer reviews the order and the seller rates the buyer; the review then shows on the gig and the profile.
  const reviewForm = buyerPage.getByRole('region', { name: 'Leave a Review' });
  await reviewForm.getByRole('button', { name: 'Submit Review' }).click();
  await reviewForm.getByText('Please choose a rating from 1 to 5 stars').waitFor();
  await reviewForm.locator('label', { hasText: '5 stars' }).click();
  expect(await reviewForm.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
  await reviewForm.getByLabel('Your review').fill('A catchy jingle, and a quick fix when I asked.');
  await reviewForm.getByRole('button', { name: 'Submit Review' }).click();
  await buyerPage.getByText('Thank you for your review!').waitFor();
  await buyerPage.getByRole('region', { name: 'Review' }).getByText('A catchy jingle').waitFor();
  // Double-blind (decision 0093): the seller reads it once they have rated the buyer.
  await sellerPage.reload();
  await sellerPage.getByRole('heading', { name: 'Rate the Buyer' }).waitFor();
  await sellerPage.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await sellerPage.getByLabel('Your review').fill('Clear brief, quick answers.');
  await sellerPage.getByRole('button', { name: 'Submit Rating' }).click();
  await sellerPage.getByRole('heading', { name: 'Both reviews are in' }).waitFor();
  await sellerPage.getByLabel('Seller response').fill('Thank you, Theo!');
  await sellerPage.getByRole('button', { name: 'Reply' }).click();
  await sellerPage.getByRole('region', { name: 'Review' }).getByText('Thank you, Theo!').waitFor();

  await buyerPage.goto(`/gig/${gig.id}`, { waitUntil: 'networkidle' });
  await buyerPage.getByRole('tab', { name: 'Reviews' }).click();
  const reviewsTab = buyerPage.getByRole('tabpanel', { name: 'Reviews' });
  await reviewsTab.getByText('A catchy jingle, and a quick fix when I asked.').waitFor();
  await reviewsTab.getByText('Thank you, Theo!').waitFor();
  await reviewsTab.getByText('1 review', { exact: true }).waitFor();
  await checkPage(buyerPage, 'gig-reviews-tab');
  await buyerPage.goto(`/profile/${seller.id}`, { waitUntil: 'networkidle' });
  await buyerPage.getByRole('tab', { name: 'Reviews' }).click();
  await buyerPage.getByRole('tabpanel', { name: 'Reviews' }).getByText('A catchy jingle').waitFor();
  // The browser logs the declined card's answer (422); nothing else went wrong.
  expect(consoleErrors).toEqual([expect.stringMatching(/\/checkout\?gig=.*status of 422/)]);
});

import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { fillCard } from './fixtures/payment.ts';
import { checkPage } from './fixtures/visit.ts';

/**
 * Issue 37's buyer side and issue 35 item 3: the price a buyer saw is the
 * price charged, the payment's success page says what was bought and paid,
 * 'View Order in Dashboard' opens the dashboard's orders with the order
 * highlighted, and every order has a receipt for its buyer that prints alone.
 */
test('the seller raises the price while the buyer is on checkout: the buyer is asked again, pays, and keeps a receipt', async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Rosa Seller' });
  const gig = await createGig(seller, { title: 'Hand-lettered birthday card design', priceCents: 5000 });
  const buyer = await createUser({ name: 'Ivo Buyer' });
  await signInAs(context, buyer);

  // The buyer opens checkout: $50.00 + 4% = $52.00.
  await page.goto(`/checkout?gig=${gig.id}`, { waitUntil: 'networkidle' });
  const checkout = page.getByRole('main');
  await checkout.getByRole('button', { name: 'Pay $52.00' }).waitFor();
  await fillCard(page, '4242 4242 4242 4242');

  // Meanwhile, in the seller's own browser, the price goes up to $1,000.
  const sellerPage = await pageAs(seller);
  const raised = await sellerPage.request.patch(`/api/gigs/${gig.id}`, { data: { priceCents: 100_000 } });
  expect(raised.status(), await raised.text()).toBe(200);

  // Paying the $52.00 the page shows charges nothing: the buyer is told the new total and asked again.
  await checkout.getByRole('button', { name: 'Pay $52.00' }).click();
  await checkout
    .getByRole('alert')
    .getByText('The seller changed the price: the total is now $1,040.00 (it was $52.00). You have not been charged.', {
      exact: false,
    })
    .waitFor();
  await checkout.getByText('$1,000.00', { exact: true }).first().waitFor();
  await checkout.getByRole('button', { name: 'Pay $1,040.00' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/checkout');
  const before = await page.request.get('/api/orders?role=buying');
  expect(((await before.json()) as { orders: unknown[] }).orders).toEqual([]);
  await checkPage(page, 'checkout-price-changed');

  // The card is still filled in; pressing Pay again pays the new total.
  await checkout.getByRole('button', { name: 'Pay $1,040.00' }).click();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';

  // The success page says what was bought, from whom, the total paid and the card.
  const success = page.getByRole('main');
  await success.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  const details = success.locator('dl');
  for (const text of ['Hand-lettered birthday card design', 'Rosa Seller', '$1,040.00', 'Visa ending in 4242']) {
    await details.getByText(text, { exact: true }).waitFor();
  }
  const orderNumber = (await details.getByText(/^#TF-\d{6}$/).textContent()) ?? '';
  await checkPage(page, 'payment-success-details');

  // The receipt: what, from whom, price, fee, total, card, date and number; on paper, the receipt alone.
  await success.getByRole('link', { name: 'View receipt' }).click();
  await page.waitForURL((url) => url.pathname === `/orders/${orderId}/receipt`);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await receipt.waitFor();
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
  for (const text of [
    orderNumber,
    today,
    'Ivo Buyer',
    'Hand-lettered birthday card design',
    'Rosa Seller',
    '$1,000.00',
    '$40.00',
    '$1,040.00',
    'Visa ending in 4242',
  ]) {
    await receipt.getByText(text, { exact: true }).waitFor();
  }
  expect(await page.title()).toBe(`Receipt ${orderNumber} | TeenFreelance`);
  await checkPage(page, 'order-receipt');
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByRole('banner').first().isVisible()).toBe(false);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print receipt' }).isVisible()).toBe(false);
  expect(await receipt.isVisible()).toBe(true);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await page.emulateMedia({ media: 'screen' });

  // The seller never sees the buyer's card: their order page has no receipt, and the receipt refuses them.
  await sellerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await sellerPage.getByRole('heading', { name: 'Hand-lettered birthday card design' }).waitFor();
  expect(await sellerPage.getByRole('link', { name: 'View receipt' }).count()).toBe(0);
  expect(await sellerPage.getByText('4242').count()).toBe(0);
  await sellerPage.goto(`/orders/${orderId}/receipt`, { waitUntil: 'networkidle' });
  await sellerPage.getByText('Only the buyer can see the receipt of an order').waitFor();
  expect(await sellerPage.getByText('4242').count()).toBe(0);

  // Back on the success page, 'View Order in Dashboard' opens the orders tab with this order highlighted.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/payment-success');
  await page.getByRole('link', { name: 'View Order in Dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const url = new URL(page.url());
  expect(url.searchParams.get('tab')).toBe('orders');
  expect(url.searchParams.get('order')).toBe(orderId);
  await page.getByRole('tab', { name: 'My Orders', selected: true }).waitFor();
  const highlighted = page.locator('li[aria-current="true"]');
  await highlighted.getByText('Hand-lettered birthday card design').waitFor();
  await checkPage(page, 'dashboard-order-highlighted');
  // Its link still opens the order, whose page links the receipt.
  await highlighted.getByRole('link', { name: 'Hand-lettered birthday card design' }).click();
  await page.waitForURL((next) => next.pathname === `/orders/${orderId}`);
  await page.getByRole('link', { name: 'View receipt' }).click();
  await page.waitForURL((next) => next.pathname === `/orders/${orderId}/receipt`);
  await receipt.waitFor();
  // The refused payment's 409 is the one error the browser logged.
  expect(consoleErrors).toEqual([expect.stringMatching(/\/checkout\?gig=.*status of 409/)]);
});

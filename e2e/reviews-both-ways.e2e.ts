import type { Page } from 'playwright-core';
import { orderPath, orderSchema } from '@teenfreelance/contracts/orders';
import { test } from './fixtures/test.ts';
import { actOnOrder, payForGig } from './fixtures/orders.ts';
import { checkPage } from './fixtures/visit.ts';

/**
 * Reviews both ways, double-blind (decision 0093): the buyer's review waits,
 * hidden, until the seller rates the buyer; then both parties see both.
 */

/** Picks the stars and writes the words of the review form, then sends it with `submit`. */
async function writeReview(page: Page, stars: number, words: string, submit: string): Promise<void> {
  // The radio itself is visually hidden behind its star (a radio group: keyboard users arrow through it).
  await page.getByRole('radio', { name: `${stars} stars` }).check({ force: true });
  await page.getByLabel('Your review').fill(words);
  await page.getByRole('button', { name: submit }).click();
}

test('a buyer reviews, hidden until the seller rates the buyer; then both see both reviews', async ({
  createUser,
  createGig,
  pageAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Kai Seller' });
  const gig = await createGig(seller, { title: 'Birthday video edit', priceCents: 2500 });
  const buyer = await createUser({ name: 'Omar Buyer' });
  const buyerPage = await pageAs(buyer);
  const sellerPage = await pageAs(seller);
  const orderId = await payForGig(buyerPage.request, gig.id);
  await actOnOrder(sellerPage.request, orderId, { action: 'start' });
  await actOnOrder(sellerPage.request, orderId, { action: 'deliver', message: 'Here is your video', fileIds: [] });
  await actOnOrder(buyerPage.request, orderId, { action: 'accept' });

  // The buyer reviews: the review is theirs alone until the seller writes theirs, or the date.
  await buyerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await buyerPage.getByRole('heading', { name: 'Leave a Review' }).waitFor();
  await writeReview(buyerPage, 5, 'A lovely video, delivered early. Thank you!', 'Submit Review');
  await buyerPage.getByText(/^Hidden until Kai Seller writes theirs or .+, whichever comes first\.$/).waitFor();
  await buyerPage.getByText('Kai Seller has not written their review yet.').waitFor();
  await checkPage(buyerPage, 'reviews-buyer-hidden');

  // The seller sees no review yet, the buyer's rating ('New buyer'), and rates the buyer.
  await sellerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await sellerPage.getByText('New buyer: not enough reviews yet').waitFor();
  await sellerPage.getByRole('heading', { name: 'Rate the Buyer' }).waitFor();
  if ((await sellerPage.getByText('A lovely video, delivered early.', { exact: false }).count()) > 0) {
    throw new Error("the seller read the buyer's review before writing theirs");
  }
  await checkPage(sellerPage, 'reviews-seller-form');
  await writeReview(sellerPage, 4, 'Clear brief and quick answers. Thanks Omar!', 'Submit Rating');
  await sellerPage.getByRole('heading', { name: 'Both reviews are in' }).waitFor();
  await sellerPage.getByText("Omar Buyer's review of you").waitFor();
  await sellerPage.getByText('A lovely video, delivered early. Thank you!').waitFor();
  // The buyer's rating now counts the published review.
  await sellerPage.getByTestId('buyer-rating').getByText('4.0').waitFor();
  await checkPage(sellerPage, 'reviews-seller-both');

  // The buyer sees both too.
  await buyerPage.reload({ waitUntil: 'networkidle' });
  await buyerPage.getByRole('heading', { name: 'Both reviews are in' }).waitFor();
  await buyerPage.getByText("Kai Seller's review of you").waitFor();
  await buyerPage.getByText('Clear brief and quick answers. Thanks Omar!').waitFor();
  if ((await buyerPage.getByText(/^Hidden until/).count()) > 0)
    throw new Error('the published review still says hidden');
  await checkPage(buyerPage, 'reviews-buyer-both');

  // In their conversation, the seller sees the buyer's rating in the thread's header.
  const order = await (await sellerPage.request.get(orderPath(orderId))).json();
  const { conversationId } = orderSchema.pick({ conversationId: true }).parse(order);
  await sellerPage.goto(`/messages/${conversationId ?? ''}`, { waitUntil: 'networkidle' });
  await sellerPage.getByTestId('buyer-rating').getByText('4.0').waitFor();
  await checkPage(sellerPage, 'reviews-seller-conversation');
});

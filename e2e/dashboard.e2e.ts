import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { postJob, sendProposal } from './fixtures/jobs.ts';
import { actOnOrder, payForGig } from './fixtures/orders.ts';
import { figure } from './fixtures/figures.ts';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

test('a freelancer sees orders in each state in the right sub-tab, with the earnings they make', async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Nova Seller' });
  const buyer = await createUser({ name: 'Dana Buyer' });
  const gig = await createGig(seller, { title: 'Sticker designs for a school club', priceCents: 4000 });
  const buyerPage = await pageAs(buyer);
  const sellerPage = page;
  await signInAs(context, seller);

  // Four orders: completed, in progress, cancelled and just paid.
  const completed = await payForGig(buyerPage.request, gig.id);
  const working = await payForGig(buyerPage.request, gig.id);
  const cancelled = await payForGig(buyerPage.request, gig.id);
  await payForGig(buyerPage.request, gig.id);
  await actOnOrder(sellerPage.request, completed, { action: 'start' });
  await actOnOrder(sellerPage.request, completed, { action: 'deliver', message: 'All done!', fileIds: [] });
  await actOnOrder(buyerPage.request, completed, { action: 'accept' });
  await actOnOrder(sellerPage.request, working, { action: 'start' });
  await actOnOrder(buyerPage.request, cancelled, { action: 'cancel', reason: 'Ordered one too many' });

  await sellerPage.goto('/dashboard', { waitUntil: 'networkidle' });
  await sellerPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(await figure(sellerPage, 'Active orders')).toBe('2');
  expect(await figure(sellerPage, 'Total earnings')).toBe('$40.00');
  await sellerPage.getByRole('img', { name: /^Earnings over the last 12 months/ }).waitFor();
  await checkPage(sellerPage, 'dashboard-freelancer-overview');

  await openTab(sellerPage, 'Orders');
  expect(new URL(sellerPage.url()).searchParams.get('tab')).toBe('orders');
  const orders = sellerPage.getByRole('main').getByRole('link', { name: 'Sticker designs for a school club' });
  await expect.poll(() => orders.count()).toBe(2);
  await checkPage(sellerPage, 'dashboard-freelancer-orders');
  for (const [status, count] of [
    ['Completed', 1],
    ['Cancelled', 1],
    ['Active', 2],
  ] as const) {
    await sellerPage.getByRole('tablist', { name: 'Order status' }).getByRole('tab', { name: status }).click();
    await expect.poll(() => new URL(sellerPage.url()).searchParams.get('status')).toBe(status.toLowerCase());
    await expect.poll(() => orders.count()).toBe(count);
  }

  await openTab(sellerPage, 'Earnings');
  expect(await figure(sellerPage, 'Pending clearance')).toBe('$40.00');
  expect(await figure(sellerPage, 'Available to withdraw')).toBe('$0.00');
  expect(await figure(sellerPage, 'Withdrawn')).toBe('$0.00');
  expect(await figure(sellerPage, 'In progress')).toBe('$80.00');
  await checkPage(sellerPage, 'dashboard-freelancer-earnings');

  // The back button returns to the previous tab.
  await sellerPage.goBack();
  await sellerPage.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
  expect(consoleErrors).toEqual([]);
});

test('a buyer sees their saved gigs and their job posts with the proposals sent', async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const buyer = await createUser({ name: 'Hana Hirer' });
  const seller = await createUser({ role: 'freelancer', name: 'Ola Offers' });
  const gig = await createGig(seller, { title: 'Hand-lettered birthday cards' });
  await signInAs(context, buyer);
  expect((await page.request.put(`/api/me/favorites/${gig.id}`)).status()).toBe(200);
  const jobId = await postJob(page.request, {
    title: 'Posters for our bake sale',
    description: 'Three bright posters for the school bake sale, A3, with our logo and the date.',
    category: 'graphic-design',
    budget: { minCents: 2000, maxCents: 6000 },
    deadline: '7d',
    skills: 'Poster Design, Canva',
  });
  const freelancerPage = await pageAs(seller);
  await sendProposal(freelancerPage.request, jobId, {
    coverLetter: 'I make bright posters for my school every term; here is how I would do yours quickly.',
    priceCents: 4500,
    deliveryDays: 3,
  });

  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  expect(await figure(page, 'Saved gigs')).toBe('1');
  expect(await figure(page, 'Open job posts')).toBe('1');
  await checkPage(page, 'dashboard-buyer-overview');

  await openTab(page, 'Saved Gigs');
  await page.getByRole('main').getByText('Hand-lettered birthday cards').first().waitFor();
  await checkPage(page, 'dashboard-buyer-saved');

  await openTab(page, 'My Job Posts');
  const posts = page.getByRole('main');
  await posts.getByText('Posters for our bake sale').first().waitFor();
  await posts.getByText('1 proposal', { exact: true }).waitFor();
  await checkPage(page, 'dashboard-buyer-jobs');
  await posts.getByRole('link', { name: 'Posters for our bake sale' }).first().click();
  await page.waitForURL((url) => url.pathname === `/jobs/${jobId}`);
  await page
    .getByRole('region', { name: /Proposals/ })
    .getByText('Ola Offers')
    .waitFor();
  expect(consoleErrors).toEqual([]);
});

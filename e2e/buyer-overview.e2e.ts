import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { postJob, sendProposal } from './fixtures/jobs.ts';
import { actOnOrder, payForGig } from './fixtures/orders.ts';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';

/** Sends `data` as the context's user through the API the pages use, expecting `status`; the answer's body. */
async function send(request: APIRequestContext, url: string, data: object, status: number): Promise<{ id: string }> {
  const answer = await request.post(url, { data });
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as { id: string };
}

test("a buyer's overview shows active orders with their next step, unread messages, new proposals and saved gigs", async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const buyer = await createUser({ name: 'Ines Buyer' });
  const seller = await createUser({ role: 'freelancer', name: 'Oskar Maker' });
  const logo = await createGig(seller, { title: 'A logo for a lemonade stand', deliveryDays: 5 });
  const video = await createGig(seller, { title: 'A birthday video montage', deliveryDays: 2, priceCents: 4000 });
  await signInAs(context, buyer);
  const sellerPage = await pageAs(seller);

  const waiting = await payForGig(page.request, logo.id);
  const delivered = await payForGig(page.request, video.id);
  await actOnOrder(sellerPage.request, delivered, { action: 'start' });
  await actOnOrder(sellerPage.request, delivered, { action: 'deliver', message: 'Here is your montage', fileIds: [] });
  // The seller writes to the buyer about the logo: one conversation the buyer has not read.
  const conversation = await send(page.request, '/api/conversations', { gigId: logo.id }, 200);
  const message = { clientId: randomUUID(), text: 'Thanks! Any colours you love?' };
  await send(sellerPage.request, `/api/conversations/${conversation.id}/messages`, message, 201);
  const jobId = await postJob(page.request, {
    title: 'Flyers for our car wash',
    description: 'Two bright flyers for the school car wash, A5, with the date and the price list.',
    category: 'graphic-design',
    budget: { minCents: 2000, maxCents: 6000 },
    deadline: '7d',
    skills: 'Flyer Design',
  });
  await sendProposal(sellerPage.request, jobId, {
    coverLetter: 'I design flyers for my school clubs every term; here is how I would make yours stand out.',
    priceCents: 3000,
    deliveryDays: 3,
  });
  expect((await page.request.put(`/api/me/favorites/${video.id}`)).status()).toBe(200);

  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  const unread = main.locator('dt', { hasText: /^Unread messages$/ });
  await unread.waitFor();
  expect(await unread.locator('xpath=following-sibling::dd[1]').textContent()).toBe('1');

  // The order due soonest first, each with what happens next.
  const orders = main.getByRole('region', { name: 'Active orders' });
  const rows = orders.getByRole('listitem');
  await rows.first().waitFor();
  expect(await rows.count()).toBe(2);
  expect(await rows.nth(0).getByRole('link').textContent()).toBe('A birthday video montage');
  await rows.nth(0).getByText('Next: Review the delivery: accept it or ask for a revision').waitFor();
  await rows
    .nth(1)
    .getByText(/^Next: Waiting for the seller to start \(due /)
    .waitFor();
  expect(await rows.nth(1).getByRole('link').getAttribute('href')).toBe(`/orders/${waiting}`);

  const jobs = main.getByRole('region', { name: 'Open job posts' });
  await jobs.getByText('1 new proposal of 1').waitFor();
  expect(await jobs.getByRole('link', { name: 'Flyers for our car wash' }).getAttribute('href')).toBe(`/jobs/${jobId}`);
  const saved = main.getByRole('region', { name: 'Saved gigs' });
  expect(await saved.getByRole('link', { name: 'A birthday video montage' }).getAttribute('href')).toBe(
    `/gig/${video.id}`,
  );
  await checkPage(page, 'buyer-overview');

  await rows.nth(0).getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/orders/${delivered}`);
  expect(consoleErrors).toEqual([]);
});

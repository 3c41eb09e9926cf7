import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { liveReady } from './fixtures/live.ts';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';

/** Contact Seller on the gig's page, landing in the new conversation; answers its path. */
async function contactSeller(page: Page, gigId: string): Promise<string> {
  // The server-rendered button works once the app runs: its live connection, opened from an effect, says so.
  const running = liveReady(page);
  await page.goto(`/gig/${gigId}`, { waitUntil: 'networkidle' });
  await running;
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await page.waitForURL(/\/messages\/[^/]+$/);
  await page.getByRole('main').getByPlaceholder('Type your message...').waitFor();
  return new URL(page.url()).pathname;
}

async function write(page: Page, text: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByPlaceholder('Type your message...').fill(text);
  await main.getByRole('button', { name: 'Send' }).click();
  await main.getByRole('log').getByText(text).waitFor();
}

test("Contact Seller shows nothing in the seller's inbox until the buyer writes; two buyers of one name are told apart", async ({
  context,
  page: firstBuyerPage,
  createUser,
  createGig,
  signInAs,
  pageAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Sky Seller' });
  const gig = await createGig(seller, { title: 'Posters for the school play' });
  const firstBuyer = await createUser({ name: 'Sam Same' });
  const secondBuyer = await createUser({ name: 'Sam Same' });
  await signInAs(context, firstBuyer);

  // The first buyer presses Contact Seller and writes nothing yet: their own inbox has the row.
  const firstPath = await contactSeller(firstBuyerPage, gig.id);
  const ownRow = firstBuyerPage.getByRole('main').getByRole('link', { name: /Sky Seller/ });
  await ownRow.getByText('No messages yet').waitFor();

  // The seller's inbox shows nothing from someone who has said nothing.
  const sellerPage = await pageAs(seller);
  const sellerLive = liveReady(sellerPage);
  await sellerPage.goto('/messages', { waitUntil: 'networkidle' });
  const sellerMain = sellerPage.getByRole('main');
  await sellerMain.getByText('No conversations yet').waitFor();
  await sellerLive;

  // The first message arrives: the row appears live, with the gig and the first words.
  await write(firstBuyerPage, 'Could you do three posters by Friday?');
  const rows = sellerMain.getByRole('link', { name: /Sam Same/ });
  await rows.first().getByText('Could you do three posters by Friday?').waitFor();
  expect(await rows.count()).toBe(1);
  expect(await rows.first().textContent()).toContain('Posters for the school play');
  expect(await rows.first().getAttribute('href')).toBe(firstPath);

  // A second buyer of the same name, about the same gig: a second row, told apart by what they wrote.
  const secondBuyerPage = await pageAs(secondBuyer);
  const secondPath = await contactSeller(secondBuyerPage, gig.id);
  await write(secondBuyerPage, 'Is a poster for our bake sale something you do?');
  await expect.poll(() => rows.count()).toBe(2);
  const newest = rows.first();
  await newest.getByText('Is a poster for our bake sale something you do?').waitFor();
  expect(await newest.getAttribute('href')).toBe(secondPath);
  expect(await rows.nth(1).textContent()).toContain('Could you do three posters by Friday?');
  await checkPage(sellerPage, 'inbox-two-buyers-one-name');
});

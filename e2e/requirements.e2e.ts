import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { REQUIREMENT_MESSAGES, REQUIREMENT_TEXTS } from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { orders } from '../apps/api/src/db/schema/orders.ts';
import { test } from './fixtures/test.ts';
import { payForGig } from './fixtures/orders.ts';
import { checkPage } from './fixtures/visit.ts';

/**
 * Requirements (decision 0094): a seller asks questions on a gig, the buyer
 * sees them before paying and answers them on the order, and the delivery
 * time starts then; the seller reads the answers.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The order page's "Due date" row, as the details card shows it. */
async function dueDateOf(page: Page): Promise<string> {
  const row = page.getByRole('main').locator('dt', { hasText: 'Due date' }).locator('xpath=..').locator('dd');
  return (await row.textContent()) ?? '';
}

/** The seller publishes a gig with three questions through the wizard and lands on its page. */
async function publishGigWithQuestions(page: Page): Promise<string> {
  await page.goto('/create-gig', { waitUntil: 'networkidle' });
  await page.getByLabel('Gig title').fill('Custom sticker designs for your club');
  await page.getByLabel('Short description').fill('Three sticker designs in your colours.');
  await page.getByLabel('Price ($)').fill('20');
  await page.getByLabel('Delivery time (days)').fill('4');
  await page.getByLabel('Category').selectOption('graphic-design');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full description').fill('I draw three sticker designs and send print-ready files.');

  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('What is your club called?');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 2', { exact: true }).fill('Which shape?');
  await page.getByLabel('Answer type for question 2').selectOption('choice');
  await page.getByLabel('Options for question 2').fill('Round');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 3', { exact: true }).fill('Attach your club logo');
  await page.getByLabel('Answer type for question 3').selectOption('file');
  // One option is not a choice: said at the field, as the server would.
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText(REQUIREMENT_MESSAGES.optionsCount).waitFor();
  await page.getByLabel('Options for question 2').fill('Round\nSquare\nStar');
  await checkPage(page, 'requirements-wizard-questions');
  await page.getByRole('button', { name: 'Continue' }).click();

  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('stickers');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();
  const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: { r: 40, g: 160, b: 240 } } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles([{ name: 'sticker.png', mimeType: 'image/png', buffer: png }]);
  await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: 'Publish Gig' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/gig/'));
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('a seller asks questions; the buyer answers after paying and the delivery time starts; the seller reads them', async ({
  db,
  createUser,
  pageAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Noor Seller' });
  const sellerPage = await pageAs(seller);
  const gigId = await publishGigWithQuestions(sellerPage);

  // The buyer reads the questions on the gig page before paying.
  const buyer = await createUser({ name: 'Pia Buyer' });
  const buyerPage = await pageAs(buyer);
  await buyerPage.goto(`/gig/${gigId}`, { waitUntil: 'networkidle' });
  const asked = buyerPage.getByRole('region', { name: REQUIREMENT_TEXTS.gigHeading });
  await asked.getByText('Which shape?').waitFor();
  await asked.getByText('Attach your club logo').waitFor();
  await checkPage(buyerPage, 'requirements-gig-page');

  const orderId = await payForGig(buyerPage.request, gigId);
  await buyerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  await buyerPage.getByRole('main').locator('header').getByText('Awaiting Requirements', { exact: true }).waitFor();
  expect(await dueDateOf(buyerPage)).toBe('Starts when answered');
  await buyerPage.getByRole('button', { name: 'Submit Answers' }).click();
  await buyerPage.getByText(REQUIREMENT_MESSAGES.fileRequired).waitFor();
  await checkPage(buyerPage, 'requirements-answer-form');

  await buyerPage.getByLabel('What is your club called?').fill('Harbour Street Chess Club');
  await buyerPage.getByRole('radio', { name: 'Star' }).check();
  await buyerPage
    .getByLabel('Attach your club logo')
    .setInputFiles([{ name: 'club-logo.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  const answeredFrom = Date.now();
  await buyerPage.getByRole('button', { name: 'Submit Answers' }).click();
  await buyerPage.getByRole('main').locator('header').getByText('Paid', { exact: true }).waitFor();
  await buyerPage.getByText('the delivery time started then', { exact: false }).waitFor();

  // The due date counts the gig's 4 days from the answers, and the page shows it.
  const [stored] = await db.select().from(orders).where(eq(orders.id, orderId));
  const due = stored?.dueAt.getTime() ?? 0;
  expect(due).toBeGreaterThanOrEqual(answeredFrom + 4 * DAY_MS - 1000);
  expect(due).toBeLessThanOrEqual(Date.now() + 4 * DAY_MS);
  expect(await dueDateOf(buyerPage)).not.toBe('Starts when answered');
  await checkPage(buyerPage, 'requirements-answered-buyer');

  // The seller reads the answers and the file, and may start.
  await sellerPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  const requirements = sellerPage.getByRole('region', { name: 'Requirements' });
  await requirements.getByText('Harbour Street Chess Club').waitFor();
  await requirements.getByText('Star', { exact: true }).waitFor();
  await requirements.getByRole('link', { name: 'club-logo.pdf' }).waitFor();
  await sellerPage.getByRole('button', { name: 'Start Working' }).waitFor();
  await checkPage(sellerPage, 'requirements-answered-seller');
});

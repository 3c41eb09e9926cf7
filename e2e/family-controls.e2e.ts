import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { CARD_CHECK_TEXTS } from '@teenfreelance/contracts/card-check';
import {
  FAMILY_CONTROLS_TEXTS as C,
  CONTACT_RULE_LABELS,
  TEEN_FAMILY_TEXTS as TEEN,
} from '@teenfreelance/contracts/family-controls';
import { FAMILY_TEXTS as T } from '@teenfreelance/contracts/family';
import { GIG_APPROVAL_TEEN_TEXTS } from '@teenfreelance/contracts/gig-approval-texts';
import { exploreResponseSchema } from '@teenfreelance/contracts/gigs';
import { MESSAGE_TEXTS } from '@teenfreelance/contracts/messages';
import { guardianLinks } from '../apps/api/src/db/schema/family.ts';
import { waitForMail } from './fixtures/mailbox.ts';
import { fillCard, toast } from './fixtures/payment.ts';
import { test } from './fixtures/test.ts';
import { consentedTeen } from './fixtures/users.ts';
import { checkPage, visit } from './fixtures/visit.ts';

/** The ids of the gigs /explore finds for `title`, as the page asks the API. */
async function exploreFinds(page: Page, title: string): Promise<string[]> {
  const answer = await page.request.get(`/api/gigs?search=${encodeURIComponent(title)}`);
  return exploreResponseSchema.parse(await answer.json()).gigs.map((gig) => gig.id);
}

/** The teen publishes a gig through the wizard and lands on its page. */
async function publishGig(page: Page, title: string): Promise<string> {
  await page.goto('/create-gig', { waitUntil: 'networkidle' });
  await page.getByLabel('Gig title').fill(title);
  await page.getByLabel('Short description').fill('Hand-drawn birthday cards with your words inside.');
  await page.getByLabel('Price ($)').fill('12');
  await page.getByLabel('Delivery time (days)').fill('3');
  await page.getByLabel('Category').selectOption('graphic-design');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full description').fill('I draw one card by hand, scan it and send you a print-ready file.');
  await page.getByRole('button', { name: 'Continue' }).click();
  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('cards');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();
  const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: { r: 240, g: 160, b: 40 } } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles([{ name: 'card.png', mimeType: 'image/png', buffer: png }]);
  await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: 'Publish Gig' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/gig/'));
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/**
 * Issue 38, the guardian's controls: the guardian turns on 'Approve new gigs',
 * the teen's new gig waits (the teen is told) until the guardian approves it
 * from /family, then it is on /explore. With 'Only buyers with a verified
 * payment method', a buyer is refused until they verify a card for $0.
 */
test('a guardian approves a new gig, and a buyer verifies a card to contact their teen', async ({
  db,
  page,
  createUser,
  pageAs,
  consoleErrors,
}) => {
  const teen = await createUser(consentedTeen('Ada Teen', 15));
  const guardian = await createUser({ role: 'guardian', name: 'Gia Guardian' });
  await db.insert(guardianLinks).values({ guardianId: guardian.id, teenId: teen.id, createdAt: new Date() });

  const family = await pageAs(guardian);
  await visit(family, '/family', 'family-controls-off');
  const card = family.getByRole('article', { name: 'Ada Teen' });
  await card.getByText(C.approveNewGigsOff).waitFor();
  await card.getByRole('button', { name: C.turnOn }).click();
  await card.getByText(C.approveNewGigsOn).waitFor();

  const teenPage = await pageAs(teen);
  const title = `Birthday cards by hand ${Date.now()}`;
  const gigId = await publishGig(teenPage, title);
  await teenPage.getByText(GIG_APPROVAL_TEEN_TEXTS.awaiting).waitFor();
  await checkPage(teenPage, 'family-controls-teen-waiting');
  expect(await exploreFinds(teenPage, title)).not.toContain(gigId);

  // The guardian is emailed a one-time link that shows the gig, signed in or not.
  const mail = await waitForMail(guardian.email, { subject: "Ada Teen's gig waits for your approval" });
  const link = /\/family\/gig-approval\?token=\S+/.exec(mail.text)?.[0] ?? '';
  await visit(page, link, 'family-controls-link');
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
  await page.getByText(C.linkIntro('Ada Teen')).waitFor();

  await visit(family, '/family', 'family-controls-waiting');
  await card.getByText(title).waitFor();
  await card.getByRole('button', { name: `${C.approve} '${title}'` }).click();
  await card.getByRole('listitem').filter({ hasText: title }).getByText(T.gigStatus.public, { exact: false }).waitFor();
  await expect.poll(() => exploreFinds(family, title)).toContain(gigId);
  await visit(teenPage, `/explore?search=${encodeURIComponent(title)}`, 'family-controls-explore');
  await teenPage.getByRole('main').locator(`a[href="/gig/${gigId}"]`).first().waitFor();

  // The stricter contact rule: a buyer without a verified card is told how to verify.
  await card.getByLabel(C.contactRule).selectOption({ label: CONTACT_RULE_LABELS.verified_buyers });
  await expect.poll(() => card.getByLabel(C.contactRule).inputValue()).toBe('verified_buyers');
  // The teen sees the rules in force in the Family panel on their profile.
  await visit(teenPage, '/profile', 'family-controls-teen-panel');
  await teenPage.getByText(TEEN.guardian('Gia Guardian')).waitFor();
  await teenPage.getByText(TEEN.approvalOn).waitFor();
  await teenPage.getByText(TEEN.contactVerified).waitFor();
  const buyer = await createUser({ role: 'buyer', name: 'Bo Buyer' });
  const buyerPage = await pageAs(buyer);
  await visit(buyerPage, `/gig/${gigId}`, 'family-controls-gig');
  await buyerPage.getByRole('button', { name: MESSAGE_TEXTS.contactSeller }).first().click();
  await toast(buyerPage, CARD_CHECK_TEXTS.contactNeedsVerification);

  await visit(buyerPage, '/profile', 'family-controls-verify');
  const main = buyerPage.getByRole('main');
  await main.getByRole('heading', { name: CARD_CHECK_TEXTS.title }).waitFor();
  await main.getByLabel('Full Name').fill('Bo Buyer');
  await main.getByLabel('Email').fill(buyer.email);
  await fillCard(buyerPage, '4242 4242 4242 4242');
  await main.getByRole('button', { name: CARD_CHECK_TEXTS.submit }).click();
  await main.getByText(CARD_CHECK_TEXTS.verifiedJustNow('Visa', '4242')).waitFor();

  await visit(buyerPage, `/gig/${gigId}`, 'family-controls-gig-verified');
  await buyerPage.getByRole('button', { name: MESSAGE_TEXTS.contactSeller }).first().click();
  await buyerPage.waitForURL((url) => url.pathname.startsWith('/messages'));
  expect(consoleErrors).toEqual([]);
});

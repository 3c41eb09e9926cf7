import { expect } from 'vitest';
import { consentedTeen, SEEDED_PASSWORD } from './fixtures/users.ts';

import { toast } from './fixtures/payment.ts';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';

const HIDDEN = '[contact details hidden]';

test('an adult buyer writes a phone number to a teen: warned before sending, masked for both; the teen reports the message and blocks the buyer', async ({
  context,
  page: buyerPage,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const teen = await createUser(consentedTeen('Tilly Teen', 15));
  const gig = await createGig(teen, { title: 'Watercolour pet portraits' });
  const buyer = await createUser({ name: 'Adam Adult' });
  await signInAs(context, buyer);

  // From the teen's gig: Contact Seller opens the conversation about it.
  await buyerPage.goto(`/gig/${gig.id}`, { waitUntil: 'networkidle' });
  await buyerPage
    .getByRole('button', { name: /Contact Seller/ })
    .first()
    .click();
  await buyerPage.waitForURL(/\/messages\/[^/]+$/);
  const box = buyerPage.getByRole('textbox', { name: 'Message' });
  await box.fill('Lovely work! Text me on 555 123 4567 and we can sort it out for $40.');
  await buyerPage.getByText(/Your message contains contact details/).waitFor();
  await checkPage(buyerPage, 'safety-warning-before-sending');
  await box.press('Enter');
  const thread = buyerPage.getByRole('log');
  await thread.getByText(`Lovely work! Text me on ${HIDDEN} and we can sort it out for $40.`).waitFor();
  await thread.getByText(/Contact details are hidden in conversations with teen freelancers/).waitFor();
  expect(await thread.textContent()).not.toContain('555 123 4567');

  // The teen sees it masked too, reports it, and blocks the buyer.
  const teenPage = await pageAs(teen);
  await teenPage.goto('/messages', { waitUntil: 'networkidle' });
  await teenPage
    .getByRole('link', { name: /Adam Adult/ })
    .first()
    .click();
  const teenThread = teenPage.getByRole('log');
  await teenThread.getByText(`Lovely work! Text me on ${HIDDEN} and we can sort it out for $40.`).waitFor();
  expect(await teenThread.textContent()).not.toContain('555 123 4567');
  await teenPage.getByRole('button', { name: 'Report message from Adam Adult' }).click();
  const dialog = teenPage.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await dialog.getByText('Please choose a reason').waitFor();
  await dialog.getByRole('radio', { name: 'Asking to talk or pay outside TeenFreelance' }).check();
  await checkPage(teenPage, 'safety-report-dialog');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await toast(teenPage, 'Report received');

  await teenPage.getByRole('button', { name: 'Block Adam Adult' }).click();
  await teenPage.getByRole('dialog', { name: 'Block Adam Adult?' }).getByRole('button', { name: 'Block' }).click();
  await teenPage.getByRole('button', { name: 'Unblock Adam Adult' }).waitFor();

  // The buyer can no longer write, and is told only that.
  await box.fill('Hello?');
  await box.press('Enter');
  await buyerPage.getByText("You can't message this user").first().waitFor();
  // …nor see the teen's gig.
  const gigAnswer = await buyerPage.request.get(`/api/gigs/${gig.id}`);
  expect(gigAnswer.status()).toBe(404);
  // The browser logs the refused send (403) and the hidden gig (404); nothing else went wrong.
  expect(consoleErrors.filter((line) => !/status of 40[34]/.test(line))).toEqual([]);
});

test('a user downloads their data from their profile, then deletes their account', async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Dora Data' });
  await createGig(seller, { title: 'Data-rich infographics' });
  await signInAs(context, seller);
  await page.goto('/profile', { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'Your data' });
  const link = section.getByRole('link', { name: 'Download my data' });
  await link.waitFor();
  await checkPage(page, 'profile-your-data');
  const download = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="teenfreelance-data-/);
  const data = (await download.json()) as { profile: { name: string }; gigs: { title: string }[] };
  expect(data.profile.name).toBe('Dora Data');
  expect(data.gigs.map((gig) => gig.title)).toEqual(['Data-rich infographics']);

  // Deleting asks for the password first: pressed with an empty field, the field says so and nothing asks 'for good?'.
  const removal = page.getByRole('region', { name: 'Delete account' });
  await removal.getByRole('button', { name: 'Delete my account' }).click();
  await removal.getByText('Please type it to confirm').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  await checkPage(page, 'profile-delete-account-password-first');
  // Then a last yes; afterwards the session is gone.
  await removal.getByLabel('Type your password to confirm').fill('not the password');
  await removal.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete my account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await removal.getByText('Current password is incorrect').waitFor();
  await removal.getByLabel('Type your password to confirm').fill(SEEDED_PASSWORD);
  await removal.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete my account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await toast(page, 'Your account has been deleted');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Log In' }).first().waitFor();
  expect(((await (await page.request.get('/api/auth/session')).json()) as { user: unknown }).user).toBeNull();
});

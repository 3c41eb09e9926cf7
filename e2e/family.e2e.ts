import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { exploreResponseSchema } from '@teenfreelance/contracts/gigs';
import { FAMILY_TEXTS as T } from '@teenfreelance/contracts/family';
import { waitForMail } from './fixtures/mailbox.ts';
import { newJourneyContext, test } from './fixtures/test.ts';
import { dateOfBirthForAge } from './fixtures/users.ts';
import { checkPage, visit } from './fixtures/visit.ts';

/** The ids of the gigs /explore finds for `title`, as the page asks the API. */
async function exploreFinds(page: Page, title: string): Promise<string[]> {
  const answer = await page.request.get(`/api/gigs?search=${encodeURIComponent(title)}`);
  return exploreResponseSchema.parse(await answer.json()).gigs.map((gig) => gig.id);
}

/**
 * Issue 38, the family side: a parent consents from the emailed link, makes
 * their family account on the next page, and from /family sees their teen's
 * gig; they pause selling (the gig leaves /explore), then resume it. The
 * family-account link is in their email too.
 */
test('a parent consents, becomes a guardian, pauses and resumes their teen’s selling', async ({
  browser,
  baseURL,
  createUser,
  createGig,
  consoleErrors,
}) => {
  const parentEmail = `pam-${Date.now()}@example.com`;
  const teen = await createUser({
    role: 'freelancer',
    name: 'Nia Teen',
    dateOfBirth: dateOfBirthForAge(15),
    parent: { name: 'Pam Parent', email: parentEmail, phone: '+1 555 010 2030' },
  });
  const title = `Beaded friendship bracelets ${Date.now()}`;
  const gig = await createGig(teen, { title, priceCents: 1500 });

  // The parent has no account: their own browser, from the consent email's link.
  const context = await newJourneyContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(`/parental-consent?token=${teen.consentToken ?? ''}`, { waitUntil: 'networkidle' });
  await page.getByLabel('Your full name').fill('Pam Parent');
  await page.getByLabel('Parent', { exact: true }).check();
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Give Consent' }).click();
  await page.getByRole('link', { name: 'Create your family account' }).click();
  await page.waitForURL((url) => url.pathname === '/family/join');
  await page.getByText(`Set a password to see Nia Teen's gigs`, { exact: false }).waitFor();
  await checkPage(page, 'family-join');
  await page.getByLabel('Password', { exact: true }).fill('a family passphrase');
  await page.getByLabel('Confirm password').fill('a family passphrase');
  await page.getByRole('button', { name: T.create }).click();

  // Signed in as a guardian, on the family page.
  await page.waitForURL((url) => url.pathname === '/family');
  const card = page.getByRole('article', { name: 'Nia Teen' });
  await card.getByText(title).waitFor();
  await card.getByText(T.sellingActive).waitFor();
  await checkPage(page, 'family');
  await expect.poll(() => exploreFinds(page, title)).toContain(gig.id);

  await card.getByRole('button', { name: T.pauseSelling }).click();
  await card.getByText(T.sellingPausedNote).waitFor();
  await card.getByText(T.gigStatus.private, { exact: false }).waitFor();
  await expect.poll(() => exploreFinds(page, title)).not.toContain(gig.id);
  await visit(page, `/gig/${gig.id}`, 'family-paused-gig');
  // A stranger learns nothing of the family: the gig reads as any gig that is not public.
  await page.getByRole('heading', { level: 1, name: 'Gig not found' }).waitFor();

  await visit(page, '/family', 'family-paused');
  await page.getByRole('article', { name: 'Nia Teen' }).getByRole('button', { name: T.resumeSelling }).click();
  await page.getByRole('article', { name: 'Nia Teen' }).getByText(T.sellingActive).waitFor();
  await expect.poll(() => exploreFinds(page, title)).toContain(gig.id);

  // The same link came by email, with the thanks for consenting.
  const mail = await waitForMail(parentEmail, { subject: 'your family account for Nia Teen' });
  expect(mail.text).toMatch(/\/family\/join\?token=\S+/);
  await context.close();
  expect(consoleErrors).toEqual([]);
});

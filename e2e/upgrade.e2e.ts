import { GIG_LIMITS } from '@teenfreelance/contracts/gigs';
import sharp from 'sharp';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { fillCard, toast } from './fixtures/payment.ts';
import { checkPage, visit } from './fixtures/visit.ts';

test('a freelancer at the free limit upgrades to Pro (after a declined card) and creates a third gig', async ({
  page,
  context,
  createUser,
  createGig,
  signInAs,
  consoleErrors,
}) => {
  const freelancer = await createUser({ role: 'freelancer', name: 'Pia Pro' });
  for (let i = 0; i < GIG_LIMITS.freePlanGigs; i++) await createGig(freelancer, { title: `Free plan gig ${i + 1}` });
  await signInAs(context, freelancer);

  await visit(page, '/create-gig', 'upgrade-limit');
  await page.getByText('Gig Limit Reached').waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Upgrade to Pro' }).click();
  await page.waitForURL((url) => url.pathname === '/upgrade');
  const main = page.getByRole('main');
  await main.getByText('Current Plan').waitFor();
  await main.getByText('Best Value').waitFor();
  await main.getByRole('button', { name: 'Upgrade to Pro' }).click();
  expect(await main.getByLabel('Full Name').inputValue()).toBe('Pia Pro');
  await checkPage(page, 'upgrade-form');

  // A declined card: the failure, and no Pro.
  await fillCard(page, '4000 0000 0000 0002');
  await main.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await toast(page, 'Failed to upgrade. Please try again.');
  await main.getByRole('alert').getByText('Your card was declined. Please use another card.').waitFor();

  // The test card: congratulations, then the profile 1.5 s later.
  await fillCard(page, '4242 4242 4242 4242');
  await main.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await toast(page, 'Congratulations! You are now a Pro member');
  await page.waitForURL((url) => url.pathname === '/profile');

  // The limit of 10 applies at once: the wizard opens and publishes a third gig.
  await page.goto('/create-gig', { waitUntil: 'networkidle' });
  await page.getByLabel('Gig title').fill('Pro plan poster design for clubs');
  await page.getByLabel('Short description').fill('A bright poster for your school event or club.');
  await page.getByLabel('Price ($)').fill('35');
  await page.getByLabel('Delivery time (days)').fill('4');
  await page.getByLabel('Category').selectOption('graphic-design');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Full description').fill('I design one A3 poster with your text and colours.');
  await page.getByRole('button', { name: 'Continue' }).click();
  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('poster');
  await tags.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();
  const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#16a34a' } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles([{ name: 'poster.png', mimeType: 'image/png', buffer: png }]);
  await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(1);
  await page.getByRole('button', { name: 'Publish Gig' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/gig/'));
  await toast(page, 'Gig created successfully!');

  // The plan page now says Pro, when it renews, and offers to stop renewing.
  await visit(page, '/upgrade', 'upgrade-pro');
  await main.getByRole('button', { name: 'Already Pro' }).waitFor();
  expect(await main.getByRole('button', { name: 'Already Pro' }).isDisabled()).toBe(true);
  await main.getByText(/^Renews on /).waitFor();
  await main.getByRole('button', { name: 'Cancel Pro' }).click();
  await main.getByText(/^Pro stays active until /).waitFor();
  // The browser logs the declined card's answer (422); nothing else went wrong.
  expect(consoleErrors).toEqual([expect.stringMatching(/\/upgrade.*status of 422/)]);
});

test('a buyer at /upgrade is told before any click that Pro is for freelancers, and offered what a buyer does', async ({
  page,
  context,
  createUser,
  signInAs,
  consoleErrors,
}) => {
  // A visitor keeps today's way: the enabled button leads to Log In.
  await page.goto('/upgrade', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  await signInAs(context, await createUser({ name: 'Ben Buyer' }));
  await visit(page, '/upgrade', 'upgrade-buyer');
  const main = page.getByRole('main');
  const upgrade = main.getByRole('button', { name: 'Upgrade to Pro' });
  expect(await upgrade.isDisabled()).toBe(true);
  expect(await upgrade.getAttribute('aria-describedby')).toBeTruthy();
  await main.getByText('Only freelancers can upgrade to Pro').waitFor();
  expect(await main.getByLabel('Card Information').count()).toBe(0);
  await main.getByRole('link', { name: 'Explore Services' }).waitFor();
  await main.getByRole('link', { name: 'Post a Job' }).click();
  await page.waitForURL((url) => url.pathname === '/post-job');
  await page.getByRole('button', { name: 'Post Job' }).waitFor();
  expect(consoleErrors).toEqual([]);
});

import { waitForMail } from './fixtures/mailbox.ts';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { expectNoAxeViolations, visit } from './fixtures/visit.ts';

/** A birth date `years` years (and a few days) before today, as YYYY-MM-DD (what a date input takes). */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 10);
  return date.toISOString().slice(0, 10);
}

/** At the local OpenID provider (oidc-provider's development pages): log in as `email`, then consent. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a first-time Google user completes the sign-up dialog, and comes back signed in', async ({
  page,
  browser,
  baseURL,
  skip,
}) => {
  const providers = await page.request.get('/api/auth/providers');
  skip(!((await providers.json()) as { google: boolean }).google, 'Google is not configured on this server');

  const email = `casey.google.${randomBytes(4).toString('hex')}@example.com`;
  await visit(page, '/login', 'login-with-google');
  await page.getByRole('main').getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.origin !== baseURL);
  await signInAtProvider(page, email);

  await page.waitForURL((url) => url.pathname === '/auth/google' && url.searchParams.has('new'));
  const dialog = page.getByRole('dialog', { name: 'Complete your sign-up' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Full name').inputValue()).toMatch(/^Casey Google/);
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  expect(await continueButton.isDisabled()).toBe(true);
  await expectNoAxeViolations(page, 'the Google sign-up dialog');

  await dialog.getByLabel('Full name').fill('Casey Google');
  await dialog.getByLabel('Date of Birth').fill(bornYearsAgo(30));
  await dialog.getByLabel(/I agree to the/).check();
  expect(await continueButton.isDisabled()).toBe(false);
  await continueButton.click();
  await page.getByText('Google account registered!').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({
    user: { name: 'Casey Google', email, role: 'freelancer', provider: 'google' },
  });

  // Another browser: the same Google account signs straight in.
  const again = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'en-US' });
  try {
    const returning = await again.newPage();
    await returning.goto('/login?from=%2Fprofile', { waitUntil: 'networkidle' });
    await returning.getByRole('main').getByRole('link', { name: 'Continue with Google' }).click();
    await returning.waitForURL((url) => url.origin !== baseURL);
    await signInAtProvider(returning, email);
    await returning.getByText('Google login successful!').first().waitFor();
    await returning.waitForURL((url) => url.pathname === '/profile');
    await returning.getByRole('main').getByRole('heading', { level: 1, name: 'Casey Google' }).waitFor();
  } finally {
    await again.close();
  }
});

test('a 15-year-old is sent from Google sign-up to email sign-up, and can use the same address there', async ({
  page,
  skip,
}) => {
  const providers = await page.request.get('/api/auth/providers');
  skip(!((await providers.json()) as { google: boolean }).google, 'Google is not configured on this server');

  const email = `tia.google.${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/register', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('link', { name: 'Sign up with Google' }).click();
  await page.waitForURL((url) => url.pathname !== '/register');
  await signInAtProvider(page, email);
  const dialog = page.getByRole('dialog', { name: 'Complete your sign-up' });
  await dialog.waitFor();

  // A flag cannot say 18 any more: the date of birth does, and the browser checks it before the server does.
  await dialog.getByLabel('Date of Birth').fill(bornYearsAgo(15));
  await dialog.getByLabel(/I agree to the/).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog
    .getByText('This date of birth means you are under 18: sign up with email so a parent or guardian can give consent')
    .waitFor();
  await expectNoAxeViolations(page, 'the Google sign-up dialog refusing a 15-year-old');
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });

  await dialog.getByRole('link', { name: 'Sign up with email' }).click();
  await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('role') === 'freelancer');
  // The Google sign-up was given up on the way, so the same address is free for the form a parent consents through.
  expect((await page.request.get('/api/auth/google/pending')).status()).toBe(404);
  const main = page.getByRole('main');
  await main.getByLabel('Full Name').fill('Tia Teen');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill('sunny-day-42');
  await main.getByLabel('Confirm Password').fill('sunny-day-42');
  await main.getByRole('radio', { name: 'Yes' }).check();
  await main.getByLabel('Date of Birth').fill(bornYearsAgo(15));
  await main.getByLabel('Parent/Guardian Name').fill('Pat Teen');
  await main.getByLabel('Parent/Guardian Email').fill(`pat.${randomBytes(4).toString('hex')}@example.com`);
  await main.getByLabel('Parent/Guardian Phone').fill('+44 20 7946 0000');
  await main.getByLabel(/My parent or guardian knows/).check();
  await main.getByLabel(/I agree to the/).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  // Email sign-up finishes with the emailed link (decision 0066).
  await main.getByRole('heading', { name: 'Check your email' }).waitFor();
  const mail = await waitForMail(email, { subject: 'Confirm your email' });
  await page.goto(/http\S+\/register\/confirm\?token=[\w%-]+/.exec(mail.text)?.[0] ?? '');
  await page.waitForURL((url) => url.pathname === '/');
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({
    user: { email, role: 'freelancer', isMinor: true, parentalConsent: 'pending', provider: 'password' },
  });
});

test('a failed Google sign-in says so on the login page', async ({ page }) => {
  await page.goto('/api/auth/callback/google?code=forged&state=forged', { waitUntil: 'networkidle' });
  await page.getByText('Google authentication failed. Please try again.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
  await expectNoAxeViolations(page, 'login after a failed Google sign-in');
});

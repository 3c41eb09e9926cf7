import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { expectNoAxeViolations, visit } from './fixtures/visit.ts';

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
  await dialog.getByLabel(/I am 18 or older/).check();
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

test('a failed Google sign-in says so on the login page', async ({ page }) => {
  await page.goto('/api/auth/callback/google?code=forged&state=forged', { waitUntil: 'networkidle' });
  await page.getByText('Google authentication failed. Please try again.').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
  await expectNoAxeViolations(page, 'login after a failed Google sign-in');
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './fixtures/auth.ts';
import { test } from './fixtures/test.ts';
import { dateOfBirthForAge, SEEDED_PASSWORD } from './fixtures/users.ts';
import { expectNoAxeViolations, visit } from './fixtures/visit.ts';

async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: /^(log in|sign in)$/i }).click();
}

/** Opens the avatar menu in the header and checks who it says is signed in. */
async function openAccountMenu(page: Page, account: DemoAccount): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`account|${account.name}`, 'i') })
    .click();
  const menu = page.getByRole('menu');
  await menu.getByText(account.name, { exact: true }).waitFor();
  await menu.getByText(account.email, { exact: true }).waitFor();
  await menu.getByText(`Account Type: ${account.accountType} Account`).waitFor();
}

for (const account of Object.values(DEMO_ACCOUNTS)) {
  test(`${account.name} (${account.accountType}) signs in with the form, sees the avatar menu and logs out`, async ({
    page,
  }) => {
    await page.goto('/login', { waitUntil: 'networkidle' });
    await fillSignInForm(page, account.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');

    await openAccountMenu(page, account);
    await expectNoAxeViolations(page, `the account menu of ${account.name}`);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page
      .getByText(/You.ve been logged out successfully/)
      .first()
      .waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Join', exact: true }).waitFor();
  });
}

test('a visitor at /messages is sent to /login?redirect=%2Fmessages and back; an older ?from= link still works', async ({
  context,
  page,
  createUser,
}) => {
  const { email } = await createUser({ name: 'Rhea Return' });
  await page.goto('/messages');
  await page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'networkidle' });
  // The specification's parameter, and nothing else: /login?redirect=%2Fmessages.
  expect(new URL(page.url()).search).toBe('?redirect=%2Fmessages');
  await fillSignInForm(page, email, SEEDED_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/messages');
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

  // Links made before the parameter's name changed carry `from`: they still bring the person back.
  await context.clearCookies();
  await visit(page, '/login?from=%2Fprofile', 'login-with-older-from-link');
  await fillSignInForm(page, email, SEEDED_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/profile');
});

test('a wrong password is refused with "Invalid email or password"', async ({ page }) => {
  await visit(page, '/login', 'login');
  await fillSignInForm(page, DEMO_ACCOUNTS.buyer.email, 'not-the-password');
  await page.getByText('Invalid email or password').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await expectNoAxeViolations(page, 'the login form with a sign-in error');
});

test('people seeded by the fixtures are signed in without the form, each in their own browser', async ({
  context,
  page,
  createUser,
  signInAs,
  pageAs,
}) => {
  const buyer = await createUser({ role: 'buyer', name: 'Bea Buyer' });
  const seller = await createUser({ role: 'freelancer', name: 'Sol Seller' });
  await signInAs(context, buyer);
  await page.goto('/', { waitUntil: 'networkidle' });
  await openAccountMenu(page, { name: buyer.name, email: buyer.email, accountType: 'Buyer' });

  const sellerPage = await pageAs(seller);
  await sellerPage.goto('/', { waitUntil: 'networkidle' });
  await openAccountMenu(sellerPage, { name: seller.name, email: seller.email, accountType: 'Freelancer' });
  // One person's session does not leak into the other's browser.
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email: buyer.email } });
});

test("a minor seeded waiting for consent is one: their profile says so and their parent's link opens the form", async ({
  browser,
  baseURL,
  context,
  page,
  createUser,
  signInAs,
}) => {
  const teen = await createUser({ role: 'freelancer', name: 'Tam Teen', dateOfBirth: dateOfBirthForAge(15) });
  await signInAs(context, teen);
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({
    user: { isMinor: true, parentalConsent: 'pending' },
  });
  await page.goto('/profile', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByText('Waiting for parental consent').first().waitFor();

  const parentContext = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'en-US' });
  try {
    const parentPage = await parentContext.newPage();
    await parentPage.goto(`/parental-consent?token=${teen.consentToken ?? ''}`, { waitUntil: 'networkidle' });
    await parentPage.getByRole('button', { name: 'Give Consent' }).waitFor();
    await expectNoAxeViolations(parentPage, 'the consent form for a seeded minor');
  } finally {
    await parentContext.close();
  }
});

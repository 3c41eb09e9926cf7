import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from './fixtures/auth.ts';
import { waitForMail } from './fixtures/mailbox.ts';
import { test } from './fixtures/test.ts';
import { checkPage, expectNoAxeViolations, visit } from './fixtures/visit.ts';

const PASSWORD = 'sunny-day-42';
const NEW_PASSWORD = 'violet-kayak-sunrise';

async function fillResetForm(page: Page, password: string, confirm = password): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('New password', { exact: true }).fill(password);
  await main.getByLabel('Confirm new password').fill(confirm);
  await main.getByRole('button', { name: 'Set new password' }).click();
}

test('a user forgets their password, follows the emailed link and signs in with a new one', async ({
  context,
  page,
  createUser,
}) => {
  const { email } = await createUser({ name: 'Pat Password', password: PASSWORD });

  await visit(page, '/login', 'login-before-forgot');
  await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL((url) => url.pathname === '/forgot-password');
  await checkPage(page, 'forgot-password');

  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await main.getByText('Check your email').waitFor();
  await checkPage(page, 'forgot-password-sent');

  const mail = await waitForMail(email, { subject: 'Reset your TeenFreelance password' });
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const target = new URL(link ?? '');
  const resetPath = `${target.pathname}${target.search}`;

  await visit(page, resetPath, 'reset-password');
  await fillResetForm(page, 'iloveyou');
  await main.getByText('This password is too common. Please choose another.').waitFor();
  await fillResetForm(page, NEW_PASSWORD, `${NEW_PASSWORD}!`);
  await main.getByText("Passwords don't match").waitFor();
  await expectNoAxeViolations(page, 'the reset form with errors');

  await fillResetForm(page, NEW_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByText('Your password has been reset. Please log in with your new password.').first().waitFor();

  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // The link worked once: opened again, the page says so at once, with no form, and offers a new link.
  await context.clearCookies();
  await page.goto(resetPath, { waitUntil: 'networkidle' });
  await main.getByText('This password reset link has already been used. Please request a new one.').waitFor();
  expect(await main.getByLabel('New password', { exact: true }).count()).toBe(0);
  await checkPage(page, 'reset-password-used-link');
  await main.getByRole('link', { name: 'Request a new link' }).click();
  await page.waitForURL((url) => url.pathname === '/forgot-password');
  await main.getByRole('button', { name: 'Send reset link' }).waitFor();
});

/** The change-password form of the profile page, opening it first if the page has a button for it. */
async function openChangePasswordForm(page: Page) {
  const form = page.getByRole('form', { name: 'Change password' });
  if ((await form.count()) === 0) {
    await page
      .getByRole('main')
      .getByRole('button', { name: /change password/i })
      .first()
      .click();
  }
  await form.waitFor();
  return form;
}

test('a user changes their password on the profile page', async ({
  browser,
  context,
  page,
  baseURL,
  createUser,
  signInAs,
}) => {
  const user = await createUser({ name: 'Pat Password', password: PASSWORD });
  const { email } = user;
  await signInAs(context, user);
  await visit(page, '/profile', 'profile-before-password-change');
  const form = await openChangePasswordForm(page);

  await form.getByLabel('Current Password').fill('not-my-password');
  await form.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await form.getByText('Current password is incorrect').waitFor();
  await checkPage(page, 'change-password-errors');

  await form.getByLabel('Current Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Password changed successfully!').first().waitFor();

  // Still signed in here; the new password works elsewhere.
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ user: { email } });
  const elsewhere = await browser.newContext({ baseURL });
  try {
    const response = await elsewhere.request.post('/api/auth/sign-in', {
      data: { email, password: NEW_PASSWORD },
      headers: { Origin: baseURL },
    });
    expect(response.status()).toBe(200);
  } finally {
    await elsewhere.close();
  }
});

test('a demo account sees the change-password form disabled', async ({ context, page, findUser, signInAs }) => {
  // About the demo accounts themselves, so it signs in as the seeded one.
  await signInAs(context, await findUser(DEMO_ACCOUNTS.freelancer.email));
  await page.goto('/profile', { waitUntil: 'networkidle' });
  const form = await openChangePasswordForm(page);
  await form.getByText('Password cannot be changed for demo accounts').waitFor();
  await page.getByText('Password Change Unavailable').first().waitFor();
  expect(await form.getByRole('button', { name: 'Change Password' }).isDisabled()).toBe(true);
  await expectNoAxeViolations(page, 'the disabled change-password form');
});

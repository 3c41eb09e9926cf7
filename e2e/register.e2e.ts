import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CONSENT_BY_TEEN_REFUSED } from '@teenfreelance/contracts/accounts';
import { waitForMail } from './fixtures/mailbox.ts';
import { test } from './fixtures/test.ts';
import { checkPage, expectNoAxeViolations, visit } from './fixtures/visit.ts';

const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;
const PASSWORD = 'sunny-day-42';

/** A birth date 15 years ago, as the date input takes it. */
function fifteenYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 15);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

async function fillAccountFields(page: Page, name: string, email: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Full Name').fill(name);
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm Password').fill(PASSWORD);
}

/**
 * After the form: the page says to check the email (the same for every address, decision 0066);
 * the emailed link creates the account, signs in and goes home. Returns the link.
 */
async function followSignUpLink(page: Page, baseURL: string, email: string): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Check your email' }).waitFor();
  await main.getByText(email).waitFor();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
  const mail = await waitForMail(email, { subject: 'Confirm your email' });
  const link = new RegExp(`${baseURL}/register/confirm\\?token=[\\w%-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no sign-up link in: ${mail.text}`);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/');
  return link;
}

test('a buyer registers, follows the emailed link, is signed in and lands on the home page', async ({
  page,
  baseURL,
}) => {
  await visit(page, '/register?role=buyer', 'register-buyer');
  const main = page.getByRole('main');
  expect(await main.getByRole('tab', { name: "I'm a Buyer" }).getAttribute('aria-selected')).toBe('true');
  expect(await main.getByText('Are you under 18 years old?').count()).toBe(0);

  const email = unique('buyer');
  await fillAccountFields(page, 'Bea Buyer', email);
  await main.getByLabel(/I agree to the/).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  await main.getByRole('heading', { name: 'Check your email' }).waitFor();
  await checkPage(page, 'register-check-email');
  await main.getByRole('button', { name: 'Resend email' }).waitFor();
  const link = await followSignUpLink(page, baseURL ?? '', email);
  await page.getByText('Registration successful!').first().waitFor();
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({
    user: { name: 'Bea Buyer', role: 'buyer', parentalConsent: 'not_required' },
  });

  // The link works once: followed again, it says so and offers signing up again.
  await visit(page, link, 'register-confirm-used');
  await page
    .getByRole('main')
    .getByText('This sign-up link has already been used. Sign in, or sign up again.')
    .waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Sign up again' }).waitFor();
});

test('signing up with a registered address looks the same, and its owner is emailed instead', async ({ page }) => {
  const email = unique('owner');
  await visit(page, '/register?role=buyer', 'register-owner-first');
  await fillAccountFields(page, 'Olive Owner', email);
  const main = page.getByRole('main');
  await main.getByLabel(/I agree to the/).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  const first = await waitForMail(email, { subject: 'Confirm your email' });
  const link = /http\S+\/register\/confirm\?token=[\w%-]+/.exec(first.text)?.[0] ?? '';
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/');
  await page.context().clearCookies();

  await visit(page, '/register?role=buyer', 'register-owner-again');
  await fillAccountFields(page, 'Someone Else', email);
  await main.getByLabel(/I agree to the/).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  await main.getByRole('heading', { name: 'Check your email' }).waitFor();
  await main.getByText(email).waitFor();
  const note = await waitForMail(email, { subject: 'Someone tried to sign up' });
  expect(note.text).toContain('Hello Olive Owner');
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
});

test('a minor freelancer registers, the parent consents from the email, and the teen’s status changes', async ({
  browser,
  baseURL,
  page,
}) => {
  await visit(page, '/register', 'register-freelancer');
  const main = page.getByRole('main');
  expect(await main.getByRole('tab', { name: "I'm a Freelancer" }).getAttribute('aria-selected')).toBe('true');

  // An empty submit explains every field.
  await main.getByRole('button', { name: 'Create Account' }).click();
  await main.getByText('Please correct the errors in the form').waitFor();
  await main.getByText('Age confirmation is required').waitFor();
  await main.getByText('Date of birth is required').waitFor();
  await expectNoAxeViolations(page, 'the register form with errors');

  const teenEmail = unique('teen');
  const parentEmail = unique('parent');
  await fillAccountFields(page, 'Tia Teen', teenEmail);
  // The age answer must agree with the date of birth.
  await main.getByRole('radio', { name: 'No' }).check();
  await main.getByLabel('Date of Birth').fill(fifteenYearsAgo());
  await main.getByText('This date of birth means you are under 18: answer "Yes" to the under-18 question').waitFor();
  await main.getByRole('radio', { name: 'Yes' }).check();
  await main.getByRole('region', { name: 'Parental Consent' }).waitFor();
  await main.getByLabel('Parent/Guardian Name').fill('Pat Parent');
  await main.getByLabel('Parent/Guardian Email').fill(parentEmail);
  await main.getByLabel('Parent/Guardian Phone').fill('+1 555 123 4567');
  await main.getByLabel(/My parent or guardian knows/).check();
  await main.getByLabel(/I agree to the/).check();
  await checkPage(page, 'register-minor-filled');
  await main.getByRole('button', { name: 'Create Account' }).click();
  await followSignUpLink(page, baseURL ?? '', teenEmail);
  await page.getByText('Registration successful!').first().waitFor();
  await page
    .getByText(/Waiting for parental consent/)
    .first()
    .waitFor();
  const pending = await page.request.get('/api/auth/session');
  expect(await pending.json()).toMatchObject({ user: { isMinor: true, parentalConsent: 'pending' } });
  await page.goto('/profile', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByText('Waiting for parental consent').waitFor();

  // The parent follows the emailed link in a browser of their own.
  const mail = await waitForMail(parentEmail, { subject: 'Tia Teen' });
  const link = new RegExp(`${baseURL}/parental-consent\\?token=[\\w%-]+`).exec(mail.text)?.[0];
  expect(link).toBeDefined();

  // The teen, signed in, cannot open the link to consent for themselves.
  await visit(page, link ?? '', 'parental-consent-by-the-teen');
  await page.getByRole('main').getByText(CONSENT_BY_TEEN_REFUSED).waitFor();
  expect(await page.getByRole('button', { name: 'Give Consent' }).count()).toBe(0);
  const parentContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  try {
    const parentPage = await parentContext.newPage();
    await visit(parentPage, link ?? '', 'parental-consent');
    const consent = parentPage.getByRole('main');
    await consent
      .getByText(/Tia Teen/)
      .first()
      .waitFor();
    await consent.getByText(/Buyers pay through the platform/).waitFor();
    expect(await consent.getByText(teenEmail).count()).toBe(0);

    await consent.getByText(/named you, Pat Parent/).waitFor();
    await consent.getByRole('button', { name: 'Give Consent' }).click();
    await consent.getByText('Your full name is required').waitFor();
    await consent.getByText('Please choose your relationship to the teen').waitFor();
    await expectNoAxeViolations(parentPage, 'the consent form with errors');
    await consent.getByLabel('Your full name').fill('Pat Parent');
    await consent.getByRole('group', { name: 'Your relationship to Tia Teen' }).getByLabel('Parent').check();
    await consent.getByLabel(/I agree/).check();
    await consent.getByRole('button', { name: 'Give Consent' }).click();
    await consent.getByText(/Your consent has been recorded/).waitFor();
    await checkPage(parentPage, 'parental-consent-given');

    // The link works once.
    await parentPage.goto(link ?? '', { waitUntil: 'networkidle' });
    await consent.getByText(/has expired or has already been used/).waitFor();
    await expectNoAxeViolations(parentPage, 'a used consent link');
  } finally {
    await parentContext.close();
  }

  const granted = await page.request.get('/api/auth/session');
  expect(await granted.json()).toMatchObject({ user: { isMinor: true, parentalConsent: 'granted' } });
  const told = await waitForMail(teenEmail, { subject: 'has given consent' });
  expect(told.text).toContain('Pat Parent, who confirmed they are your parent');
  await page.goto('/profile', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('heading', { name: 'Tia Teen' }).waitFor();
  expect(await page.getByText('Waiting for parental consent').count()).toBe(0);
});

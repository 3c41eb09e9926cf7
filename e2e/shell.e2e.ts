import { expect } from 'vitest';
import { MOBILE, test } from './fixtures/test.ts';
import { checkPage, visit } from './fixtures/visit.ts';

test('a visitor sees the hero and the header, and joins as a teenlancer', async ({ page }) => {
  await visit(page, '/', 'shell-home');
  await page.getByRole('heading', { name: 'Find Exceptional Teen Talent' }).waitFor();
  const header = page.getByRole('banner');
  await header
    .getByRole('link', { name: 'Log In', exact: true })
    .or(header.getByRole('button', { name: 'Log In', exact: true }))
    .waitFor();

  await header.getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Join TeenFreelance' });
  await dialog.waitFor();
  const createAccount = dialog.getByRole('button', { name: 'Create Account' });
  expect(await createAccount.isDisabled()).toBe(true);
  await checkPage(page, 'shell-join-dialog');

  await dialog.getByRole('radio', { name: /I.m a teenlancer/ }).click();
  expect(await createAccount.isEnabled()).toBe(true);
  await createAccount.click();
  await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('role') === 'freelancer');
});

test('at 360 px the header collapses into a menu that opens', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/', { waitUntil: 'networkidle' });
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: /menu/i });
  await menuButton.waitFor();
  expect(await header.getByRole('button', { name: 'Join', exact: true }).isVisible()).toBe(false);

  await menuButton.click();
  expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
  const menuId = await menuButton.getAttribute('aria-controls');
  if (menuId === null) throw new Error('The menu button does not say which element it opens (aria-controls)');
  const menu = page.locator(`[id="${menuId}"]`);
  const logIn = menu.getByRole('link', { name: 'Log In', exact: true });
  await logIn.or(menu.getByRole('button', { name: 'Log In', exact: true })).waitFor();
  await menu.getByRole('button', { name: 'Join', exact: true }).waitFor();
  await checkPage(page, 'shell-mobile-menu', [MOBILE]);
});

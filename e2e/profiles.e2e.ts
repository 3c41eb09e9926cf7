import sharp from 'sharp';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { checkPage, expectNoAxeViolations, visit } from './fixtures/visit.ts';

const LONG_BIO =
  'I build friendly websites for local shops and school clubs, and I animate logos in my spare time. Ask me anything!';

test('a freelancer edits their profile, uploads an avatar, and visitors see only the public part', async ({
  context,
  page,
  browser,
  baseURL,
  createUser,
  signInAs,
}) => {
  // A fresh adult freelancer of its own, so no other journey's demo data changes.
  const user = await createUser({ role: 'freelancer', name: 'Rae Profile' });
  const { email } = user;
  await signInAs(context, user);

  await visit(page, '/profile', 'profile-own');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Rae Profile' }).waitFor();
  expect(await main.getByRole('tab').allTextContents()).toEqual(['Personal Info', 'About', 'Services', 'Reviews']);
  // No picture yet: the locally drawn initials.
  await main.getByRole('img', { name: 'Rae Profile' }).getByText('RP').waitFor();

  await main.getByRole('button', { name: 'Edit Profile' }).click();
  const form = main.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Full name').fill('R');
  await form.getByLabel('Bio').fill('Too short');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.getByText('Name must be at least 2 characters').waitFor();
  await form.getByText('Bio must be at least 10 characters').waitFor();
  await checkPage(page, 'profile-edit-errors');

  await form.getByLabel('Full name').fill('Rae Builder');
  await form.getByLabel('Bio').fill(LONG_BIO);
  await form.getByRole('textbox', { name: 'Skills', exact: true }).fill('Web design');
  await form.getByRole('textbox', { name: 'Skills', exact: true }).press('Enter');
  await form.getByRole('textbox', { name: 'Skills', exact: true }).fill('web design');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.getByRole('textbox', { name: 'Skills', exact: true }).fill('Logo animation');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  expect(await form.getByRole('list', { name: 'Added skills' }).getByRole('listitem').allTextContents()).toEqual([
    'Web design',
    'Logo animation',
  ]);
  await form.getByLabel('Response time').selectOption('Within a few hours');
  await form.getByLabel('City').fill('Bristol');
  await form.getByLabel('Country').fill('UK');
  await form.getByLabel('Phone').fill('+44 7700 900123');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated successfully!').first().waitFor();
  await main.getByRole('heading', { level: 1, name: 'Rae Builder' }).waitFor();

  // The avatar: a real PNG through the file input; the server answers with a re-encoded WebP.
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  await page
    .locator('[data-testid="avatar-file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByText('Profile updated successfully!').nth(1).waitFor();
  const avatar = main.locator('img[alt="Rae Builder"]');
  await avatar.waitFor();
  expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}-avatar\.webp$/);
  // The header's avatar follows the session.
  await page.getByRole('banner').locator('img[src$="-avatar.webp"]').waitFor();

  await main.getByRole('tab', { name: 'About' }).click();
  await main.getByRole('button', { name: 'Show more' }).click();
  await main.getByText(LONG_BIO).waitFor();
  await main.getByRole('tab', { name: 'Services' }).click();
  await main.getByText('No services listed yet.').waitFor();
  expect(await main.getByRole('link', { name: 'Create New Service' }).getAttribute('href')).toBe('/create-gig');
  await main.getByRole('tab', { name: 'Personal Info' }).click();
  await main.getByText('+44 7700 900123').waitFor();
  await checkPage(page, 'profile-own-edited');

  // A visitor: the public profile, no Personal Info, no email or phone.
  const visitorContext = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'en-US' });
  try {
    const visitor = await visitorContext.newPage();
    await visit(visitor, `/profile/${user.id}`, 'profile-public');
    const visitorMain = visitor.getByRole('main');
    await visitorMain.getByRole('heading', { level: 1, name: 'Rae Builder' }).waitFor();
    expect(await visitorMain.getByRole('tab').allTextContents()).toEqual(['About', 'Services', 'Reviews']);
    await visitorMain.getByText('Bristol, UK').waitFor();
    const text = await visitorMain.innerText();
    expect(text).not.toContain(email);
    expect(text).not.toContain('7700');
    expect(await visitorMain.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
  } finally {
    await visitorContext.close();
  }
});

test('an unknown profile says "Profile not found" with its two ways out', async ({ page }) => {
  await visit(page, '/profile/no-such-person', 'profile-not-found');
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Profile not found' }).waitFor();
  expect(await main.getByRole('link', { name: 'Browse Services' }).getAttribute('href')).toBe('/explore');
  expect(await main.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
  await expectNoAxeViolations(page, 'profile not found');
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from './fixtures/auth.ts';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';

/** What an empty tab says: none of it may show on a demo account's dashboard. */
const EMPTY =
  /No active orders|No completed orders yet|Nothing yet\. Your earnings|No saved gigs yet|Your first steps|No proposals|No job posts/;

/** Opens each tab in turn and checks it holds something: no empty state, and at least one `item` in it. */
async function everyTabHoldsSomething(page: Page, tabs: readonly (readonly [string, RegExp])[], name: string) {
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  for (const [tab, item] of tabs) {
    await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await panel.getByText(item).first().waitFor();
    expect(await panel.textContent(), `${name}: ${tab}`).not.toMatch(EMPTY);
  }
  await checkPage(page, `dashboard-demo-${name}`, [{ width: 1280, height: 800 }]);
}

test('each demo account has something to see in every tab of its dashboard', async ({
  context,
  page,
  findUser,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  await signInAs(context, await findUser(DEMO_ACCOUNTS.freelancer.email));
  const freelancerTabs = [
    ['Overview', /Total earnings/],
    ['My Gigs', /Published|Draft/],
    ['Orders', /#TF-\d{6}|\$\d/],
    ['Earnings', /Completed|Pending/],
    ['Proposals', /Pending|Shortlisted|Hired|Declined/],
    ['Profile', /View Public Profile/],
  ] as const;
  await everyTabHoldsSomething(page, freelancerTabs, 'freelancer');

  const pro = await pageAs(await findUser(DEMO_ACCOUNTS.proFreelancer.email));
  await everyTabHoldsSomething(pro, freelancerTabs, 'pro-freelancer');

  const buyer = await pageAs(await findUser(DEMO_ACCOUNTS.buyer.email));
  await everyTabHoldsSomething(
    buyer,
    [
      ['Overview', /Total spent/],
      ['My Orders', /#TF-\d{6}|\$\d/],
      ['Saved Gigs', /\$\d/],
      ['My Job Posts', /proposals?/],
      ['Profile', /View Public Profile/],
    ],
    'buyer',
  );

  const admin = await pageAs(await findUser(DEMO_ACCOUNTS.admin.email));
  await admin.goto('/dashboard', { waitUntil: 'networkidle' });
  await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await admin.getByRole('link', { name: 'View Public Profile' }).first().waitFor();
  expect(consoleErrors).toEqual([]);
});

test('the demo accounts’ bells hold what their history told them, the latest unread', async ({
  context,
  page,
  findUser,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  // Sam, the demo buyer: new proposals on his newest job post wait in the bell.
  await signInAs(context, await findUser(DEMO_ACCOUNTS.buyer.email));
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: /New proposal from Maya Patel/ }).waitFor();
  await checkPage(page, 'dashboard-demo-bell', [{ width: 1280, height: 800 }]);
  await page.keyboard.press('Escape');

  // The full list: his orders' news from the teens working on them, in the features' words.
  await page.goto('/notifications', { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByText('Maya Patel started working on your order').waitFor();
  await main
    .getByText(/^#TF-\d{6} · Modern Minimalist Logo Design for Your Brand$/)
    .first()
    .waitFor();
  await checkPage(page, 'notifications-demo-buyer');

  // Maya, the demo freelancer: a new order from a buyer, unread.
  const maya = await pageAs(await findUser(DEMO_ACCOUNTS.freelancer.email));
  await maya.goto('/notifications', { waitUntil: 'networkidle' });
  await maya
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .waitFor();
  await maya.getByRole('main').getByText('New order from Jordan Ellis').waitFor();
  expect(consoleErrors).toEqual([]);
});

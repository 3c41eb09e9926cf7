import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';
import { gate } from './fixtures/waits.ts';

/*
 * A press before the app's script has taken over a server-rendered page is not
 * lost (issue 36, docs/decisions/0092). Each journey holds the app's script
 * back until the person has pressed, on a page whose CPU is slowed four times
 * (as a mid-range phone's), so the press certainly lands on the server's HTML;
 * then lets the script load and sees the press carried out.
 */

/**
 * Holds every script of the app until the returned function is called; a script containing
 * `heldLonger.containing`, until `heldLonger.until` too.
 */
async function holdAppScripts(
  page: Page,
  heldLonger?: { containing: string; until: Promise<void> },
): Promise<() => void> {
  const { opened: released, open: release } = gate();
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    if (!heldLonger) return route.continue();
    try {
      const response = await route.fetch();
      if ((await response.text()).includes(heldLonger.containing)) await heldLonger.until;
      await route.fulfill({ response });
    } catch (error) {
      // The journey may end with a script still on its way (a page preloaded, not shown): the page has
      // closed, and nothing waits for it.
      if (!page.isClosed()) throw error;
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return release;
}

/**
 * Waits until the app has taken over `control` (its own event listeners are on it: Preact puts each
 * handler on its element) and the effects of that render have run (Preact runs them after the next paint).
 */
async function tookOver(page: Page, control: Locator): Promise<void> {
  // A labelled control has an id (its label names it): found again by it through the DevTools protocol.
  const id = await control.evaluate((element) => element.id);
  expect(id).not.toBe('');
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `document.getElementById(${JSON.stringify(id)})`,
      });
      if (!result.objectId) return 0;
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
      return listeners.length;
    })
    .toBeGreaterThan(0);
  await cdp.detach();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Opens `pathname` and waits for the server's HTML only (the held script never lets the page finish loading). */
async function openRendered(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

test("a buyer's 'Contact Seller' pressed before the script runs opens the conversation", async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Ezra Early' });
  const gig = await createGig(seller, { title: 'Posters drawn before the script arrives' });
  await signInAs(context, await createUser({ name: 'Bram Buyer' }));
  const release = await holdAppScripts(page);

  await openRendered(page, `/gig/${gig.id}`);
  await page.getByRole('button', { name: 'Contact Seller' }).first().click();
  expect(new URL(page.url()).pathname).toBe(`/gig/${gig.id}`);
  release();

  await page.waitForURL(/\/messages\/[^/]+$/);
  await page.getByRole('heading', { name: 'Ezra Early' }).first().waitFor();
  await checkPage(page, 'early-presses-conversation');
  expect(consoleErrors).toEqual([]);
});

test('a sort chosen on /explore before the script runs sorts the list', async ({ page, consoleErrors }) => {
  const release = await holdAppScripts(page);

  await openRendered(page, '/explore');
  await page.getByLabel('Sort by').selectOption('price-desc');
  release();

  await page.waitForURL(/sort=price-desc/);
  await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('price-desc');
  expect(consoleErrors).toEqual([]);
});

test('signing in before the script runs signs in, and the password never reaches the address bar', async ({
  page,
  createUser,
  consoleErrors,
}) => {
  const buyer = await createUser({ name: 'Lena Login' });
  const release = await holdAppScripts(page);

  await openRendered(page, '/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(buyer.email);
  await main.getByLabel('Password', { exact: true }).fill(buyer.password);
  await main.getByRole('button', { name: 'Log In' }).click();
  expect(page.url()).not.toContain(encodeURIComponent(buyer.password));
  release();

  await page.waitForURL((url) => url.pathname !== '/login');
  expect(page.url()).not.toContain('password');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Lena Login|account/i })
    .waitFor();
  expect(consoleErrors).toEqual([]);
});

test('words typed in the home search box before the script runs are kept when it takes over, and searched', async ({
  page,
  consoleErrors,
}) => {
  const release = await holdAppScripts(page);

  await openRendered(page, '/');
  const searchBox = page.getByRole('main').getByRole('searchbox', { name: 'Search services' });
  await searchBox.fill('logo for my band');
  release();

  // The page has hydrated (the replay of early presses marks it): the box the person typed in is the
  // server's own, kept (decision 0105), not one built again empty.
  await page.waitForFunction(() => (window as { __tfInteractive?: boolean }).__tfInteractive === true);
  expect(await searchBox.inputValue()).toBe('logo for my band');
  await searchBox.press('Enter');
  await page.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('search') === 'logo for my band');
  expect(consoleErrors).toEqual([]);
});

test('the account menu pressed before its script arrives opens once it has, with who is signed in', async ({
  context,
  page,
  createUser,
  signInAs,
  consoleErrors,
}) => {
  const buyer = await createUser({ name: 'Ada Avatar' });
  await signInAs(context, buyer);
  // The menu's own chunk arrives after the page's: the press waits for the menu, not only for the page.
  const menuScript = gate();
  const release = await holdAppScripts(page, { containing: 'Account menu', until: menuScript.opened });

  await openRendered(page, '/explore');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  release();
  // The page takes over without the menu: the press is still kept, not replayed on a button that nothing
  // answers yet.
  await tookOver(page, page.getByLabel('Sort by'));
  expect(await page.evaluate(() => (window as { __tfInteractive?: boolean }).__tfInteractive)).not.toBe(true);
  menuScript.open();

  const menu = page.getByRole('menu');
  await menu.getByText('Ada Avatar', { exact: true }).waitFor();
  await menu.getByText(buyer.email, { exact: true }).waitFor();
  expect(consoleErrors).toEqual([]);
  // Scripts preloaded and not needed may still be on their way through the route: let them go.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

import { randomBytes } from 'node:crypto';
import { categoryListSchema } from '@teenfreelance/contracts/categories';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from './fixtures/auth.ts';
import { laptopUrl, openLaptopPage, useLaptopServer, waitForOutboxMail } from './fixtures/laptop.ts';
import { fillCard } from './fixtures/payment.ts';
import { test } from './fixtures/test.ts';
import { checkPage, visit } from './fixtures/visit.ts';

/*
 * A newcomer's laptop: `npm install && npm start`, nothing else. The run's shared
 * server is on PostgreSQL so the other journeys can seed into it (decision 0031);
 * this file starts a second server of its own the way `npm start` does on a fresh
 * clone (PGlite in a new DATA_DIR, demo data seeded, no SMTP_URL so emails go to
 * the outbox in the log; e2e/fixtures/laptop.ts) and walks part 1 there in the
 * browser, and purchases of part 2: demo reviews, checkout and the order page,
 * and a hire on the demo buyer's sample job post, paid at checkout.
 */

useLaptopServer();

const SPEC_TILES = ['Logo Design', 'Web Development', 'Writing', 'Digital Marketing', 'Video Editing', 'Social Media'];

/** The text of the home page's Popular Services section as the server sent it, markup and React's comments removed. */
function popularSectionText(html: string): string {
  const start = html.indexOf('aria-labelledby="popular-heading"');
  const section = html.slice(start, html.indexOf('</section>', start));
  return section
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/**
 * The home page's HTML once the server renders it. The server listens before its
 * renderer has loaded and sends pages for the browser to render until then
 * (apps/api/src/web/serve-web-app.ts), so a page asked for at once may be empty.
 */
async function serverRenderedHome(page: Page, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const served = await page.request.get('/');
    expect(served.status()).toBe(200);
    const html = await served.text();
    if (!html.includes('<div id="root"></div>')) return html;
    if (Date.now() > deadline) throw new Error(`the server did not render home within ${timeoutMs} ms of starting`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('on a fresh PGlite install a visitor browses home, explore and a gig, then logs in as the demo freelancer', async ({
  browser,
}) => {
  const errors: string[] = [];
  const { context, page } = await openLaptopPage(browser, errors);
  try {
    // Home arrives rendered by the server: the six tiles with their live counts are in the HTML itself.
    const { categories } = categoryListSchema.parse(await (await page.request.get('/api/categories')).json());
    const counts = new Map(categories.map((category) => [category.slug as string, category.gigCount]));
    const tilesText = popularSectionText(await serverRenderedHome(page));
    let from = 0;
    for (const label of SPEC_TILES) {
      const at = tilesText.indexOf(label, from);
      expect(at, `the server-rendered home shows the ${label} tile after the previous one`).toBeGreaterThan(-1);
      from = at + label.length;
    }
    expect(tilesText.match(/\d+ services?/g)).toHaveLength(SPEC_TILES.length);

    await visit(page, '/', 'pglite-home');
    await page.getByRole('heading', { level: 1, name: 'Find Exceptional Teen Talent' }).waitFor();
    const tiles = page.locator('section[aria-labelledby="popular-heading"]').getByRole('listitem');
    expect(await tiles.getByRole('heading').allTextContents()).toEqual(SPEC_TILES);
    // Logo Design is the Graphic Design category, which the demo seed fills.
    const logoDesign = counts.get('graphic-design') ?? 0;
    expect(logoDesign).toBeGreaterThan(1);
    expect(await tiles.first().textContent()).toContain(`${logoDesign} services`);

    // Search from home, then open the first result.
    await page.getByRole('searchbox', { name: 'Search services' }).fill('logo');
    await page.getByRole('searchbox', { name: 'Search services' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/explore' && url.searchParams.get('search') === 'logo');
    const main = page.getByRole('main');
    const firstCard = main.locator('li.gig-card').first();
    await firstCard.waitFor();
    await page.getByText(/^\d[\d,]*\+? services? available$/).waitFor();
    await checkPage(page, 'pglite-explore-search');
    const title = (await firstCard.locator(':is(h2, h3)').first().textContent()) ?? '';
    expect(title.toLowerCase()).toContain('logo');
    await firstCard.locator('a[href^="/gig/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/gig/'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('img', { name: title }).first().waitFor();
    await checkPage(page, 'pglite-gig');

    // Log In as the newcomer does: the demo freelancer's address and the password the page shows.
    await visit(page, '/login', 'pglite-login');
    const demo = page.getByRole('region', { name: 'Demo accounts' });
    await demo.getByText(DEMO_ACCOUNTS.freelancer.email).waitFor();
    const password = (await demo.locator('code').textContent()) ?? '';
    expect(password.length).toBeGreaterThan(0);
    await main.getByLabel('Email').fill(DEMO_ACCOUNTS.freelancer.email);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({
      user: { email: DEMO_ACCOUNTS.freelancer.email, role: 'freelancer' },
    });
    await visit(page, '/profile', 'pglite-demo-profile');
    await main.getByRole('heading', { name: DEMO_ACCOUNTS.freelancer.name }).first().waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

async function pngOf(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 90, height: 60, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A birth date fifteen years and a month ago, as the date input takes it. */
function fifteenYearsAgo(): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - 15);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

test('on a fresh PGlite install a teen registers, the parent consents from the outbox link, and the teen publishes a gig with a picture', async ({
  browser,
}) => {
  const errors: string[] = [];
  const suffix = randomBytes(4).toString('hex');
  const teenEmail = `teen-${suffix}@example.com`;
  const parentEmail = `parent-${suffix}@example.com`;
  const { context, page } = await openLaptopPage(browser, errors);
  const parent = await openLaptopPage(browser, errors);
  try {
    await visit(page, '/register', 'pglite-register');
    const main = page.getByRole('main');
    await main.getByLabel('Full Name').fill('Nia Newcomer');
    await main.getByLabel('Email', { exact: true }).fill(teenEmail);
    await main.getByLabel('Password', { exact: true }).fill('sunny-day-42');
    await main.getByLabel('Confirm Password').fill('sunny-day-42');
    await main.getByRole('radio', { name: 'Yes' }).check();
    await main.getByLabel('Date of Birth').fill(fifteenYearsAgo());
    await main.getByLabel('Parent/Guardian Name').fill('Pat Parent');
    await main.getByLabel('Parent/Guardian Email').fill(parentEmail);
    await main.getByLabel('Parent/Guardian Phone').fill('+1 555 123 4567');
    await main.getByLabel(/My parent or guardian knows/).check();
    await main.getByLabel(/I agree to the/).check();
    await main.getByRole('button', { name: 'Create Account' }).click();
    await main.getByRole('heading', { name: 'Check your email' }).waitFor();
    // The sign-up link too is in the log without SMTP_URL (decision 0066): following it creates the account.
    const welcome = await waitForOutboxMail(teenEmail, 'Confirm your email');
    const signUpLink = new RegExp(`${laptopUrl()}/register/confirm\\?token=[\\w%-]+`).exec(welcome.text ?? '')?.[0];
    if (!signUpLink) throw new Error(`no sign-up link in the outbox email: ${welcome.text ?? ''}`);
    await page.goto(signUpLink);
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByText(/Waiting for parental consent/)
      .first()
      .waitFor();

    // Without SMTP_URL the consent email is in the log, link and all, as the README says.
    const mail = await waitForOutboxMail(parentEmail, 'Nia Newcomer');
    const link = new RegExp(`${laptopUrl()}/parental-consent\\?token=[\\w%-]+`).exec(mail.text ?? '')?.[0];
    if (!link) throw new Error(`no consent link in the outbox email: ${mail.text ?? ''}`);
    await visit(parent.page, link, 'pglite-parental-consent');
    const consent = parent.page.getByRole('main');
    await consent.getByLabel('Your full name').fill('Pat Parent');
    await consent.getByRole('group', { name: 'Your relationship to Nia Newcomer' }).getByLabel('Parent').check();
    await consent.getByLabel(/I agree/).check();
    await consent.getByRole('button', { name: 'Give Consent' }).click();
    await consent.getByText(/Your consent has been recorded/).waitFor();
    await checkPage(parent.page, 'pglite-parental-consent-given');
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({
      user: { isMinor: true, parentalConsent: 'granted' },
    });

    // With consent the teen's gig is public: the wizard, one picture, Publish.
    const title = `Laptop Posters ${suffix}`;
    await visit(page, '/create-gig', 'pglite-wizard-step-1');
    await page.getByLabel('Gig title').fill(title);
    await page.getByLabel('Short description').fill('A bright poster for your school event or club.');
    await page.getByLabel('Price ($)').fill('15');
    await page.getByLabel('Delivery time (days)').fill('3');
    await page.getByLabel('Category').selectOption('graphic-design');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 2 of 4: Description' }).waitFor();
    await page.getByLabel('Full description').fill('One A3 poster with your text and colours, two rounds of changes.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 3 of 4: Tags' }).waitFor();
    await page.getByLabel('Tags', { exact: true }).fill('poster');
    await page.getByLabel('Tags', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 4 of 4: Gallery' }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'poster.png', mimeType: 'image/png', buffer: await pngOf({ r: 200, g: 40, b: 90 }) }]);
    await page.getByText('Uploaded', { exact: true }).waitFor({ timeout: 20_000 });
    await checkPage(page, 'pglite-wizard-step-4');
    await page.getByRole('button', { name: 'Publish Gig' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/gig/'));
    const gigPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The picture is served from the laptop's DATA_DIR.
    const picture = page.getByRole('img', { name: title }).first();
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0))
      .toBe(true);
    await checkPage(page, 'pglite-new-gig');

    // Anyone finds it on explore.
    await visit(parent.page, `/explore?search=${encodeURIComponent(title)}`, 'pglite-explore-new-gig');
    await parent.page.getByRole('main').locator(`li.gig-card a[href="${gigPath}"]`).first().waitFor();
    expect(errors).toEqual([]);
  } finally {
    await parent.context.close();
    await context.close();
  }
});

test('on a fresh PGlite install the demo buyer reads a gig’s reviews, pays for it and opens the order, then hires a freelancer for his job post and pays', async ({
  browser,
}) => {
  const errors: string[] = [];
  const { context, page } = await openLaptopPage(browser, errors);
  try {
    const main = page.getByRole('main');
    await visit(page, '/login', 'pglite-buyer-login');
    const password = (await page.getByRole('region', { name: 'Demo accounts' }).locator('code').textContent()) ?? '';
    await main.getByLabel('Email').fill(DEMO_ACCOUNTS.buyer.email);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A demo gig's rating comes from its reviews, which the Reviews tab lists.
    await page.goto('/explore?search=logo', { waitUntil: 'networkidle' });
    await main.locator('li.gig-card a[href^="/gig/"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/gig/'));
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
    await reviews
      .getByRole('img', { name: /out of 5 stars$/ })
      .first()
      .waitFor();
    await checkPage(page, 'pglite-gig-reviews');

    await main.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await main.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await main.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    await main.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await main.getByText(/^#TF-\d{6}$/).waitFor();
    await checkPage(page, 'pglite-payment-success');
    // The dashboard's orders tab shows the new order highlighted; its link opens the order.
    await main.getByRole('link', { name: 'View Order in Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'orders');
    await main.locator('li[aria-current="true"] a[href^="/orders/"]').click();
    await page.waitForURL(/\/orders\/[^/]+$/);
    await main.getByRole('button', { name: 'Cancel Order' }).waitFor();
    await main.getByText('Order placed and paid').waitFor();

    // His sample job post has the demo freelancers' proposals; he hires one and pays for the proposal.
    await page.goto('/jobs', { waitUntil: 'networkidle' });
    await main.getByRole('link', { name: 'Logo for my dog-walking business' }).first().click();
    await page.waitForURL(/\/jobs\/[^/]+$/);
    const proposals = page.getByRole('region', { name: /Proposals/ });
    await proposals.getByText(DEMO_ACCOUNTS.freelancer.name).waitFor();
    await checkPage(page, 'pglite-job-proposals');
    await proposals.getByRole('button', { name: `Hire: ${DEMO_ACCOUNTS.proFreelancer.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hire' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.has('proposal'));
    await fillCard(page, '4242 4242 4242 4242');
    await main.getByRole('button', { name: 'Pay $114.40' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success');
    await main.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

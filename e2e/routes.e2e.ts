import { PAGE_HEADS } from '@teenfreelance/contracts/page-heads';
import { PAGES, type PageKey } from '@teenfreelance/contracts/pages';
import { expect } from 'vitest';
import { watchDevToolsIssues } from './fixtures/devtools-issues.ts';
import { test } from './fixtures/test.ts';
import { visit } from './fixtures/visit.ts';

/**
 * Every public page of the page table without parameters, and indexed (pages
 * opened from a one-time link or a provider's answer, or that only redirect,
 * are left to their own journeys), with the name of its screenshots.
 */
const KEYS = Object.keys(PAGES) as PageKey[];
const PUBLIC_ROUTES = KEYS.map((key) => ({ page: PAGES[key], head: PAGE_HEADS[key] }))
  .filter(({ page, head }) => page.access === 'public' && !page.path.includes(':') && !head.noIndex && !page.redirectTo)
  .map(({ page }) => [page.path, page.path === '/' ? 'home' : page.path.slice(1)] as const);

/** Pages that need a session (without parameters): a visitor is sent to sign in and brought back. */
const PROTECTED_ROUTES = KEYS.map((key) => PAGES[key])
  .filter((page) => page.access === 'signed-in' && !page.path.includes(':'))
  .map((page) => page.path);

for (const [pathname, name] of PUBLIC_ROUTES) {
  test(`${pathname} renders without console errors or DevTools issues and is axe-clean`, async ({
    page,
    consoleErrors,
  }) => {
    const devToolsIssues = await watchDevToolsIssues(page);
    await visit(page, pathname, `route-${name}`);
    expect(new URL(page.url()).pathname).toBe(pathname);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    expect(await devToolsIssues()).toEqual([]);
  });
}

for (const pathname of PROTECTED_ROUTES) {
  test(`${pathname} sends a visitor to /login?redirect=${pathname}`, async ({ page, consoleErrors }) => {
    await page.goto(pathname);
    await page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'networkidle' });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(pathname);
    // The sign-in page itself is checked with axe at both widths above, as /login.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(consoleErrors).toEqual([]);
  });
}

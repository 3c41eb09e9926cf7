import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { visit } from './fixtures/visit.ts';

/** Every public route of the route table, with the name of its screenshots. */
const PUBLIC_ROUTES = [
  ['/', 'home'],
  ['/explore', 'explore'],
  ['/categories', 'categories'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/forgot-password', 'forgot-password'],
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/help', 'help'],
  ['/how-it-works', 'how-it-works'],
  ['/refund-policy', 'refund-policy'],
  ['/upgrade', 'upgrade'],
  ['/jobs', 'jobs'],
] as const;

/** Routes that need a session: a visitor is sent to sign in and brought back. */
const PROTECTED_ROUTES = ['/dashboard', '/profile', '/create-gig', '/messages', '/post-job'] as const;

for (const [pathname, name] of PUBLIC_ROUTES) {
  test(`${pathname} renders without console errors and is axe-clean`, async ({ page, consoleErrors }) => {
    await visit(page, pathname, `route-${name}`);
    expect(new URL(page.url()).pathname).toBe(pathname);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
}

for (const pathname of PROTECTED_ROUTES) {
  test(`${pathname} sends a visitor to /login?from=${pathname}`, async ({ page, consoleErrors }) => {
    await page.goto(pathname);
    await page.waitForURL((url) => url.pathname === '/login', { waitUntil: 'networkidle' });
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe(pathname);
    await visit(page, `${url.pathname}${url.search}`, `route-${pathname.slice(1)}-visitor`);
    expect(consoleErrors).toEqual([]);
  });
}

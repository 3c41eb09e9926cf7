import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADS } from './page-heads.ts';
import { NOT_FOUND_PAGE, PAGES, PAGE_MODULES, type Page } from './pages.ts';

const routeFile = (module: string) => new URL(`../../../apps/web/src/app/routes/${module}.tsx`, import.meta.url);

const pages: readonly Page[] = Object.values(PAGES);

describe('page table', () => {
  it('names only modules that exist in the web app', () => {
    const missing = PAGE_MODULES.filter((module) => !existsSync(routeFile(module)));
    expect(missing).toEqual([]);
  });

  it('uses every module it lists, and each path once', () => {
    const all = [...pages, NOT_FOUND_PAGE];
    expect(new Set(all.map((page) => page.module))).toEqual(new Set(PAGE_MODULES));
    const paths = all.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends redirects to a page of the table', () => {
    const paths = new Set(pages.map((page) => page.path));
    for (const page of pages) {
      if (page.redirectTo !== undefined) expect(paths.has(page.redirectTo)).toBe(true);
    }
  });
});

describe('page heads', () => {
  it('has one head for each page of the table, and no other', () => {
    expect(Object.keys(PAGE_HEADS).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('keeps pages that need a session out of search engines; the server renders only the dashboard and inbox', () => {
    const signedIn = (Object.keys(PAGES) as (keyof typeof PAGES)[]).filter((key) => PAGES[key].access === 'signed-in');
    expect(signedIn.length).toBeGreaterThan(0);
    for (const key of signedIn) expect(PAGE_HEADS[key], key).toMatchObject({ noIndex: true });
    // Decision 0101: rendered for their own user from reads made with the request's cookie.
    expect(signedIn.filter((key) => PAGE_HEADS[key].ssr).sort()).toEqual(['dashboard', 'messages']);
  });
});

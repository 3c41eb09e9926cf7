import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PAGES, PAGE_MODULES } from './pages.ts';

const routeFile = (module: string) => new URL(`../../../apps/web/src/app/routes/${module}.tsx`, import.meta.url);

describe('page table', () => {
  it('names only modules that exist in the web app', () => {
    const missing = PAGE_MODULES.filter((module) => !existsSync(routeFile(module)));
    expect(missing).toEqual([]);
  });

  it('uses every module it lists, and each path once', () => {
    const pages = [...Object.values(PAGES), NOT_FOUND_PAGE];
    expect(new Set(pages.map((page) => page.module))).toEqual(new Set(PAGE_MODULES));
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sends redirects to a page of the table', () => {
    const paths = new Set(Object.values(PAGES).map((page) => page.path));
    for (const page of Object.values(PAGES)) {
      if ('redirectTo' in page) expect(paths.has(page.redirectTo)).toBe(true);
    }
  });
});

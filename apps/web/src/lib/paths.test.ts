import { PAGES, type PageKey } from '@teenfreelance/contracts/pages';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

const isPageKey = (key: string): key is PageKey => key in PAGES;

describe('the links of lib/paths.ts', () => {
  const linked = Object.entries(paths).filter(([key]) => isPageKey(key));

  it('cover every page of the page table but the redirects', () => {
    const pages = (Object.keys(PAGES) as PageKey[]).filter((key) => PAGES[key].redirectTo === undefined);
    expect(linked.map(([key]) => key).sort()).toEqual(expect.arrayContaining(pages.sort()));
  });

  it.each(linked)('%s links to a path its page pattern matches', (key, entry) => {
    const href = (entry.getHref as (...args: string[]) => string)('some-id', 'more');
    const { pathname } = new URL(href, 'http://localhost');
    expect(matchPath(PAGES[key as PageKey].path, pathname)).not.toBeNull();
  });
});

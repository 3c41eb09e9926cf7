import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_HEAD, PAGE_HEADS } from './page-heads.ts';
import { NOT_FOUND_PAGE, PAGES, documentTitle, type PageKey } from './pages.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test(-helpers)?\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('/testing/'));
}

/** Ways of writing a page's title by hand, and the one file where each is the table's own. */
const TITLE_WRITERS: { pattern: RegExp; allowedIn: string }[] = [
  { pattern: /document\.title\s*=/, allowedIn: 'apps/web/src/lib/document-title.tsx' },
  { pattern: /<title>\$\{/, allowedIn: 'apps/api/src/web/page-routes.ts' },
  { pattern: /\| (TeenFreelance|\$\{SITE)/, allowedIn: 'packages/contracts/src/pages.ts' },
];

describe('page titles', () => {
  it('gives the server the table title of every page', () => {
    for (const key of Object.keys(PAGES) as PageKey[]) {
      expect(PAGE_HEADS[key].title, key).toBe(PAGES[key].title);
    }
    expect(NOT_FOUND_HEAD.title).toBe(NOT_FOUND_PAGE.title);
  });

  it('makes a titled name for pages about one thing', () => {
    expect(documentTitle(PAGES.gig, 'Logo design')).toBe('Logo design | TeenFreelance');
    expect(documentTitle(PAGES.exploreCategory, 'Writing')).toBe('Writing Services | TeenFreelance');
    expect(documentTitle(PAGES.order)).toBe('Order | TeenFreelance');
    expect(documentTitle(PAGES.register)).toBe('Sign Up | TeenFreelance');
  });

  it('is written nowhere but in the page table', () => {
    const files = [
      ...sourceFiles('apps/web/src'),
      ...sourceFiles('apps/api/src'),
      ...sourceFiles('packages/contracts/src'),
    ];
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const { pattern, allowedIn } of TITLE_WRITERS) {
        if (file !== allowedIn && pattern.test(text)) found.push(`${file}: ${String(pattern)}`);
      }
    }
    expect(found).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as.ts';

/** The 300-line limit of eslint.config.js (ARCHITECTURE.md, "Dependency rules"), as `npm run lint` runs it. */

/** A file of `lines` lines ending in code, comments and blank lines among them: they count too. */
const fileOf = (lines: number) =>
  Array.from({ length: lines }, (_, i) => [`export const v${i} = ${i};`, `// line ${i}`, ''][i % 3]).join('\n');

async function sizeProblems(file: string, lines: number) {
  return (await lintAs(file, fileOf(lines))).filter((message) => message.ruleId === 'max-lines').length;
}

describe('files stay under 300 lines', () => {
  it('refuses a source or test file of 301 lines, in the API, the web app or the tests', async () => {
    expect(await sizeProblems('apps/api/src/features/catalogue/gigs/probe.ts', 301)).toBe(1);
    expect(await sizeProblems('apps/web/src/features/catalogue/gigs/components/probe.tsx', 301)).toBe(1);
    expect(await sizeProblems('apps/api/src/features/catalogue/gigs/probe.test.ts', 301)).toBe(1);
    expect(await sizeProblems('e2e/probe.e2e.ts', 301)).toBe(1);
  });

  it('lets a file of 300 lines be, and the seed and bench data lists grow', async () => {
    expect(await sizeProblems('apps/api/src/features/catalogue/gigs/probe.ts', 300)).toBe(0);
    expect(await sizeProblems('apps/api/src/db/seed/demo-gigs.ts', 1000)).toBe(0);
    expect(await sizeProblems('bench/data.ts', 1000)).toBe(0);
  });
});

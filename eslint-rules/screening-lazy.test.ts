import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as.ts';

/**
 * The web app loads the screening engine only on demand (eslint.config.js,
 * `screeningLazyInWeb`): a static import would put its libraries on every page.
 */

const FILE = 'apps/web/src/features/messaging/components/probe.tsx';
const RULE = '@typescript-eslint/no-restricted-imports';

async function restrictedImports(code: string) {
  return (await lintAs(FILE, code)).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the screening engine stays out of static imports in the web app', () => {
  it.each([
    [
      "import { maskContactDetails } from '@teenfreelance/contracts/contact-masking';\nexport { maskContactDetails };\n",
    ],
    ["import { screenText } from '@teenfreelance/contracts/screening/screen-text';\nexport { screenText };\n"],
    ["export { normalise } from '@teenfreelance/contracts/screening/normalise';\n"],
  ])('refuses %s', async (code) => {
    expect(await restrictedImports(code)).toEqual([expect.stringContaining('loaded on demand')]);
  });

  it.each([
    [
      "import type { maskContactDetails } from '@teenfreelance/contracts/contact-masking';\nexport type M = typeof maskContactDetails;\n",
    ],
    [
      "import { CONTACT_MASKING_TEXTS } from '@teenfreelance/contracts/screening/contact-kinds';\nexport { CONTACT_MASKING_TEXTS };\n",
    ],
    ["export const load = () => import('@teenfreelance/contracts/contact-masking');\n"],
  ])('allows %s', async (code) => {
    expect(await restrictedImports(code)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as.ts';

/**
 * Pages and the contracts write numbers, money and dates with contracts/en-us.ts, not `Intl`
 * (eslint.config.js, `noIntlInPages`; docs/decisions/0106): a page's first formatter costs it
 * 15-30 ms of locale data on its way to the first screen.
 */

async function intlMessages(code: string, file: string) {
  return (await lintAs(file, code))
    .filter((message) => message.message.includes('decision 0106'))
    .map((message) => message.ruleId);
}

describe('no Intl on the way to a page', () => {
  it.each([
    ['apps/web/src/components/probe.tsx', "export const text = (n: number) => n.toLocaleString('en-US');\n"],
    ['apps/web/src/lib/probe.ts', "export const year = new Intl.DateTimeFormat('en-US', { year: 'numeric' });\n"],
    ['apps/web/src/lib/probe.ts', 'export const order = (a: string, b: string) => a.localeCompare(b);\n'],
    ['packages/contracts/src/probe.ts', 'export const TEXT = `at most ${(5000).toLocaleString()} characters`;\n'],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await intlMessages(code, file)).toHaveLength(1);
  });

  it.each([
    [
      'apps/web/src/lib/probe.ts',
      "import { formatCount } from '@teenfreelance/contracts/en-us';\nexport const t = formatCount(5000);\n",
    ],
    // Where a time zone is the point.
    [
      'apps/web/src/features/payments/checkout/components/delivery-date-picker.tsx',
      "export const due = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });\n",
    ],
    // The API's emails write dates in their reader's time zone.
    ['apps/api/src/platform/email/probe.ts', "export const at = new Intl.DateTimeFormat('en-GB');\n"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await intlMessages(code, file)).toEqual([]);
  });
});

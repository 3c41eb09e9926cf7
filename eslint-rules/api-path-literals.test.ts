import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as.ts';

/**
 * The rule of eslint.config.js that keeps API paths in packages/contracts
 * (docs/decisions/0057): each snippet is linted as if it were the file at
 * `file` in this tree, as `npm run lint` lints it.
 */

const MESSAGE = 'API paths are spelled once, in packages/contracts';

/** The messages of the path rule for `code` linted as the file at `file`. */
async function pathProblems(file: string, code: string) {
  return (await lintAs(file, code))
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const refused = [
  {
    name: 'a route registered with a string',
    file: 'apps/api/src/features/catalogue/gigs/probe.routes.ts',
    code: "export const route = '/api/gigs/:id';\n",
  },
  {
    name: 'a web fetcher building a URL in a template',
    file: 'apps/web/src/features/catalogue/gigs/api/probe.ts',
    code: 'export const url = (id: string) => `/api/gigs/${encodeURIComponent(id)}`;\n',
  },
  {
    name: 'a platform route (health, live socket)',
    file: 'apps/api/src/platform/health/probe.ts',
    code: "export const route = '/api/health';\n",
  },
  {
    name: "extending a contract's constant into a new path",
    file: 'apps/api/src/features/orders/probe.routes.ts',
    code: "const ORDERS_PATH = '';\nexport const route = `${ORDERS_PATH}/:id/files`;\n",
  },
  {
    name: "extending a contract's builder into a new path",
    file: 'apps/web/src/features/messaging/api/probe.ts',
    code: 'const conversationPath = (id: string) => id;\nexport const url = (id: string) => `${conversationPath(id)}/read`;\n',
  },
];

const allowed = [
  {
    name: 'a test, which writes the path as a client would',
    file: 'apps/api/src/features/catalogue/gigs/probe.test.ts',
    code: "export const url = '/api/gigs/home';\n",
  },
  {
    name: 'a test helper of the API',
    file: 'apps/api/src/testing/probe.ts',
    code: "export const url = '/api/gigs';\n",
  },
  {
    name: 'the contracts, where the paths are defined',
    file: 'packages/contracts/src/probe.ts',
    code: "export const PROBE_PATH = '/api/probe';\n",
  },
  {
    name: "a contract's path with a query",
    file: 'apps/web/src/features/orders/api/probe.ts',
    code: "const ORDERS_PATH = '';\nexport const url = (q: string) => `${ORDERS_PATH}?${q}`;\n",
  },
  {
    name: 'a page path that merely contains api',
    file: 'apps/web/src/app/probe.ts',
    code: "export const href = '/apiary';\n",
  },
];

describe('API path literals', () => {
  it.each(refused)('refuses $name', async ({ file, code }) => {
    const problems = await pathProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(MESSAGE);
  });

  it.each(allowed)('allows $name', async ({ file, code }) => {
    expect(await pathProblems(file, code)).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintAs, root } from './lint-as.ts';

/**
 * The import rules of eslint.config.js, run as `npm run lint` runs them: each
 * snippet is linted as if it were the file at `file` in this tree (the file
 * need not exist; what it imports does), and must be refused by the rule that
 * owns the import, with that rule's message. See ARCHITECTURE.md,
 * "Dependency rules", and docs/decisions/0034.
 */

const IMPORT_RULES = new Set(['boundaries/element-types', 'local/no-import-cycle']);

/** The import-rule problems of `code` linted as the file at `file` (relative to the repository). */
async function importProblems(file: string, code: string) {
  return (await lintAs(file, code))
    .filter((message) => message.ruleId !== null && IMPORT_RULES.has(message.ruleId))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const FEATURE_TO_FEATURE = "A feature imports only another feature's *.service.ts";
const FEATURE_TO_RENDERER = 'Features never import the page renderer (apps/api/src/web/)';
const SHARED_TO_FEATURE = 'db/, http/ and platform/ never import features';
const SHARED_WEB = 'components/ and lib/ never import features or app/';
const WEB_FEATURES = 'Features do not import each other';

const refused: { name: string; file: string; code: string; rule: string; message: string }[] = [
  {
    name: 'a feature importing the page renderer (web/page-routes.ts)',
    file: 'apps/api/src/features/catalogue/gigs/gigs.page-meta.ts',
    code: "import type { PageMeta } from '../../../web/page-routes.ts';\nexport type { PageMeta };\n",
    rule: 'boundaries/element-types',
    message: FEATURE_TO_RENDERER,
  },
  {
    name: 'db/ importing a file of the accounts area',
    file: 'apps/api/src/db/probe.ts',
    code: "export * from '../features/accounts/auth/auth.repository.ts';\n",
    rule: 'boundaries/element-types',
    message: SHARED_TO_FEATURE,
  },
  {
    name: "db/ importing even a feature's service",
    file: 'apps/api/src/db/probe.ts',
    code: "export type { AuthService } from '../features/accounts/auth/auth.service.ts';\n",
    rule: 'boundaries/element-types',
    message: SHARED_TO_FEATURE,
  },
  {
    name: "platform/ importing a feature's service",
    file: 'apps/api/src/platform/email/probe.ts',
    code: "export type { AuthService } from '../../features/accounts/auth/auth.service.ts';\n",
    rule: 'boundaries/element-types',
    message: SHARED_TO_FEATURE,
  },
  {
    name: "the catalogue reaching into the accounts area's internals (not its service)",
    file: 'apps/api/src/features/catalogue/favorites/favorites.service.ts',
    code: "export * from '../../accounts/auth/auth.repository.ts';\n",
    rule: 'boundaries/element-types',
    message: FEATURE_TO_FEATURE,
  },
  {
    name: "the dashboards service importing the orders area's policy",
    file: 'apps/api/src/features/dashboards/dashboard.service.ts',
    code: "export * from '../orders/orders.policy.ts';\n",
    rule: 'boundaries/element-types',
    message: FEATURE_TO_FEATURE,
  },
  {
    name: "a feature importing another area's repository",
    file: 'apps/api/src/features/messaging/messages.service.ts',
    code: "export * from '../trust-and-safety/safety.repository.ts';\n",
    rule: 'boundaries/element-types',
    message: FEATURE_TO_FEATURE,
  },
  {
    name: "a feature's test importing another area's routes",
    file: 'apps/api/src/features/catalogue/favorites/favorites.routes.test.ts',
    code: "export { ordersRoutes } from '../../orders/orders.routes.ts';\n",
    rule: 'boundaries/element-types',
    message: FEATURE_TO_FEATURE,
  },
  {
    name: "http/ importing a feature's service",
    file: 'apps/api/src/http/auth-guard.ts',
    code: "export type { AuthService } from '../features/accounts/auth/auth.service.ts';\n",
    rule: 'boundaries/element-types',
    message: SHARED_TO_FEATURE,
  },
  {
    name: 'a web component importing a feature',
    file: 'apps/web/src/components/gig-card.tsx',
    code: "export { SaveToFavorites } from '../features/catalogue/favorites/components/save-to-favorites.tsx';\n",
    rule: 'boundaries/element-types',
    message: SHARED_WEB,
  },
  {
    // A file nothing imports, so the import cannot close a cycle (app/router.tsx imports lib/paths.ts).
    name: 'web lib importing app/',
    file: 'apps/web/src/lib/probe.ts',
    code: "export * from '../app/router.tsx';\n",
    rule: 'boundaries/element-types',
    message: SHARED_WEB,
  },
  {
    name: 'web lib importing a feature',
    file: 'apps/web/src/lib/probe.ts',
    code: "export * from '../features/catalogue/favorites/api/get-favorites.ts';\n",
    rule: 'boundaries/element-types',
    message: SHARED_WEB,
  },
  {
    name: 'a web feature importing another area',
    file: 'apps/web/src/features/messaging/components/probe.tsx',
    code: "export * from '../../orders/api/get-order.ts';\n",
    rule: 'boundaries/element-types',
    message: WEB_FEATURES,
  },
  {
    // explore.ts imports explore-options.ts; a type-only import back is a cycle too.
    name: 'a two-file cycle in the contracts, type-only on one side',
    file: 'packages/contracts/src/explore-options.ts',
    code: "import type { ExploreQuery } from './explore.ts';\nexport type Query = ExploreQuery;\n",
    rule: 'local/no-import-cycle',
    message:
      'Import cycle: packages/contracts/src/explore-options.ts -> packages/contracts/src/explore.ts -> packages/contracts/src/explore-options.ts.',
  },
  {
    name: 'a cycle through a workspace package path',
    file: 'packages/contracts/src/explore-options.ts',
    code: "import type { ExploreQuery } from '@teenfreelance/contracts/explore';\nexport type Query = ExploreQuery;\n",
    rule: 'local/no-import-cycle',
    message: 'Import cycle: packages/contracts/src/explore-options.ts -> packages/contracts/src/explore.ts',
  },
  {
    name: 'a longer cycle inside one area',
    file: 'apps/api/src/features/catalogue/gigs/gigs.mappers.ts',
    code: "export type { FavoritesService } from '../favorites/favorites.service.ts';\n",
    rule: 'local/no-import-cycle',
    message:
      'Import cycle: apps/api/src/features/catalogue/gigs/gigs.mappers.ts -> apps/api/src/features/catalogue/favorites/favorites.service.ts',
  },
];

describe('import rules', () => {
  it.each(refused)('refuse $name', async ({ file, code, rule, message }) => {
    // An import of a file that is not there is not classified, so it would pass: the snippet must name real files.
    for (const [, specifier = ''] of code.matchAll(/from '(\.[^']+)'/g)) {
      expect(existsSync(path.resolve(root, path.dirname(file), specifier)), `${specifier} from ${file}`).toBe(true);
    }
    const problems = await importProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.ruleId).toBe(rule);
    expect(problems[0]?.message).toContain(message);
  });

  it("let a feature import another area's service, and any file of its own area", async () => {
    const service =
      "import type { OrdersService } from '../../orders/orders.service.ts';\nexport type Orders = OrdersService;\n";
    expect(await importProblems('apps/api/src/features/catalogue/favorites/favorites.service.ts', service)).toEqual([]);
    const ownArea = "export { findCardsByIds } from '../gigs/gig-cards.repository.ts';\n";
    expect(await importProblems('apps/api/src/features/catalogue/favorites/favorites.service.ts', ownArea)).toEqual([]);
  });

  it('let a feature import the page head from the contracts', async () => {
    const code = "import type { PageMeta } from '@teenfreelance/contracts/page-heads';\nexport type Meta = PageMeta;\n";
    expect(await importProblems('apps/api/src/features/catalogue/gigs/gigs.page-meta.ts', code)).toEqual([]);
  });

  it('let testing/ and the demo seed import features, and app/ import components, lib and features', async () => {
    const testing =
      "export { createRateLimitsService } from '../platform/rate-limits/rate-limits.service.ts';\nexport type { OrdersService } from '../features/orders/orders.service.ts';\n";
    expect(await importProblems('apps/api/src/testing/probe.ts', testing)).toEqual([]);
    const seed = "export { hashPassword } from '../../features/accounts/security/password-hash.ts';\n";
    expect(await importProblems('apps/api/src/db/seed/probe.ts', seed)).toEqual([]);
    const app =
      "export * from '../components/gig-card.tsx';\nexport * from '../lib/paths.ts';\nexport * from '../features/catalogue/favorites/components/saved-gigs.tsx';\n";
    expect(await importProblems('apps/web/src/app/probe.ts', app)).toEqual([]);
  });
});

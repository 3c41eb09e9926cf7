import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DOCS_PATH, API_PREFIX } from '@teenfreelance/contracts/api-paths';
import { AUTH_BASE_PATH } from '@teenfreelance/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './testing/registered-routes.ts';
import { createTestApp, type TestContext } from './testing/test-app.ts';

/**
 * Every API path is spelled once, in packages/contracts (docs/decisions/0057):
 * the routes register the contracts' patterns, the web app calls their
 * builders. This lists what the built app really registers under /api/ and
 * holds it against what the contracts define, both ways.
 */

const CONTRACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/contracts/src');
/** Constants that name a prefix, not a route: better-auth's base path (only its Google callback is mounted). */
const NOT_ROUTES = new Set<string>([AUTH_BASE_PATH]);

/** swagger-ui's own pages and assets under the docs path (`/api/docs/static/…`, `/api/docs*`). */
const isSwaggerUiRoute = (route: string) => route.startsWith(`${API_DOCS_PATH}/`) || route === `${API_DOCS_PATH}*`;

const isApiPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith(`${API_PREFIX}/`);

/** The path strings an exported value defines: a constant, an `apiPath` (its `pattern`), or a record of them. */
function pathsOf(value: unknown): string[] {
  if (isApiPath(value)) return [value];
  if (typeof value === 'function' && 'pattern' in value && isApiPath(value.pattern)) return [value.pattern];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.values(value).flatMap((inner) => (typeof inner === 'function' ? pathsOf(inner) : []));
  }
  return [];
}

/** Every path the contracts export, from every module of packages/contracts/src. */
async function contractPaths(): Promise<Set<string>> {
  const files = readdirSync(CONTRACTS).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = await Promise.all(
    files.map((file) => import(path.join(CONTRACTS, file)) as Promise<Record<string, unknown>>),
  );
  return new Set(modules.flatMap((module) => Object.values(module).flatMap(pathsOf)));
}

let t: TestContext;
let registered: string[];
let defined: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  registered = registeredRoutes(t.app)
    .map((route) => route.path)
    .filter(isApiPath);
  defined = await contractPaths();
});
afterAll(async () => t.close());

describe('API paths', () => {
  it('reads the routes the app registers', () => {
    // Guards the parsing above: a nested route, a wildcard and the live socket are found.
    expect(registered).toEqual(
      expect.arrayContaining([
        '/api/gigs/:id/views',
        '/api/orders/:id/files/:fileId',
        `${API_DOCS_PATH}*`,
        '/api/live',
      ]),
    );
    expect(registered.length).toBeGreaterThan(80);
  });

  it('registers only paths the contracts define (swagger-ui serves its own pages under the docs path)', () => {
    const undefinedPaths = registered.filter((route) => !defined.has(route) && !isSwaggerUiRoute(route));
    expect(undefinedPaths).toEqual([]);
  });

  it('registers every path the contracts define', () => {
    const served = new Set(registered);
    expect([...defined].filter((route) => !served.has(route) && !NOT_ROUTES.has(route))).toEqual([]);
  });
});

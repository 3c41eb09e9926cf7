import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './test-app.ts';
import { writeTestWebBuild } from './web-build.ts';

/**
 * Makes something once before the tests that follow and ends it after them
 * (vitest's beforeAll and afterAll, registered where this is called: a file or
 * a describe block), and returns at once a stand-in that reads through to it.
 * A test file split in parts shares its set-up in one line, and its tests read
 * `t.app` as before:
 *
 *   const t = setUpForTests(() => createTestApp(), (app) => app.close());
 *
 * The stand-in is for tests and hooks: read before its beforeAll has run (at
 * import) or after its afterAll, it throws.
 */
export function setUpForTests<T extends object>(
  setUp: () => Promise<T>,
  tearDown: (value: T) => Promise<void> | void,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await setUp();
  });
  afterAll(async () => {
    const made = value;
    value = undefined;
    if (made) await tearDown(made);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!value) throw new Error(`${String(key)} was read outside the tests of the set-up that makes it`);
      const field: unknown = Reflect.get(value, key, value);
      return typeof field === 'function' ? (field as (...args: unknown[]) => unknown).bind(value) : field;
    },
  });
}

/** The real app on a database of the file's own (createTestApp), for the tests that follow. */
export function testAppForTests(options: () => Parameters<typeof createTestApp>[0] = () => ({})): TestContext {
  return setUpForTests(
    () => createTestApp(options()),
    (context) => context.close(),
  );
}

/**
 * The app with a small web build (writeTestWebBuild), so pages are served as a
 * visitor gets them, for the tests that follow.
 */
export function testAppWithWebBuildForTests(): TestContext {
  const build = setUpForTests(
    () => Promise.resolve(writeTestWebBuild()),
    ({ root }) => rmSync(root, { recursive: true, force: true }),
  );
  return testAppForTests(() => ({ webDistDir: build.dist }));
}

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys (`npm run test:e2e`): one server for the whole run (global-setup.ts),
 * one Chromium per file, files one after another (two cores, one server). Journeys
 * seed their own users and sessions (fixtures/test.ts), so they pass in any order:
 * `npm run test:e2e -- --sequence.shuffle` checks it.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    // A flaky journey is a bug to fix, not to retry.
    retry: 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});

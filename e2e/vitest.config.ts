import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ELEMENT_WAIT_MS } from './fixtures/waits.ts';

/**
 * Browser journeys (`npm run test:e2e`): one server for the whole run (global-setup.ts),
 * one Chromium per file, one file at a time. Two at a time took 345-419 s against 664 s
 * on a quiet machine, but on a slower, busier one (load average 8-9 on 2 cores) journeys
 * timed out in CI and one waited 15 s for a toast that came too late; a slower run that
 * passes beats a faster one that does not. Journeys seed their own users and sessions
 * (fixtures/test.ts), so they pass in any order: `npm run test:e2e -- --sequence.shuffle`
 * checks it. On a busy machine, a journey waits for what its user would wait for (an
 * element, a request, an email), never a fixed time; `expect.poll` waits as long as a
 * locator does (fixtures/waits.ts), and a journey may take two minutes.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    expect: { poll: { timeout: ELEMENT_WAIT_MS } },
    // A flaky journey is a bug to fix, not to retry.
    retry: 0,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});

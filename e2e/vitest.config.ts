import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { JourneySequencer } from './fixtures/sequencer.ts';

/**
 * Browser journeys (`npm run test:e2e`): one server for the whole run (global-setup.ts),
 * one Chromium per file, two files at a time (most of a journey is waiting on the page, so
 * two overlap well on two cores). Journeys seed their own users and sessions
 * (fixtures/test.ts), so they pass in any order and beside one another:
 * `npm run test:e2e -- --sequence.shuffle` checks it. On a machine that busy, a journey
 * waits for what its user would wait for (an element, a request, an email), never a
 * fixed time; `expect.poll` waits as long as a locator does (15 s, fixtures/test.ts).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: JourneySequencer },
    expect: { poll: { timeout: 15_000 } },
    // A flaky journey is a bug to fix, not to retry.
    retry: 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ELEMENT_WAIT_MS } from './fixtures/waits.ts';

/**
 * Browser journeys (`npm run test:e2e`): one server for the whole run (global-setup.ts),
 * one Chromium per file, two files at a time. On 2 cores, one file at a time took 610 s
 * and two 414 s on a quiet machine (2026-11-29), which already fills both cores: more would
 * only queue (Chromium's processes are most of a run's CPU, 480 s of a 10-minute run). Two
 * at a time once timed out in CI (load average 8-9, when a journey had 60 s and an element
 * 15 s); with two minutes a journey and 30 s an element, a shuffled run beside a
 * million-gig catalogue being generated took 611 s and failed only on an order
 * dependence, since fixed; the next such run passed in 650 s, and CI's in 536-1,003 s (the
 * machine's speed moves by half). Journeys seed their own users and sessions (fixtures/test.ts),
 * so they pass in any order: `npm run test:e2e -- --sequence.shuffle` checks it. On a busy
 * machine, a journey waits for what its user would wait for (an element, a request, an
 * email), never a fixed time; `expect.poll` waits as long as a locator does
 * (fixtures/waits.ts), and a journey may take two minutes.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: 2,
    expect: { poll: { timeout: ELEMENT_WAIT_MS } },
    // A flaky journey is a bug to fix, not to retry.
    retry: 0,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});

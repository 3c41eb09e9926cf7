import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ELEMENT_WAIT_MS } from './fixtures/waits.ts';

/**
 * Browser journeys (`npm run test:e2e`): one server for the whole run (global-setup.ts),
 * one browser per file, two files at a time, in Chromium's headless shell (decision 0113).
 * The run is bound by the 2 cores: Chromium's processes are most of its CPU, then the server
 * and the workers. In the headless shell rather than the full browser, a file's modules kept
 * between the files of a worker (`isolate: false`), the whole run took 370 s against 622 s,
 * 625 core-seconds of the machine's 740. One file at a time had taken 610 s and two 414 s
 * before the run grew (2026-11-29); two at a time once timed out in CI (load average 8-9,
 * when a journey had 60 s and an element 15 s), and with two minutes a journey and 30 s an
 * element a shuffled run beside a million-gig catalogue being generated passed. Journeys seed
 * their own users and sessions (fixtures/test.ts), so they pass in any order:
 * `npm run test:e2e -- --sequence.shuffle` checks it. On a busy machine, a journey waits for
 * what its user would wait for (an element, a request, an email), never a fixed time;
 * `expect.poll` waits as long as a locator does (fixtures/waits.ts), and a journey may take
 * two minutes. A fixture that needs hooks registers them from a function the file calls
 * (fixtures/laptop.ts), not when its module is first imported.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: 2,
    // The fixtures' modules are imported once per worker, not once per file: they hold no state a
    // file could leave behind (each file gets its own browser, contexts and seeded people).
    isolate: false,
    expect: { poll: { timeout: ELEMENT_WAIT_MS } },
    // A flaky journey is a bug to fix, not to retry.
    retry: 0,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});

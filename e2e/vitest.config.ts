import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Files in name order, always: vitest's default order follows cached timings,
 * so it differs between machines and runs, and a journey that depends on what
 * ran just before it (the shared sign-in limit per IP) would pass or fail by chance.
 */
class ByNameSequencer extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)));
  }
}

/**
 * Browser journeys (`npm run test:e2e`): one server for the whole run (global-setup.ts),
 * one Chromium per file, files one after another (two cores, one server).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ByNameSequencer },
    // A flaky journey is a bug to fix, not to retry.
    retry: 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});

import os from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];

/**
 * One run, five projects. `lint` runs the import rules of eslint.config.js on
 * snippets; `api` runs the API tests on PGlite; `api-pg` runs the same files
 * on PostgreSQL when TEST_DATABASE_URL is set (each file in its own fresh
 * database, removed afterwards).
 *
 * Speed (CI runs this on 2 cores): one worker per core, not Vitest's default of
 * cores - 1, since API test files spend much of their time waiting on PostgreSQL
 * or on timers (414 s with one worker, 249 s with two, the same with three). The
 * projects without a DOM or mocks do not re-import their modules for every file
 * (`isolate: false`): a worker of one project runs its files one after another in
 * the same module graph. That import was 103 of the 414 s (with both: 141 to 185 s),
 * and the files share no state through modules: the server is built per file by
 * `createTestApp` on a database of the file's own, and no API test mocks or stubs
 * a module; `--sequence.shuffle.files` passes. The web project keeps isolation
 * (happy-dom and vi.mock are per file).
 */
export default defineConfig({
  test: {
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'lint',
          include: ['eslint-rules/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: apiTests,
          environment: 'node',
          isolate: false,
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-pg',
                include: apiTests,
                environment: 'node' as const,
                isolate: false,
                globalSetup: ['apps/api/src/testing/global-setup.ts'],
                setupFiles: ['apps/api/src/testing/mark-postgres-project.ts'],
                env: { TEST_DB: 'postgresql' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];

/**
 * One run, five projects. `lint` runs the import rules of eslint.config.js on
 * snippets; `api` runs the API tests on PGlite; `api-pg` runs the same files
 * on PostgreSQL when TEST_DATABASE_URL is set (each file in its own fresh
 * database, removed afterwards).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'lint',
          include: ['eslint-rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: apiTests,
          environment: 'node',
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

import { defineConfig } from 'drizzle-kit';

// `generate` only: migrations are applied from code at start (src/db/migrate.ts),
// because drizzle-kit's own migrate cannot load extensions on PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/*.ts',
  out: './apps/api/src/db/migrations',
});

// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or DATA_DIR).
import { runWithDatabase } from './cli.ts';

await runWithDatabase(async (handle) => `Migrations applied (${handle.kind}).`);

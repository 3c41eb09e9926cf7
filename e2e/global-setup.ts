import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR } from './fixtures/paths.ts';
import { buildApp, startServer } from './fixtures/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the one server of this run listens, e.g. http://127.0.0.1:40123 */
    baseURL: string;
  }
}

/**
 * Builds once, then starts one server on a free port with a fresh DATA_DIR (so it
 * creates, migrates and seeds the demo data) for all browser journeys of the run.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });

  // E2E_BASE_URL=http://127.0.0.1:3000 runs the journeys against a server you started
  // yourself (quicker while writing them); it must hold the demo data.
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseURL', external.replace(/\/$/, ''));
    return undefined;
  }

  buildApp();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'teenfreelance-e2e-'));
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  const server = await startServer({ dataDir, logFile, timeoutMs: 180_000 }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  console.log(
    `e2e: server ready at ${server.url} in ${Math.round(server.readyMs)} ms (log: ${path.relative(process.cwd(), logFile)})`,
  );
  project.provide('baseURL', server.url);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

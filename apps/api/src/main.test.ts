import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { freePort, spawnServer, type ProcessExit } from './testing/server-process.ts';

const DEMO_ADMIN_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'admin')?.email ?? 'admin@demo.teenfreelance.com';
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tf-main-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The one line a failed start prints (Node's own warnings aside). */
const reason = (run: ProcessExit) =>
  run.stderr.split('\n').filter((l) => l.startsWith('TeenFreelance could not start'));

// These start real server processes; they do not depend on the test database, so they run once.
describe.skipIf(process.env.TEST_DB === 'postgresql')('starting and stopping the server', () => {
  it('refuses an invalid PORT with one clear line', async () => {
    const run = await spawnServer({ PORT: 'abc', DATA_DIR: tempDir() }).done;
    expect(run.code).toBe(1);
    expect(reason(run)).toEqual([
      'TeenFreelance could not start: Invalid PORT: PORT must be a whole number from 1 to 65535',
    ]);
  });

  it('refuses a DATA_DIR that cannot be written, and writes nothing', async () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const run = await spawnServer({ PORT: String(await freePort()), DATA_DIR: path.join(file, 'data') }).done;
    expect(run.code).toBe(1);
    expect(reason(run)).toHaveLength(1);
    expect(reason(run)[0]).toContain(`DATA_DIR ${path.join(file, 'data')} cannot be written`);
  });

  it('refuses an unreachable DATABASE_URL without printing its password', async () => {
    const run = await spawnServer({
      PORT: String(await freePort()),
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://postgres:secret-pw@127.0.0.1:1/nowhere',
    }).done;
    expect(run.code).toBe(1);
    expect(reason(run)).toHaveLength(1);
    expect(reason(run)[0]).toContain('Cannot reach PostgreSQL at 127.0.0.1:1/nowhere');
    expect(reason(run)[0]).toContain('fix DATABASE_URL');
    expect(run.stderr).not.toContain('secret-pw');
  });

  it('never opens one DATA_DIR twice, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = spawnServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false' });
    await first.ready();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    const second = await spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir }).done;
    expect(second.code).toBe(1);
    expect(reason(second)).toEqual([
      `TeenFreelance could not start: DATA_DIR ${dataDir} is in use by another running TeenFreelance (pid ${first.child.pid}): stop it first, or set DATA_DIR to another folder`,
    ]);

    first.child.kill('SIGTERM');
    const stopped = await first.done;
    expect(stopped.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'teenfreelance.pid'))).toBe(false);
    expect(readdirSync(dataDir).filter((f) => f.startsWith('pglite.creating'))).toEqual([]);
  }, 120_000);

  it('never seeds or publishes the demo accounts in production, and refuses SEED_DEMO=true there', async () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-that-is-long-enough' };
    const refused = await spawnServer({
      ...production,
      PORT: String(await freePort()),
      DATA_DIR: tempDir(),
      SEED_DEMO: 'true',
    }).done;
    expect(refused.code).toBe(1);
    expect(reason(refused)).toEqual([
      'TeenFreelance could not start: SEED_DEMO cannot be on in production: the demo accounts share a published password (unset SEED_DEMO)',
    ]);

    // On the embedded database, where demo data used to be seeded by default.
    const port = await freePort();
    const server = spawnServer({ ...production, PORT: String(port), DATA_DIR: tempDir() });
    await server.ready();
    const demo = await fetch(`http://127.0.0.1:${port}/api/auth/demo-accounts`);
    expect(demo.status).toBe(404);
    expect(await demo.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Demo data not found', details: null } });
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
    });
    server.child.kill('SIGTERM');
    const run = await server.done;
    expect(run.stdout).not.toContain('Demo accounts');
    expect(signIn.status).toBe(401);
    // A first start creates the embedded database: slow on a busy machine.
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.ts';

/** Outside production the auth secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  ensureWritableDir(dataDir);
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Creates DATA_DIR when missing and proves it can be written, or throws a ConfigError that says so. */
export function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch {
    throw new ConfigError(
      `DATA_DIR ${dir} cannot be written: choose a folder you can write to (DATA_DIR=./data) or fix its permissions`,
    );
  }
}

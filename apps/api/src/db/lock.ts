import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/env.ts';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process. PGlite is one process's database: a second
 * server opening the same folder could corrupt it, so it is refused with a
 * clear message. A lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'teenfreelance.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is in use by another running TeenFreelance (pid ${owner}): stop it first, or set DATA_DIR to another folder`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new ConfigError(`DATA_DIR ${dataDir} could not be locked: remove ${file} if no TeenFreelance is running`);
}

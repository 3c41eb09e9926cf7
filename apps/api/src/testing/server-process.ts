import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');

/** A port nobody listens on now, on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** What it printed so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves once it says it is running (rejects if it exits first). */
  ready(): Promise<void>;
  /** Resolves when it exits. */
  done: Promise<ProcessExit>;
}

/**
 * A real server process (`main.ts`), as `npm start` runs one, with only the
 * environment given (and PATH, a HOME, warnings-only logs, 127.0.0.1).
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<ProcessExit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  const ready = async () => {
    for (let i = 0; i < 1200 && !stdout.includes('is running at'); i++) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited: ${stdout}${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!stdout.includes('is running at')) throw new Error(`server did not start: ${stdout}${stderr}`);
  };
  return { child, output: () => ({ stdout, stderr }), ready, done };
}

/** A server process on a free port, once it is running: its base URL too. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess & { base: string }> {
  const port = await freePort();
  const server = spawnServer({ ...env, PORT: String(port) });
  await server.ready();
  return { ...server, base: `http://127.0.0.1:${port}` };
}

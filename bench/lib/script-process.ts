/** A bench script run in a Node process of its own, which prints `ready <port>` once it listens. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * Starts `script` (`--import tsx`, `nodeArgs` before it, `args` after) and
 * answers once it has printed `ready <port>`; rejects if it exits first.
 */
export async function startScript(
  script: string,
  args: string[],
  options: { nodeArgs?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(options.env ? { env: options.env } : {}),
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${path.basename(script)} exited with ${code}`)));
  });
  return { child, port };
}

/** Stops a started script and waits for it to exit (a CPU profile it keeps is written on the way out). */
export function stopScript(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

// npm run typecheck: type-checks each TypeScript project of the monorepo, as
// many at once as the machine has cores (one after another they took 69 s on
// 2 cores, most of it apps/api, apps/web and e2e). Each project's findings are
// printed together when it ends; fails if any project fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';

/** Longest first, so the short ones fill in beside them. */
const PROJECTS = ['apps/api', 'e2e', 'apps/web', 'bench', 'packages/contracts', 'eslint-rules'];

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const workers = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  let passed = true;
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    passed = (await check(project)) && passed;
  }
  return passed;
});
const results = await Promise.all(workers);
if (results.includes(false)) process.exitCode = 1;

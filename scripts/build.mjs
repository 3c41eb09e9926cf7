// Builds what is missing or stale: the web app (Vite) and the API (esbuild bundle).
// `node scripts/build.mjs [--force]` shows the tools' output. Imported by start.mjs, which
// builds quietly: one line per step, the tools' output only when a step fails.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

/** Newest modification time (ms) of the files under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function isStale(stamp, inputs) {
  return !existsSync(stamp) || statSync(stamp).mtimeMs < newestMtime(inputs);
}

/** Writes .gz and .br beside each text asset so the server can send them without compressing per request. */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|svg|html|json|txt|webmanifest)$/.test(name)) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/**
 * Runs one build step. `quiet` (npm start) keeps its output and prints it only
 * if the step fails, so the server's URL and log are not buried under it.
 */
function run(command, args, { cwd = root, quiet = false } = {}) {
  // Always a production build, whoever calls (vitest sets NODE_ENV=test, which would make Vite build for development).
  const result = spawnSync(command, args, {
    cwd,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed`);
  }
}

/** Says what is being built; with `quiet`, also how long it took (the build's own output is held back). */
async function step(label, quiet, work) {
  const startedAt = Date.now();
  console.log(`${label}...`);
  await work();
  if (quiet) console.log(`${label}: done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

const sharedInputs = [at('packages/contracts/src'), at('package-lock.json')];

export async function buildWeb({ force = false, quiet = false } = {}) {
  const stamp = at('apps/web/dist/.build-stamp');
  const inputs = [
    ...sharedInputs,
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/public'),
    at('apps/web/vite.config.ts'),
    at('apps/web/package.json'),
  ];
  if (!force && !isStale(stamp, inputs)) return false;
  await step('Building the web app', quiet, async () => {
    const vite = at('node_modules/vite/bin/vite.js');
    const cwd = at('apps/web');
    run(process.execPath, [vite, 'build'], { cwd, quiet });
    // The server's renderer of the public pages (src/entry-server.tsx), loaded by the API.
    run(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'], { cwd, quiet });
    precompress(at('apps/web/dist/assets'));
  });
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

export async function buildApi({ force = false, quiet = false } = {}) {
  const stamp = at('apps/api/dist/.build-stamp');
  const inputs = [...sharedInputs, at('apps/api/src'), at('apps/api/package.json'), at('scripts/build.mjs')];
  if (!force && !isStale(stamp, inputs)) return false;
  await step('Building the API', quiet, async () => {
    const esbuild = await import(pathToFileURL(at('node_modules/esbuild/lib/main.js')).href);
    const pkg = JSON.parse(readFileSync(at('apps/api/package.json'), 'utf8'));
    // Dependencies stay in node_modules (native and WASM parts among them); only our own TypeScript is bundled.
    const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@teenfreelance/'));
    await esbuild.build({
      entryPoints: [at('apps/api/src/main.ts')],
      outfile: at('apps/api/dist/main.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      external: [...external, ...external.map((d) => `${d}/*`)],
      // Warnings and errors only: quiet unless something is wrong.
      logLevel: 'warning',
    });
    rmSync(at('apps/api/dist/migrations'), { recursive: true, force: true });
    cpSync(at('apps/api/src/db/migrations'), at('apps/api/dist/migrations'), { recursive: true });
  });
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

export async function buildAll(options = {}) {
  await buildWeb(options);
  await buildApi(options);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const force = process.argv.includes('--force');
  const only = process.argv.find((a) => a === 'web' || a === 'api');
  if (only === 'web') await buildWeb({ force });
  else if (only === 'api') await buildApi({ force });
  else await buildAll({ force });
}

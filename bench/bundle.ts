/**
 * bench bundle: builds the web app and sums the gzip sizes of the JavaScript and CSS
 * a visitor downloads to see `/`: what dist/index.html loads (entry script,
 * modulepreloads, stylesheets) plus the lazy home route module with everything it
 * imports statically, found through Vite's build manifest.
 * Then the JavaScript of every public page the same way (the entry's and its page
 * module's), each against its own budget.
 * Budgets (shared QUALITY.md): JavaScript at most 80 kB gzip for `/` and 150 kB for
 * every other public page, CSS at most 20 kB gzip.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGES } from '@teenfreelance/contracts/pages';
import { repoRoot } from '../e2e/fixtures/paths.ts';
import { printTable, verdict, type Figures } from './lib/report.ts';

const BUDGET_JS_BYTES = 80_000;
const BUDGET_PAGE_JS_BYTES = 150_000;
const BUDGET_CSS_BYTES = 20_000;
/** The source of the home route, as the manifest names it (src/app/routes/home.tsx or similar). */
const HOME_ROUTE = /(^|\/)routes\/home(\/index|\.route)?\.[jt]sx?$/;

/** One entry of Vite's .vite/manifest.json (only the fields used here). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Asset {
  file: string;
  kind: 'js' | 'css';
  loadedBy: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Builds the web app with its own config into `outDir`, plus Vite's manifest
 * (.vite/manifest.json) whatever vite.config.ts says. A separate folder leaves
 * apps/web/dist, which a running server may be serving, untouched.
 */
function buildWeb(outDir: string): void {
  const args = ['run', 'build', '-w', '@teenfreelance/web', '--', '--manifest', '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync('npm', args, { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `npm run build -w @teenfreelance/web failed (exit ${String(result.status)}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

/** Same-origin scripts, modulepreloads and stylesheets that index.html makes the browser fetch. */
function assetsOfIndexHtml(html: string): { file: string; loadedBy: string }[] {
  const found: { file: string; loadedBy: string }[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name: string): string | undefined =>
      new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    const isScript = /^<script/i.test(tag);
    const rel = attribute('rel')?.toLowerCase();
    const url = isScript ? attribute('src') : attribute('href');
    if (url === undefined || !url.startsWith('/') || url.startsWith('//')) continue;
    if (isScript) found.push({ file: url.slice(1), loadedBy: 'index.html <script>' });
    else if (rel === 'modulepreload') found.push({ file: url.slice(1), loadedBy: 'index.html modulepreload' });
    else if (rel === 'stylesheet') found.push({ file: url.slice(1), loadedBy: 'index.html stylesheet' });
  }
  return found;
}

/** The home route chunk, its CSS, and every chunk it imports statically (recursively), with their CSS. */
function assetsOfHomeRoute(manifest: Manifest): { file: string; loadedBy: string }[] {
  return assetsOfRoute(manifest, HOME_ROUTE);
}

/** A page module's chunk (its source matching `route`), its CSS, and every chunk it imports statically. */
function assetsOfRoute(manifest: Manifest, route: RegExp): { file: string; loadedBy: string }[] {
  const candidates = Object.entries(manifest).filter(([key, chunk]) => route.test(chunk.src ?? key));
  const [home] = candidates;
  if (home === undefined || candidates.length > 1) {
    const lazy = Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry === true)
      .map(([key]) => key);
    throw new Error(
      `Expected one route module matching ${String(route)} in the manifest, found ${candidates.length}. Lazy modules: ${lazy.join(', ') || 'none'}`,
    );
  }
  const [homeKey] = home;
  const found: { file: string; loadedBy: string }[] = [];
  const seen = new Set<string>();
  const visit = (key: string, loadedBy: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The manifest has no entry ${key}`);
    found.push({ file: chunk.file, loadedBy });
    for (const css of chunk.css ?? []) found.push({ file: css, loadedBy: `css of ${key}` });
    for (const imported of chunk.imports ?? []) visit(imported, `imported by ${key}`);
  };
  visit(homeKey, `home route (${homeKey})`);
  return found;
}

const kB = (bytes: number): string => (bytes / 1000).toFixed(1);

export function run(): Figures {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'teenfreelance-bench-bundle-'));
  try {
    console.log(
      'Building the web app (npm run build -w @teenfreelance/web -- --manifest --outDir <temporary folder>)...',
    );
    const builtAt = performance.now();
    buildWeb(dist);
    console.log(`built in ${((performance.now() - builtAt) / 1000).toFixed(1)} s\n`);
    return measure(dist);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

function measure(dist: string): Figures {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

  const assets: Asset[] = [];
  for (const { file, loadedBy } of [...assetsOfIndexHtml(html), ...assetsOfHomeRoute(manifest)]) {
    const kind = file.endsWith('.css') ? 'css' : file.endsWith('.js') || file.endsWith('.mjs') ? 'js' : undefined;
    if (kind === undefined || assets.some((asset) => asset.file === file)) continue;
    const content = readFileSync(path.join(dist, file));
    // Level 9: scripts/build.mjs precompresses assets that way, and the server sends those .gz files.
    assets.push({ file, kind, loadedBy, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
  }

  const total = (kind: Asset['kind'], field: 'bytes' | 'gzipBytes'): number =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset[field], 0);
  const jsGzip = total('js', 'gzipBytes');
  const cssGzip = total('css', 'gzipBytes');

  printTable(
    ['file', 'kind', 'loaded by', 'raw kB', 'gzip kB'],
    assets.map((asset) => [asset.file, asset.kind, asset.loadedBy, kB(asset.bytes), kB(asset.gzipBytes)]),
  );
  console.log('');
  printTable(
    ['what / loads', 'raw kB', 'gzip kB', 'budget kB', 'vs budget'],
    [
      ['JavaScript', kB(total('js', 'bytes')), kB(jsGzip), kB(BUDGET_JS_BYTES), verdict(jsGzip, BUDGET_JS_BYTES)],
      ['CSS', kB(total('css', 'bytes')), kB(cssGzip), kB(BUDGET_CSS_BYTES), verdict(cssGzip, BUDGET_CSS_BYTES)],
    ],
  );
  console.log('(kB = 1000 bytes; gzip level 9, as scripts/build.mjs precompresses)');
  const pages = measurePages(dist, html, manifest);

  return {
    jsGzipBytes: jsGzip,
    cssGzipBytes: cssGzip,
    jsBytes: total('js', 'bytes'),
    cssBytes: total('css', 'bytes'),
    budgetsGzipBytes: { js: BUDGET_JS_BYTES, css: BUDGET_CSS_BYTES },
    files: assets,
    pages,
  };
}

/**
 * The gzip size of the JavaScript each public page loads: what index.html loads
 * plus the page module with what it imports statically. Redirects are left out.
 */
function measurePages(dist: string, html: string, manifest: Manifest): Record<string, number> {
  const gzipOf = new Map<string, number>();
  const gzipBytes = (file: string): number => {
    const known = gzipOf.get(file);
    if (known !== undefined) return known;
    const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipOf.set(file, bytes);
    return bytes;
  };
  const modules = new Map<string, string>();
  for (const page of Object.values(PAGES)) {
    if (page.access === 'public' && page.redirectTo === undefined && !modules.has(page.module)) {
      modules.set(page.module, page.path);
    }
  }
  const figures: Record<string, number> = {};
  const rows: string[][] = [];
  for (const [module, pagePath] of modules) {
    const route = new RegExp(`(^|/)routes/${module}\\.tsx$`);
    const files = new Set(
      [...assetsOfIndexHtml(html), ...assetsOfRoute(manifest, route)]
        .map(({ file }) => file)
        .filter((file) => file.endsWith('.js')),
    );
    const js = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    const budget = module === 'home' ? BUDGET_JS_BYTES : BUDGET_PAGE_JS_BYTES;
    figures[pagePath] = js;
    rows.push([pagePath, module, kB(js), kB(budget), verdict(js, budget)]);
  }
  console.log('');
  printTable(['public page', 'module', 'JS gzip kB', 'budget kB', 'vs budget'], rows);
  return figures;
}

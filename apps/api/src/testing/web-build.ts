import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The shape of the index.html Vite builds: what the server rewrites per page. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>TeenFreelance</title>
    <meta name="description" content="placeholder" />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A small fake web build laid out as the real one (`{root}/dist` with
 * index.html, `{root}/dist-server` for the server renderer), for tests of how
 * the server serves pages. Returns the root (remove it after) and the dist folder.
 */
export function writeTestWebBuild(files: Record<string, string> = {}): { root: string; dist: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tf-web-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return { root, dist };
}

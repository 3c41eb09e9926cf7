import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `local/no-import-cycle`: refuses an import that leads, through any number of
 * our own files, back to the importing file. Type-only imports count: a cycle
 * of types still ties two modules so that neither can be read, moved or split
 * alone (eslint-plugin-import-x's no-cycle skips them, which is why this rule
 * exists; see docs/decisions/0034).
 *
 * The file being linted is read from its AST (so an editor's unsaved text and
 * RuleTester-style `lintText` count); every other file from disk, once per
 * process and again only when its mtime changes, with TypeScript's import
 * pre-processor (a scanner, no parse). Specifiers resolve as our code writes
 * them: relative paths with their extension, and workspace packages
 * (`@teenfreelance/contracts/gigs`) through their package.json `exports`.
 * Anything in node_modules is outside the graph.
 */

/** path -> { mtimeMs, targets: string[] } */
const fileImports = new Map();
/** `${fromDir}\0${packageName}` -> package directory (realpath) or null when external or missing */
const packageDirs = new Map();
/** package directory -> its `exports` field */
const packageExports = new Map();

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];
const isSource = (file) => EXTENSIONS.includes(path.extname(file));
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `./gigs.ts` (our code writes the extension), or `./gigs`, `./gigs/index.ts`; null for a stylesheet, an image, JSON. */
function resolveRelative(fromDir, specifier) {
  const base = path.resolve(fromDir, specifier);
  if (isSource(base)) return isFile(base) ? base : null;
  const candidates = [
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find(isFile) ?? null;
}

/** The directory of a workspace package seen from `fromDir`, or null for a package installed from a registry. */
function workspacePackageDir(fromDir, name) {
  const key = `${fromDir}\0${name}`;
  if (packageDirs.has(key)) return packageDirs.get(key);
  let found = null;
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(candidate)) {
      const real = fs.realpathSync(candidate);
      found = real.split(path.sep).includes('node_modules') ? null : real;
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  packageDirs.set(key, found);
  return found;
}

function exportTarget(target) {
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    for (const condition of ['import', 'default', 'types']) {
      const value = exportTarget(target[condition]);
      if (value) return value;
    }
  }
  return null;
}

/** `./gigs` in a package's `exports` (exact keys and one-`*` patterns) to a file. */
function resolveExport(packageDir, subpath) {
  if (!packageExports.has(packageDir)) {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    packageExports.set(packageDir, manifest.exports ?? null);
  }
  const exportsField = packageExports.get(packageDir);
  if (!exportsField || typeof exportsField !== 'object') return null;
  const key = subpath ? `./${subpath}` : '.';
  if (key in exportsField) {
    const target = exportTarget(exportsField[key]);
    return target ? path.resolve(packageDir, target) : null;
  }
  for (const [pattern, value] of Object.entries(exportsField)) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (key.startsWith(prefix) && key.endsWith(suffix) && key.length >= prefix.length + suffix.length) {
      const target = exportTarget(value);
      const matched = key.slice(prefix.length, key.length - suffix.length);
      if (target) return path.resolve(packageDir, target.replaceAll('*', matched));
    }
  }
  return null;
}

/** The file `specifier` names when imported from `fromFile`, or null when it is not one of ours. */
function resolveSpecifier(fromFile, specifier) {
  const fromDir = path.dirname(fromFile);
  if (specifier.startsWith('.')) return resolveRelative(fromDir, specifier);
  if (specifier.startsWith('node:') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const packageDir = workspacePackageDir(fromDir, parts.slice(0, nameLength).join('/'));
  if (!packageDir) return null;
  const file = resolveExport(packageDir, parts.slice(nameLength).join('/'));
  return file && isFile(file) ? file : null;
}

/** The files a file on disk imports (type-only imports, re-exports and dynamic imports included). */
function importsOnDisk(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const cached = fileImports.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.targets;
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = [
    ...new Set(importedFiles.map(({ fileName }) => resolveSpecifier(file, fileName)).filter((target) => target)),
  ];
  fileImports.set(file, { mtimeMs: stat.mtimeMs, targets });
  return targets;
}

/**
 * The files among those reachable from `starts` that lead back to `file`: the
 * rest of `file`'s strongly connected component. One forward walk, then one
 * backward walk over the edges it saw.
 */
function filesLeadingBack(file, starts) {
  const reverse = new Map();
  const addEdge = (from, to) => {
    const previous = reverse.get(to);
    if (previous) previous.push(from);
    else reverse.set(to, [from]);
  };
  const seen = new Set([file]);
  const stack = [];
  for (const start of starts) {
    addEdge(file, start);
    if (!seen.has(start)) {
      seen.add(start);
      stack.push(start);
    }
  }
  while (stack.length > 0) {
    const current = stack.pop();
    for (const next of importsOnDisk(current)) {
      addEdge(current, next);
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  const leadingBack = new Set();
  const queue = [file];
  while (queue.length > 0) {
    for (const previous of reverse.get(queue.pop()) ?? []) {
      if (previous !== file && !leadingBack.has(previous)) {
        leadingBack.add(previous);
        queue.push(previous);
      }
    }
  }
  return leadingBack;
}

/** The shortest path of imports from `start` back to `file`, through files of `within`. */
function pathBack(file, start, within) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const current = queue[i];
    for (const next of importsOnDisk(current)) {
      if (next === file) {
        const route = [file];
        for (let step = current; step; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (within.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return [start, file];
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing file, type-only imports included' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{cycle}}. Move what both sides need into a module that neither imports.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const sources = [];
    const collect = (node) => {
      if (node.source?.type === 'Literal' && typeof node.source.value === 'string') sources.push(node.source);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      TSImportType: collect,
      'Program:exit'() {
        const imports = sources
          .map((source) => ({ source, target: resolveSpecifier(file, source.value) }))
          .filter(({ target }) => target);
        if (imports.length === 0) return;
        const leadingBack = filesLeadingBack(
          file,
          imports.map(({ target }) => target),
        );
        const relative = (target) => path.relative(context.cwd, target).split(path.sep).join('/');
        for (const { source, target } of imports) {
          if (target !== file && !leadingBack.has(target)) continue;
          const route = target === file ? [file, file] : [file, ...pathBack(file, target, leadingBack)];
          context.report({ node: source, messageId: 'cycle', data: { cycle: route.map(relative).join(' -> ') } });
        }
      },
    };
  },
};

export default { meta: { name: 'local' }, rules: { 'no-import-cycle': noImportCycle } };

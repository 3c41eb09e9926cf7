import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  PAGE_MODULE_PRELOADS_ID,
  PREFETCHED_ANSWERS_ID,
  API_PREFIX,
  SESSION_PATH,
} from '@teenfreelance/contracts/api-paths';
import type { SessionResponse } from '@teenfreelance/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../http/error-handler.ts';
import { EARLY_PRESSES_TAG } from './early-presses.ts';
import {
  NOT_FOUND_META,
  NOT_FOUND_PAGE,
  SERVER_RENDERED_SAMPLES,
  escapeHtml,
  jsonScript,
  renderHead,
  replaceLiterally,
  resolvePage,
  type PageMetaResolver,
} from './page-routes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  distDir: string;
  publicUrl: string;
  pageMetaResolvers: ReadonlyMap<string, PageMetaResolver>;
}

/** What apps/web/src/entry-server.tsx exports. */
interface PageRenderer {
  prepare: (urls: readonly string[]) => Promise<void>;
  render: (url: string, answers: Record<string, unknown>) => string;
}

/**
 * The web app's server renderer, built beside the web app (apps/web/dist-server),
 * with the modules of every server-rendered page loaded. Null when there is no
 * such build: then the browser renders every page itself.
 */
async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  try {
    const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
    await renderer.prepare(SERVER_RENDERED_SAMPLES);
    return renderer;
  } catch (error) {
    app.log.error({ err: error }, 'the server renderer could not load: pages will render in the browser');
    return null;
  }
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The header's account menus: a lazy part of the entry that every page renders for a signed-in visitor. */
const SIGNED_IN_SHELL_MODULES = ['src/app/layout/user-menu.tsx'];
/**
 * Components a rendered page's module loads lazily that the server never renders: a profile owner's
 * settings and edit form (decision 0117). The server preloads every other lazily loaded component of the
 * page's chunk; these would cost each visitor what only the owner uses.
 */
const ON_DEMAND_PARTS = new Set([
  'src/app/profile/owner-parts.tsx',
  'src/features/accounts/profiles/components/profile-edit-form.tsx',
]);
/** What stands between a signed-in page and its module. */
const SIGNED_IN_PAGE_MODULES = ['src/app/session-required.tsx'];

/** The `<link>`s that fetch a page's JavaScript and CSS beside the entry's, read from Vite's build manifest. */
interface ModulePreloads {
  /**
   * For a page the browser renders itself: its module's chunks. Without them the browser learns of the
   * page's chunk only after the entry has run: one round trip later.
   */
  ofModule(module: string): string[];
  /**
   * For a page the server rendered (decision 0106): its module's chunks, those of the components its
   * module renders lazily (the role dashboards), and for a signed-in visitor those of the account menus
   * (with the live connection's) and of `SessionRequired`. The entry asks for them a few a task, where
   * Vite's helper would ask for each part's all at once while the page hydrates.
   */
  ofRenderedPage(module: string, visitor: { signedIn: boolean; signedInPage: boolean }): string[];
}

function readModulePreloads(distDir: string): ModulePreloads {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  // The entry's own chunks are already in index.html.
  const entry = closure('index.html');
  const links = (keys: readonly string[]): string[] => {
    const chunks = new Set<string>();
    for (const key of keys) closure(key, chunks);
    const files = [...chunks].filter((chunk) => !entry.has(chunk)).map((chunk) => manifest[chunk]);
    const stylesheets = [...new Set(files.flatMap((chunk) => chunk?.css ?? []))];
    return [
      ...files.map((chunk) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk?.file ?? '')}">`),
      ...stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
    ];
  };
  const moduleKey = (module: string) => `src/app/routes/${module}.tsx`;
  const lazyImports = (key: string) => manifest[key]?.dynamicImports ?? [];
  // Worked out once per page module and kind of visitor, not per request.
  const known = new Map<string, string[]>();
  const once = (key: string, work: () => string[]): string[] => {
    const found = known.get(key) ?? work();
    known.set(key, found);
    return found;
  };
  return {
    ofModule: (module) => once(module, () => links([moduleKey(module)])),
    ofRenderedPage: (module, { signedIn, signedInPage }) =>
      once(`${module} rendered ${signedIn} ${signedInPage}`, () =>
        links([
          // The account menus, and what they load as they mount (the live connection's module).
          ...(signedIn ? SIGNED_IN_SHELL_MODULES.flatMap((key) => [key, ...lazyImports(key)]) : []),
          ...(signedInPage ? SIGNED_IN_PAGE_MODULES : []),
          moduleKey(module),
          // The components the page loads lazily and renders (the role dashboards, the home page's gig
          // sections), not the libraries it loads on demand (the screening engine, for a minor's conversation)
          // nor the parts it shows to one visitor only.
          ...lazyImports(moduleKey(module)).filter((key) => key.endsWith('.tsx') && !ON_DEMAND_PARTS.has(key)),
        ]),
      ),
  };
}

/**
 * Answers the page's first GET requests inside the server, as the browser
 * would get them (same routes, same session cookie). Only 200 JSON answers
 * are kept; anything else the browser will ask for itself.
 */
async function readAnswers(app: FastifyInstance, request: FastifyRequest, paths: readonly string[]) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const responses = await Promise.all(
    paths.map((url) =>
      app.inject({ method: 'GET', url, headers }).catch((error: unknown) => {
        request.log.warn({ err: error, url }, 'could not prefetch a page read');
        return null;
      }),
    ),
  );
  const answers = new Map<string, unknown>();
  const setCookies: string[] = [];
  responses.forEach((response, index) => {
    if (!response) return;
    const cookie = response.headers['set-cookie'];
    if (cookie) setCookies.push(...(Array.isArray(cookie) ? cookie : [cookie]));
    const isJson = String(response.headers['content-type']).startsWith('application/json');
    if (response.statusCode === 200 && isJson) answers.set(paths[index] ?? '', response.json());
  });
  return { answers, setCookies };
}

/**
 * Serves the built single-page app: hashed assets with long-cache headers
 * (pre-compressed copies when the build made them), and for every other GET the
 * index.html with the page's own title, description and Open Graph tags, the
 * preloads of its module and largest picture, and the answers to its first API
 * reads, so the first screen waits for no round trip after the HTML.
 * Returns false when there is no build to serve.
 */
export async function serveWebApp(app: FastifyInstance, options: WebAppOptions): Promise<boolean> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const modulePreloads = readModulePreloads(options.distDir);
  // Loading the renderer takes most of a second: the server listens meanwhile,
  // and pages go out for the browser to render until it is ready.
  let renderer: PageRenderer | null = null;
  void loadPageRenderer(app, options.distDir).then((loaded) => {
    renderer = loaded;
  });

  /** The page's HTML from the renderer, or nothing (the browser renders it) when it cannot. */
  const renderBody = (request: FastifyRequest, answers: ReadonlyMap<string, unknown>): string => {
    if (!renderer) return '';
    try {
      return renderer.render(request.url, Object.fromEntries(answers));
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed: the browser will render the page');
      return '';
    }
  };

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    // Build bookkeeping (.build-stamp, .vite/) is not for the public.
    dotfiles: 'ignore',
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
      void res.header('cache-control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, options.publicUrl);
    const found = resolvePage(url, options.pageMetaResolvers);
    const read = await readAnswers(app, request, found.reads);
    const foundMeta = await found.meta(read.answers);
    // A page that is not there keeps, of what it read, only what the not-found page reads.
    const page = foundMeta ? found : NOT_FOUND_PAGE;
    const meta = foundMeta ?? NOT_FOUND_META;
    const answers = foundMeta
      ? read.answers
      : new Map([...read.answers].filter(([path]) => NOT_FOUND_PAGE.reads.includes(path)));
    const heroImage = page.heroImage(answers);
    const body = page.ssr ? renderBody(request, answers) : '';
    const preloads = [
      // A rendered page shows without its module; fetching it early would only compete with the pictures:
      // its script asks for the module's chunks after the first paint, a few a task (decision 0106).
      ...(body ? [EARLY_PRESSES_TAG] : modulePreloads.ofModule(page.module)),
      heroImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(heroImage)}">` : '',
    ];
    const renderedPreloads = body
      ? modulePreloads.ofRenderedPage(page.module, {
          signedIn: Boolean((answers.get(SESSION_PATH) as SessionResponse | undefined)?.user),
          signedInPage: page.signedInOnly,
        })
      : [];
    const laterPreloads =
      renderedPreloads.length > 0
        ? `\n    <template id="${PAGE_MODULE_PRELOADS_ID}">${renderedPreloads.join('')}</template>`
        : '';
    const canonical = new URL(url.pathname, options.publicUrl).toString();
    const html = replaceLiterally(
      renderHead(indexHtml, meta, canonical, preloads),
      '<div id="root"></div>',
      `<div id="root">${body}</div>\n    ${jsonScript('application/json', Object.fromEntries(answers), PREFETCHED_ANSWERS_ID)}${laterPreloads}`,
    );
    if (read.setCookies.length > 0) void reply.header('set-cookie', read.setCookies);
    return (
      reply
        .status(meta.status)
        // The answers may be the signed-in user's own: no shared cache keeps them.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  // The static plugin would answer the root folder itself; the home page is a page like any other.
  app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`) || pathname.startsWith('/uploads/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendRouteNotFound(request, reply);
    }
    return sendPage(request, reply);
  });
  return true;
}

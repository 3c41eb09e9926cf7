import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../http/error-handler.ts';
import { resolvePageMeta, renderHead, type PageMetaResolver } from './page-meta.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface WebAppOptions {
  /** The built web app (apps/web/dist). */
  distDir: string;
  publicUrl: string;
  pageMetaResolvers: ReadonlyMap<string, PageMetaResolver>;
}

/**
 * Serves the built single-page app: hashed assets with long-cache headers
 * (pre-compressed copies when the build made them), and for every other GET the
 * index.html with the page's own title, description and Open Graph tags.
 * Returns false when there is no build to serve.
 */
export async function serveWebApp(app: FastifyInstance, options: WebAppOptions): Promise<boolean> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');

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
    const meta = await resolvePageMeta(url.pathname, options.pageMetaResolvers);
    const canonical = new URL(url.pathname, options.publicUrl).toString();
    return reply
      .status(meta.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderHead(indexHtml, meta, canonical));
  };

  // The static plugin would answer the root folder itself; the home page is a page like any other.
  app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendRouteNotFound(request, reply);
    }
    return sendPage(request, reply);
  });
  return true;
}

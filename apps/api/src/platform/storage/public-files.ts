import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import type { ObjectStorage } from './object-storage.ts';

/** Random names never change content: cached for a year, by browsers and any proxy or CDN in front. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** Every public file is a WebP picture we wrote: a gig picture's size or an avatar (images.ts). */
const PUBLIC_FILE = /^[0-9a-f]{32}-(?:thumb|card|detail|avatar)\.webp$/;

/**
 * Serves the public pictures under /uploads/: from DATA_DIR as static files,
 * or streamed from the bucket (decision 0081), so their URLs, the pages' CSP
 * (`img-src 'self'`) and the stored avatar URLs are the same whichever storage
 * holds them, and any server process serves what another one stored.
 */
export async function registerPublicFiles(app: FastifyInstance, storage: ObjectStorage): Promise<void> {
  if (storage.localPublicDir) {
    await mkdir(storage.localPublicDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localPublicDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('cache-control', CACHE_FOREVER),
    });
    return;
  }
  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const body = PUBLIC_FILE.test(name) ? await storage.read('public', name) : undefined;
    if (!body) throw notFound('File');
    return reply.header('content-type', 'image/webp').header('cache-control', CACHE_FOREVER).send(body);
  });
}

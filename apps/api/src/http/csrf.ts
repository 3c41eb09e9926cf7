import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for state-changing requests: a browser's
 * Origin must be this site's. Bodies must be JSON or multipart (no other
 * parser is registered), which plain cross-site forms cannot send.
 */
/**
 * Whether a browser's Origin header names this site: the public URL's origin,
 * or the host the request was sent to (a laptop opened at 127.0.0.1 while
 * PUBLIC_URL says localhost).
 */
export function isOwnOrigin(origin: string, publicOrigin: string, requestHost: string | undefined): boolean {
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === requestHost;
  } catch {
    return false;
  }
}

export function registerCsrfGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!isOwnOrigin(origin, publicOrigin, request.headers.host))
        throw forbidden('Cross-site requests are not allowed');
      return;
    }
    // No Origin: a non-browser client, unless the browser says the request came from another site.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site requests are not allowed');
  });
}

import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser's Origin header names this site: exactly the public URL's
 * origin, scheme, host and port (docs/decisions/0064). Neither the host the
 * request was sent to nor the same host over another scheme or port counts: a
 * plain-http deployment must not take writes from an `https` page of the same
 * name, nor a server on one port from a page another port serves.
 */
export function isOwnOrigin(origin: string, publicOrigin: string): boolean {
  try {
    // Parsed, so that only spelling differs from the public origin (a default port, letter case) still matches.
    return new URL(origin).origin === publicOrigin;
  } catch {
    return false;
  }
}

/**
 * Cross-site request forgery guard for state-changing requests: a browser's
 * Origin must be this site's. Bodies must be JSON or multipart (no other
 * parser is registered), which plain cross-site forms cannot send.
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!isOwnOrigin(origin, publicOrigin)) throw forbidden('Cross-site requests are not allowed');
      return;
    }
    // No Origin: a non-browser client, unless the browser says the request came from another site.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site requests are not allowed');
  });
}

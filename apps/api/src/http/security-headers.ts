import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, worked out once (decision 0048).
 * @fastify/helmet builds helmet's middleware again for each request, and
 * parsing the CSP directives took about 7% of the server's time on explore.
 * Our options have no part that varies by request (no CSP nonces), so every
 * answer gets the same headers, which helmet itself produces here at start.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with these options, by lower-case name. */
function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
      return response;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.fromEntries(headers);
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/** The request's headers as a Fetch `Headers`, which better-auth reads. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

export function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
}

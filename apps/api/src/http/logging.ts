import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env.ts';

/** One-time secrets travel in some links (consent, password reset): never write them to logs. */
export function redactUrlSecrets(url: string): string {
  return url.replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[redacted]');
}

/** The server's log settings: JSON lines (pretty in an interactive terminal), no cookies, no tokens. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = !config.isProduction && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrlSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldIssue } from '@teenfreelance/contracts/errors';
import { AppError } from './errors.ts';

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The JSON 404 for a method and path no route serves. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?')[0] ?? '/';
  return send(reply, 404, { error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` } });
}

/**
 * The single place failures become responses. Known errors keep their code and
 * message; anything unexpected is logged and answered with a plain 500 that
 * carries no stack, SQL or internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
      return send(reply, error.status, {
        error: { code: error.code, message: error.message, details: error.details },
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path: [part, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return send(reply, 400, {
        error: { code: 'VALIDATION_FAILED', message: issues[0]?.message ?? 'Invalid input', details: issues },
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return send(reply, 500, { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
    }

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = 'code' in error ? error.code : undefined;
    if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(reply, 413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' } });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return send(reply, 415, {
        error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json' },
      });
    }
    if (
      code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return send(reply, 400, { error: { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON' } });
    }
    if (status === 429) {
      return send(reply, 429, {
        error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' },
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad content length, invalid URL...): say so without internals.
      return send(reply, status, {
        error: { code: 'VALIDATION_FAILED', message: 'The request could not be understood' },
      });
    }

    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } });
  });
}

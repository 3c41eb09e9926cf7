import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorCode, type FieldIssue } from '@teenfreelance/contracts/errors';
import { AppError } from './errors.ts';

/** An answer in the one error shape; `details` is always there (null when there is nothing more to say). */
interface ErrorAnswer {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

const errorBody = ({ code, message, details }: ErrorAnswer) => ({ error: { code, message, details: details ?? null } });

function send(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  return reply.status(errorCodes[answer.code]).type('application/json; charset=utf-8').send(errorBody(answer));
}

const INTERNAL: ErrorAnswer = { code: 'INTERNAL', message: 'Something went wrong on our side' };

/** The JSON 404 for a method and path no route serves. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?')[0] ?? '/';
  return send(reply, { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` });
}

/**
 * What is safe to log of an unexpected error. A failed query's error
 * (drizzle's) carries the query's parameters in its message and fields: the
 * user's text, emails, tokens. The log keeps the SQL and the database's own
 * code and message, never the values.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error) || !('query' in error)) return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    message: `Failed query: ${String(error.query)}`,
    // The stack starts with the message, parameters included: keep only its frames.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    ...(cause ? { cause: { type: cause.name, message: cause.message, code: (cause as { code?: unknown }).code } } : {}),
  };
}

const MALFORMED_JSON: ErrorAnswer = { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON' };
const TOO_LARGE: ErrorAnswer = { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
const NOT_JSON: ErrorAnswer = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json' };
const NOT_UNDERSTOOD: ErrorAnswer = { code: 'VALIDATION_FAILED', message: 'The request could not be understood' };

/** Fastify's own client errors, by code: what they mean to a client of this API. */
const FRAMEWORK_CLIENT_ERRORS: Readonly<Record<string, ErrorAnswer>> = {
  FST_ERR_BAD_URL: {
    code: 'VALIDATION_FAILED',
    message: 'The address is not valid percent-encoding',
    details: [{ path: 'url', message: 'The address is not valid percent-encoding' }],
  },
  // Longer than any id or slug can be (the router's maxParamLength, 100, which is also the contracts' limit).
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'A part of the address is too long',
    details: [{ path: 'params', message: 'A part of the address is too long' }],
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: NOT_JSON,
  FST_ERR_CTP_INVALID_TYPE: NOT_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_REQ_FILE_TOO_LARGE: TOO_LARGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: MALFORMED_JSON,
  FST_ERR_CTP_INVALID_JSON_BODY: MALFORMED_JSON,
};

/** Other client errors by status, for plugins' errors that carry only a status: the catalogue's code for it. */
const CLIENT_ERRORS_BY_STATUS: Readonly<Record<number, ErrorAnswer>> = {
  401: { code: 'UNAUTHENTICATED', message: 'You need to sign in first' },
  403: { code: 'FORBIDDEN', message: 'You are not allowed to do this' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
  413: TOO_LARGE,
  415: NOT_JSON,
  429: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' },
};

/** The answer for an error Fastify or a plugin raised itself (not an AppError); null when it is not the client's. */
function frameworkAnswer(error: FastifyError | Error): ErrorAnswer | null {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const known = code ? FRAMEWORK_CLIENT_ERRORS[code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError) return MALFORMED_JSON;
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status < 400 || status >= 500) return null;
  // Any other client error (a bad content length, a body that is not multipart...): say so without internals.
  return CLIENT_ERRORS_BY_STATUS[status] ?? NOT_UNDERSTOOD;
}

/**
 * Fastify's `frameworkErrors`: errors the router raises before any route or
 * hook runs (an address that is not valid percent-encoding, a path parameter
 * over maxParamLength), answered in the one error shape.
 */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = frameworkAnswer(error);
  if (!answer) request.log.error({ err: error }, 'unexpected framework error');
  void send(reply, answer ?? INTERNAL);
}

/**
 * Node's `clientError`: requests its HTTP parser refused before Fastify saw
 * them (headers over 16 KB, a malformed request line or header, a request
 * that took too long). Written straight to the socket, in the one error shape,
 * and the connection is closed as Node would close it.
 */
export function onClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
        ? 413
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
  const answer = CLIENT_ERRORS_BY_STATUS[status] ?? NOT_UNDERSTOOD;
  const body = JSON.stringify(errorBody(answer));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
      return send(reply, { code: error.code, message: error.message, details: error.details });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path: [part, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return send(reply, {
        code: 'VALIDATION_FAILED',
        message: issues[0]?.message ?? 'Invalid input',
        details: issues,
      });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its contract');
      return send(reply, INTERNAL);
    }

    const answer = frameworkAnswer(error);
    if (answer) return send(reply, answer);

    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return send(reply, INTERNAL);
  });
}

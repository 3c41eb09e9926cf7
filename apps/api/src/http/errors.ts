import {
  errorCodes,
  type ErrorCode,
  type ErrorDetails,
  type FieldIssue,
  type ReasonOf,
} from '@teenfreelance/contracts/errors';

/**
 * The one error type services throw. The error handler turns it into
 * `{ error: { code, message, details } }` with the status its code implies.
 * A refusal a client branches on carries `details.reason`, one of the reasons
 * the contracts list for that code (contracts/errors.ts `errorReasons`); `C`
 * exists only so the constructor checks that pairing.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;
  readonly headers: Record<string, string>;

  constructor(code: C, message: string, details?: ErrorDetails<C>, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

/*
 * One factory per error code: services throw `notFound('Gig')`, `forbidden(message, { reason })`,
 * never `new AppError(...)` (lint: eslint-rules/api-one-way.js; decision 0059).
 */

/** VALIDATION_FAILED (400): the fields that did not match, the first one's message by default. */
export const validationFailed = (issues: FieldIssue[], message = issues[0]?.message ?? 'Invalid input') =>
  new AppError('VALIDATION_FAILED', message, issues);
/** MALFORMED_BODY (400): a body that could not be read at all. */
export const malformedBody = (message: string, issues?: FieldIssue[]) =>
  new AppError('MALFORMED_BODY', message, issues);
/** UNAUTHENTICATED (401). */
export const unauthenticated = (message = 'You need to sign in first') => new AppError('UNAUTHENTICATED', message);
/** INVALID_CREDENTIALS (401): the same answer whether or not the account exists. */
export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
/** FORBIDDEN (403), with the reason a client branches on when there is one. */
export const forbidden = (message = 'You are not allowed to do this', details?: ErrorDetails<'FORBIDDEN'>) =>
  new AppError('FORBIDDEN', message, details);
/** NOT_FOUND (404): "Gig not found", or the message given. */
export const notFound = (what: string, message = `${what} not found`) => new AppError('NOT_FOUND', message);
/** CONFLICT (409). */
export const conflict = (message: string, details?: ErrorDetails<'CONFLICT'>) =>
  new AppError('CONFLICT', message, details);
/** PAYLOAD_TOO_LARGE (413). */
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
/** UNSUPPORTED_MEDIA_TYPE (415). */
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
/** UNPROCESSABLE (422): a business rule said no. */
export const unprocessable = (message: string, details?: ErrorDetails<'UNPROCESSABLE'>) =>
  new AppError('UNPROCESSABLE', message, details);
/** RATE_LIMITED (429), with `details.retryAfterSeconds` and the Retry-After header. */
export const rateLimited = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please wait a moment and try again.',
  reason?: ReasonOf<'RATE_LIMITED'>,
) =>
  new AppError('RATE_LIMITED', message, reason ? { retryAfterSeconds, reason } : { retryAfterSeconds }, {
    'retry-after': String(retryAfterSeconds),
  });
/** UNAVAILABLE (503): a dependency (the database, the payment provider) cannot be reached just now. */
export const unavailable = (message: string) => new AppError('UNAVAILABLE', message);

/** An error answered before, rebuilt as it was (a replayed Idempotency-Key answers the same). */
export const answeredBefore = (error: { code: ErrorCode; message: string; details: ErrorDetails }) =>
  new AppError(error.code, error.message, error.details ?? undefined);

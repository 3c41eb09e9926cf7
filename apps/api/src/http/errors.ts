import { errorCodes, type ErrorCode, type FieldIssue } from '@teenfreelance/contracts/errors';

/**
 * The one error type services throw. The error handler turns it into
 * `{ error: { code, message, details } }` with the status its code implies.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, details?: unknown, headers: Record<string, string> = {}) {
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

export const validationFailed = (issues: FieldIssue[], message = issues[0]?.message ?? 'Invalid input') =>
  new AppError('VALIDATION_FAILED', message, issues);
export const unauthenticated = (message = 'You need to sign in first') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details?: unknown) => new AppError('CONFLICT', message, details);
export const unprocessable = (message: string, details?: unknown) => new AppError('UNPROCESSABLE', message, details);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(
    'RATE_LIMITED',
    'Too many attempts. Please wait a moment and try again.',
    { retryAfterSeconds },
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

import { errorCodes, type ErrorCode, type ErrorDetails, type FieldIssue } from '@teenfreelance/contracts/errors';

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

export const validationFailed = (issues: FieldIssue[], message = issues[0]?.message ?? 'Invalid input') =>
  new AppError('VALIDATION_FAILED', message, issues);
export const unauthenticated = (message = 'You need to sign in first') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, details?: ErrorDetails<'CONFLICT'>) =>
  new AppError('CONFLICT', message, details);
export const unprocessable = (message: string, details?: ErrorDetails<'UNPROCESSABLE'>) =>
  new AppError('UNPROCESSABLE', message, details);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(
    'RATE_LIMITED',
    'Too many attempts. Please wait a moment and try again.',
    { retryAfterSeconds },
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

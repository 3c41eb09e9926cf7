import { PREFETCHED_ANSWERS_ID } from '@teenfreelance/contracts/api-paths';
import type { FieldIssue } from '@teenfreelance/contracts/errors';

/**
 * The one error every API call rejects with. `code` is the server's error code
 * (`VALIDATION_FAILED`, `INVALID_CREDENTIALS`, ...), or `NETWORK_ERROR` when the
 * server could not be reached. Showing it to the user is the caller's choice.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** The per-field problems of a VALIDATION_FAILED answer, or an empty list. */
  get fieldIssues(): FieldIssue[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.filter(
      (item): item is FieldIssue =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Record<string, unknown>).path === 'string' &&
        typeof (item as Record<string, unknown>).message === 'string',
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for a failure, or `fallback` when it carries none worth showing. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection.';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. State-changing requests always send a JSON content type (the server's CSRF rule). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on a payment). */
  headers?: Readonly<Record<string, string>>;
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string; details?: unknown } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Record<string, unknown>).code === 'string' &&
    typeof (error as Record<string, unknown>).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API on the same origin with the session cookie. Resolves with the
 * parsed JSON body (undefined for 204), rejects with an {@link ApiError}.
 * The type parameter is trusted, not checked: the contracts describe the answers.
 */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const body = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(body)) {
      throw new ApiError(response.status, body.error.code, body.error.message, body.error.details);
    }
    throw new ApiError(
      response.status,
      response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
      'Something went wrong. Please try again.',
    );
  }
  return body as T;
}

/** After this long a prefetched answer is too old to show: the page asks the server instead. */
export const PREFETCHED_ANSWER_MAX_AGE_MS = 30_000;

let prefetchedAnswers: Map<string, unknown> | undefined;

function readPrefetchedAnswers(): Map<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById(PREFETCHED_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/** The server-side renderer hands in the answers of the page it renders (undefined when done). */
export function setPrefetchedAnswers(answers: Map<string, unknown> | undefined): void {
  prefetchedAnswers = answers;
}

/**
 * The answer the server already gave to `GET url` for this page (see
 * apps/api/src/web/page-routes.ts): in the browser, read from the page's HTML;
 * while the server renders, handed in by entry-server.tsx. The first screen
 * then needs no round trip, and the browser's first render matches the
 * server's. Each answer serves one read, and in the browser only while the
 * page is fresh; otherwise undefined, and the query asks the server as usual.
 * Meant for `initialData`.
 */
export function prefetchedAnswer<T>(url: string): T | undefined {
  prefetchedAnswers ??= readPrefetchedAnswers();
  if (!prefetchedAnswers.has(url)) return undefined;
  const answer = prefetchedAnswers.get(url) as T;
  prefetchedAnswers.delete(url);
  const isFresh = typeof document === 'undefined' || performance.now() < PREFETCHED_ANSWER_MAX_AGE_MS;
  return isFresh ? answer : undefined;
}

interface UploadOptions {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The message when the server's answer says nothing usable. */
  fallbackMessage?: string;
}

/**
 * Uploads one file as multipart (`field`, default `file`) with the session
 * cookie. XMLHttpRequest rather than fetch: only it reports upload progress.
 * Resolves with the parsed JSON answer, rejects with an {@link ApiError} like
 * every other call (an AbortError when `signal` aborts).
 */
export function uploadFile<T>(url: string, file: File, options: UploadOptions = {}, field = 'file'): Promise<T> {
  const { onProgress, signal, fallbackMessage = 'Something went wrong. Please try again.' } = options;
  const failed = (status: number) => new ApiError(status, status >= 500 ? 'INTERNAL' : 'HTTP_ERROR', fallbackMessage);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        reject(failed(xhr.status >= 200 && xhr.status < 300 ? 500 : xhr.status));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else if (isErrorBody(body)) {
        reject(new ApiError(xhr.status, body.error.code, body.error.message, body.error.details));
      } else {
        reject(failed(xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => apiRequest<T>(url, signal ? { signal } : {}),
  post: <T>(url: string, body?: unknown, headers?: Readonly<Record<string, string>>) =>
    apiRequest<T>(url, headers ? { method: 'POST', body, headers } : { method: 'POST', body }),
  put: <T>(url: string, body?: unknown) => apiRequest<T>(url, { method: 'PUT', body }),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>(url, { method: 'PATCH', body }),
  delete: <T>(url: string) => apiRequest<T>(url, { method: 'DELETE' }),
};

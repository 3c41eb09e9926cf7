import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: a body for 200, or `{ status, body }`. */
export type Answer = unknown;
export type Routes = Record<string, Answer | ((request: SentRequest) => Answer)>;

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/** Stubs fetch with `routes` (`'PUT /api/me/blocks/u2'` → answer); returns the requests sent, in order. */
export function stubFetch(routes: Routes): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const request: SentRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      sent.push(request);
      const route = routes[`${request.method} ${request.path}`];
      const answer: unknown =
        route === undefined
          ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }
          : typeof route === 'function'
            ? (route as (r: SentRequest) => Answer)(request)
            : route;
      const [status, body] = isStatusAnswer(answer) ? [answer.status, answer.body] : [200, answer];
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

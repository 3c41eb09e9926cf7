// The part of autocannon's API bench/api.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; what it returns is sent instead. */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  interface Result {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}

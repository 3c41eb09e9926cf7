/**
 * bench/api's load: autocannon on the explore route at 1, 4 or 32
 * connections, its latencies, and the CPU time each request took.
 */
import autocannon from 'autocannon';
import { startCpuMeter, type Pids } from './cpu.ts';

/**
 * The connections a scenario is measured at (QUALITY.md, issue 36): 1 and 4
 * give the latency a person waits for; 32 measures capacity, since with 32
 * requests always in flight on two cores p95 is about 27 times the CPU a
 * request costs (Little's law), not a wait anyone has alone.
 */
export const LATENCY_CONNECTIONS = [1, 4] as const;
export const CAPACITY_CONNECTIONS = 32;

/** The processes whose CPU time a load is charged with. */
export type CpuParts = Record<'server' | 'database' | 'generator', Pids>;

export interface Measurement {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** CPU milliseconds a request: the server, PostgreSQL's backends (on PGlite, the server's own), the load generator. */
  cpuMs: { server: number; database: number; generator: number };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Load on `base` for `seconds` at `connections`, each request's path drawn by `next`, and the CPU time of `parts` it took. */
export async function load(
  base: string,
  next: () => string,
  seconds: number,
  parts: CpuParts,
  connections: number = CAPACITY_CONNECTIONS,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const meter = await startCpuMeter(parts);
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', path: '/api/gigs', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode !== 200) errors += 1;
    latencies.push(responseTime);
  });
  const result = await instance;
  const { usedMs } = await meter.stop();
  const perRequest = (ms: number) => ms / Math.max(1, result.requests.total);
  latencies.sort((a, b) => a - b);
  return {
    cpuMs: {
      server: perRequest(usedMs.server),
      database: perRequest(usedMs.database),
      generator: perRequest(usedMs.generator),
    },
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: errors + result.errors + result.timeouts,
  };
}

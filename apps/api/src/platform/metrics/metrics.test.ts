import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PATH, METRICS_PATH } from '@teenfreelance/contracts/health';
import { manualClock } from '../../testing/clock.ts';
import { eventually } from '../../testing/eventually.ts';
import { buildUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createMetrics } from './metrics.ts';
import { processGauges } from './metrics.routes.ts';

const TOKEN = 'metrics-token-for-the-tests';

/** The samples of a text exposition, checking each line is a comment or `name{labels} value`. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const declared = new Set<string>();
  for (const line of text.trimEnd().split('\n')) {
    const type = /^# TYPE (\w+) (counter|gauge|histogram)$/.exec(line);
    if (type?.[1]) declared.add(type[1]);
    if (line.startsWith('#')) {
      expect(line).toMatch(/^# (HELP|TYPE) \w+ .+$/);
      continue;
    }
    const sample = /^(\w+)(\{(?:\w+="(?:[^"\\]|\\.)*",?)*\})? (-?[\d.e+]+|\+Inf|NaN)$/.exec(line);
    expect(sample, line).not.toBeNull();
    const name = sample?.[1] ?? '';
    expect(
      [...declared].some((d) => name === d || name.startsWith(`${d}_`)),
      `${name} declared`,
    ).toBe(true);
    found.set(`${name}${sample?.[2] ?? ''}`, Number(sample?.[3]));
  }
  return found;
}

describe('GET /metrics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return samples(response.body);
  };

  it('refuses a scraper without the token, or with another, in the error shape', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', TOKEN, `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts answers by method, route pattern and status, and times them', async () => {
    const before = await scrape();
    const health = 'http_requests_total{method="GET",route="/api/health",status="200"}';
    await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    await t.app.inject({ method: 'GET', url: HEALTH_PATH });
    await t.app.inject({ method: 'GET', url: '/api/gigs/not-a-gig' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    const after = await scrape();
    expect((after.get(health) ?? 0) - (before.get(health) ?? 0)).toBe(2);
    // The pattern, never the URL: an id does not make a series of its own.
    expect(after.get('http_requests_total{method="GET",route="/api/gigs/:id",status="404"}')).toBe(1);
    expect([...after.keys()].some((key) => key.includes('not-a-gig'))).toBe(false);
    expect(after.get('http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    const count = 'http_request_duration_seconds_count{method="GET",route="/api/health"}';
    const inf = 'http_request_duration_seconds_bucket{method="GET",route="/api/health",le="+Inf"}';
    expect(after.get(count)).toBeGreaterThanOrEqual(2);
    expect(after.get(inf)).toBe(after.get(count));
  });

  it('reports the database connections, the live connections and the emails sent', async () => {
    const before = await scrape();
    await buildUser(t.app, t.database.db, { role: 'buyer' }); // its sign-up link is emailed
    const after = await scrape();
    expect(after.get('db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(after.get('live_connections{who="all"}')).toBe(0);
    expect((after.get('emails_sent_total') ?? 0) - (before.get('emails_sent_total') ?? 0)).toBe(1);
  });
});

describe('GET /metrics with scheduled work on', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ background: { enabled: true, pollingIntervalSeconds: 0.5 } });
  });
  afterAll(() => t.close());

  it('says when each repeated task last ran, read from the queue every process shares', async () => {
    const key = 'scheduled_task_last_run_timestamp_seconds{task="earnings-clearing"}';
    let read = new Map<string, number>();
    // Each repeated task runs once at start.
    await eventually(async () => {
      read = samples((await t.app.inject({ method: 'GET', url: METRICS_PATH })).body);
      return read.has(key);
    }, 30_000);
    expect(Math.abs((read.get(key) ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    expect(read.get('scheduled_task_lag_seconds{task="earnings-clearing"}')).toBe(0);
  });
});

describe('the metrics registry', () => {
  it('escapes label values and help text, and writes a histogram’s cumulative buckets', async () => {
    const metrics = createMetrics();
    metrics.counter('things_total', 'Things,\nand more').inc({ name: 'a "quoted"\\ back\nslash' }, 3);
    const histogram = metrics.histogram('wait_seconds', 'Waits', [1, 0.1]);
    for (const value of [0.05, 0.5, 5]) histogram.observe({}, value);
    const text = await metrics.render();
    expect(text).toContain('# HELP things_total Things,\\nand more');
    expect(text).toContain('things_total{name="a \\"quoted\\"\\\\ back\\nslash"} 3');
    const read = samples(text);
    expect(read.get('wait_seconds_bucket{le="0.1"}')).toBe(1);
    expect(read.get('wait_seconds_bucket{le="1"}')).toBe(2);
    expect(read.get('wait_seconds_bucket{le="+Inf"}')).toBe(3);
    expect(read.get('wait_seconds_sum')).toBeCloseTo(5.55);
    expect(read.get('wait_seconds_count')).toBe(3);
  });

  it('says how overdue each repeated task is: 0 on time, the excess past its interval when late', async () => {
    const metrics = createMetrics();
    const clock = manualClock(Date.UTC(2026, 10, 28, 12));
    const ago = (seconds: number) => new Date(clock.now().getTime() - seconds * 1000);
    processGauges(metrics, {
      database: { kind: 'pglite' } as Parameters<typeof processGauges>[1]['database'],
      clock,
      background: {
        lastRuns: async () => [
          { task: 'on-time', intervalSeconds: 60, finishedAt: ago(30) },
          { task: 'late', intervalSeconds: 60, finishedAt: ago(300) },
          { task: 'never-ran', intervalSeconds: 60, finishedAt: null },
        ],
      },
    });
    const read = samples(await metrics.render());
    expect(read.get('scheduled_task_lag_seconds{task="on-time"}')).toBe(0);
    expect(read.get('scheduled_task_lag_seconds{task="late"}')).toBe(240);
    expect(read.has('scheduled_task_lag_seconds{task="never-ran"}')).toBe(false);
    expect(read.get('scheduled_task_last_run_timestamp_seconds{task="late"}')).toBe(ago(300).getTime() / 1000);
  });

  it('reads the queue once a scrape, so a task finishing meanwhile has both its figures or neither', async () => {
    const metrics = createMetrics();
    const clock = manualClock(Date.UTC(2026, 10, 28, 12));
    let reads = 0;
    processGauges(metrics, {
      database: { kind: 'pglite' } as Parameters<typeof processGauges>[1]['database'],
      clock,
      background: {
        // The first read sees the task still running, every later one sees it finished.
        lastRuns: async () => {
          reads += 1;
          return [{ task: 'sweep', intervalSeconds: 60, finishedAt: reads === 1 ? null : clock.now() }];
        },
      },
    });
    const first = samples(await metrics.render());
    expect(reads).toBe(1);
    expect(first.has('scheduled_task_lag_seconds{task="sweep"}')).toBe(false);
    expect(first.has('scheduled_task_last_run_timestamp_seconds{task="sweep"}')).toBe(false);
    const second = samples(await metrics.render());
    expect(reads).toBe(2);
    expect(second.get('scheduled_task_lag_seconds{task="sweep"}')).toBe(0);
    expect(second.get('scheduled_task_last_run_timestamp_seconds{task="sweep"}')).toBe(clock.now().getTime() / 1000);
  });
});

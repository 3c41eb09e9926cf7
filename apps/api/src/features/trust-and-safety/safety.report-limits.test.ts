import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PATH, REPORTS_PER_HOUR, SAFETY_TEXTS } from '@teenfreelance/contracts/safety';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { reports } from '../../db/schema/safety.ts';
import { manualClock } from '../../testing/clock.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

describe('reports per reporter', () => {
  const clock = manualClock(Date.now());
  let t: TestContext;
  let seller: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
  });
  afterAll(() => t.close());

  const gigs = async (count: number) =>
    Promise.all(Array.from({ length: count }, async () => (await buildGig(t.database.db, seller.id)).id));
  const report = (who: TestUser, gigId: string, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: REPORTS_PATH,
      headers: { cookie: who.cookie },
      payload: { targetKind: 'gig', targetId: gigId, reason: 'spam' },
    });
  const reportsBy = async (who: TestUser) =>
    (await t.database.db.select().from(reports).where(eq(reports.reporterId, who.id))).length;

  it(`stores ${REPORTS_PER_HOUR} new reports an hour, then refuses with the time to wait and stores nothing`, async () => {
    const reporter = await buildUser(t.app, t.database.db);
    const targets = await gigs(REPORTS_PER_HOUR + 2);
    for (const gigId of targets.slice(0, REPORTS_PER_HOUR))
      expect((await report(reporter, gigId)).statusCode).toBe(201);
    clock.advance(10 * 60_000);

    const refused = await report(reporter, targets[REPORTS_PER_HOUR] ?? '');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: SAFETY_TEXTS.tooManyReports,
        details: { retryAfterSeconds: 50 * 60, reason: 'REPORT_RATE' },
      },
    });
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect(await reportsBy(reporter)).toBe(REPORTS_PER_HOUR);

    // Sending an earlier report again stores nothing, so it is answered as before, not refused.
    expect((await report(reporter, targets[0] ?? '')).statusCode).toBe(200);
    // The limit is the reporter's: someone else reports the same gig.
    expect((await report(await buildUser(t.app, t.database.db), targets[REPORTS_PER_HOUR] ?? '')).statusCode).toBe(201);

    // An hour after the first report, the reporter may report again.
    clock.advance(50 * 60_000);
    expect((await report(reporter, targets[REPORTS_PER_HOUR] ?? '')).statusCode).toBe(201);
    expect((await report(reporter, targets[REPORTS_PER_HOUR + 1] ?? '')).statusCode).toBe(201);
    expect(await reportsBy(reporter)).toBe(REPORTS_PER_HOUR + 2);
  });

  it('shares the count between two server processes on one database', async () => {
    // A second app, as a second process would be; on PostgreSQL with a connection pool of its own.
    const url = t.database.pool?.options.connectionString;
    const pool = url ? await openPostgres(url, { max: 4 }) : null;
    const second = await buildApp({ config: t.config, database: pool ?? t.database, clock });
    await second.ready();
    try {
      const reporter = await buildUser(t.app, t.database.db);
      const targets = await gigs(REPORTS_PER_HOUR + 2);
      for (const [i, gigId] of targets.slice(0, REPORTS_PER_HOUR).entries()) {
        expect((await report(reporter, gigId, i % 2 === 0 ? t.app : second)).statusCode).toBe(201);
      }
      expect((await report(reporter, targets[REPORTS_PER_HOUR] ?? '', second)).statusCode).toBe(429);
      expect((await report(reporter, targets[REPORTS_PER_HOUR + 1] ?? '', t.app)).statusCode).toBe(429);
      expect(await reportsBy(reporter)).toBe(REPORTS_PER_HOUR);
    } finally {
      await second.close();
      await pool?.close();
    }
  });
});

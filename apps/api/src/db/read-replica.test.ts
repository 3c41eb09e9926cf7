import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CATEGORIES_PATH, GIGS_PATH, gigPath, profilePath } from '@teenfreelance/contracts/api-paths';
import type { ExploreResponse, GigDetail } from '@teenfreelance/contracts/gigs';
import { METRICS_PATH } from '@teenfreelance/contracts/health';
import { buildGig, buildUser, type TestUser } from '../testing/factories.ts';
import { eventually } from '../testing/eventually.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { RECENT_WRITE_COOKIE } from '../http/read-routing.ts';

const readUrl = process.env.TEST_DATABASE_READ_URL;

// A real streaming replica (.ci/start-replica beside the PostgreSQL of the tests; decision 0090).
describe.runIf(process.env.TEST_DB === 'postgresql' && readUrl)('catalogue reads from a streaming replica', () => {
  let t: TestContext;
  /** A superuser connection to the replica: pauses and resumes its replay to make a lag visible. */
  let replicaAdmin: pg.Client;
  let seller: TestUser;
  let buyer: TestUser;
  let gigId = '';

  beforeAll(async () => {
    // The sampler never ticks on its own here: each test takes its samples when it means to.
    t = await createTestApp({ readReplica: { sampleMs: 3_600_000 } });
    replicaAdmin = new pg.Client({ connectionString: readUrl });
    await replicaAdmin.connect();
    seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Replica Seller' });
    buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Replica Buyer' });
    gigId = (await buildGig(t.database.db, seller.id, { title: 'Original replica title' })).id;
    await caughtUp();
  });

  afterAll(async () => {
    // Never leave the shared replica paused, whatever failed.
    await replicaAdmin?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await replicaAdmin?.end();
    await t?.close();
  });

  /** Waits until the replica has replayed everything and the app knows it. */
  async function caughtUp(): Promise<void> {
    const replica = t.readReplica;
    if (!replica) throw new Error('no replica opened: is TEST_DATABASE_READ_URL reachable?');
    await eventually(async () => (await replica.checkLag()) && (await replica.checkLag()), 15_000);
  }

  const titleAs = async (cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url: gigPath(gigId), headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return response.json<GigDetail>().title;
  };
  const searchTitles = async (cookie?: string) => {
    const url = `${GIGS_PATH}?search=${encodeURIComponent('replica title')}`;
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return response.json<ExploreResponse>().gigs.map((gig) => gig.title);
  };

  it('names its connections: the replica serves the visitor reads', async () => {
    expect(await titleAs()).toBe('Original replica title');
    expect((await t.app.inject({ method: 'GET', url: CATEGORIES_PATH })).statusCode).toBe(200);
    const { rows } = await replicaAdmin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'teenfreelance-read'",
    );
    // Connected to `test` on the replica; the app's pool is on the file's own database there.
    const { rows: ours } = await replicaAdmin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where application_name = 'teenfreelance-read' and datname like 'tf_test_%'",
    );
    expect(rows[0]?.n ?? 0).toBe(0);
    expect(ours[0]?.n ?? 0).toBeGreaterThan(0);
  });

  it('shows the owner their edit at once while a visitor still reads the lagging replica', async () => {
    await replicaAdmin.query('select pg_wal_replay_pause()');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: gigPath(gigId),
      headers: { cookie: seller.cookie },
      payload: { title: 'Edited replica title' },
    });
    expect(edit.statusCode).toBe(200);
    const wrote = edit.cookies.find((cookie) => cookie.name === RECENT_WRITE_COOKIE);
    expect(wrote).toMatchObject({ value: '1', maxAge: 10, httpOnly: true });

    // The visitor and another signed-in user read the replica, which has not replayed the edit.
    expect(await titleAs()).toBe('Original replica title');
    expect(await titleAs(buyer.cookie)).toBe('Original replica title');
    expect(await searchTitles()).toContain('Original replica title');
    // The owner's browser, which just wrote, reads the primary, explore included (no cached page).
    const ownerBrowser = `${seller.cookie}; ${RECENT_WRITE_COOKIE}=1`;
    expect(await titleAs(ownerBrowser)).toBe('Edited replica title');
    expect(await searchTitles(ownerBrowser)).toContain('Edited replica title');
    // The owner on another device (no recent-write cookie) still sees their own gig from the primary.
    expect(await titleAs(seller.cookie)).toBe('Edited replica title');
  });

  it('asks the primary for a gig the replica has not replayed yet', async () => {
    const fresh = await buildGig(t.database.db, seller.id, { title: 'Brand new while paused' });
    const response = await t.app.inject({ method: 'GET', url: gigPath(fresh.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json<GigDetail>().title).toBe('Brand new while paused');
    const profile = await t.app.inject({ method: 'GET', url: profilePath(seller.id) });
    expect(profile.statusCode).toBe(200);
  });

  it('sends every read to the primary once the replica falls a sample behind, and back when it catches up', async () => {
    const replica = t.readReplica;
    if (!replica) throw new Error('no replica');
    await replica.checkLag();
    expect(await replica.checkLag()).toBe(false);
    expect(await titleAs()).toBe('Edited replica title');
    expect((await t.app.inject({ method: 'GET', url: METRICS_PATH })).body).toMatch(/^read_replica_current 0$/m);

    await replicaAdmin.query('select pg_wal_replay_resume()');
    await caughtUp();
    expect(replica.isCurrent()).toBe(true);
    const metrics = await t.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(metrics.body).toMatch(/^read_replica_current 1$/m);
    // From the replica again, which now has the edit.
    expect(await titleAs()).toBe('Edited replica title');
  });

  it('marks only successful writes as recent', async () => {
    const read = await t.app.inject({ method: 'GET', url: gigPath(gigId) });
    expect(read.cookies.some((cookie) => cookie.name === RECENT_WRITE_COOKIE)).toBe(false);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: gigPath(gigId),
      headers: { cookie: buyer.cookie },
      payload: { title: 'Not mine to rename' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.cookies.some((cookie) => cookie.name === RECENT_WRITE_COOKIE)).toBe(false);
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import { count, eq, sql } from 'drizzle-orm';
import { gigImages, gigs } from '../schema/gigs.ts';
import { users } from '../schema/users.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_GUARDIAN, DEMO_PASSWORD } from './demo-accounts.ts';
import { FAMILY_PATH, type FamilyOverview } from '@teenfreelance/contracts/family';
import { DEMO_REVIEWERS } from './demo-reviews.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import { DEMO_FREELANCERS } from './demo-people.ts';
import { JOBS_PATH, jobsListPath, type JobPage } from '@teenfreelance/contracts/job-posts';
import { seedDemoData } from './seed.ts';
import { localStorage } from '../../platform/storage/object-storage.ts';

describe('demo seed', () => {
  let t: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-seed-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fills an empty database with the demo people and gigs in all thirteen categories', async () => {
    const result = await seedDemoData(t.database.db, {
      storage: localStorage(dataDir),
      now: new Date(),
      clearingDays: t.config.earningsClearingDays,
    });
    // The four demo accounts (two of them freelancers), the other demo freelancers, the twelve demo buyers
    // and the two demo teens' guardians.
    expect(result).toMatchObject({ seeded: true, users: 2 + DEMO_FREELANCERS.length + DEMO_REVIEWERS.length + 2 });
    expect(DEMO_FREELANCERS.length).toBeGreaterThanOrEqual(18);
    expect(result.gigs).toBeGreaterThanOrEqual(40);

    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const categories = response.json<{ categories: { slug: string; gigCount: number }[] }>().categories;
    expect(categories).toHaveLength(CATEGORIES.length);
    for (const c of categories) expect(c.gigCount, c.slug).toBeGreaterThan(0);

    const [images] = await t.database.db.select({ n: count() }).from(gigImages);
    expect(images?.n).toBeGreaterThanOrEqual(result.gigs);
    // Every stored picture exists in three sizes, as files of our own (no external links).
    expect(readdirSync(path.join(dataDir, 'uploads')).filter((f) => f.endsWith('-card.webp')).length).toBe(images?.n);
  }, 120_000);

  it('gives every gig the rating and review count of its review rows, each from a paid and completed order', async () => {
    const gigRows = await t.database.db
      .select({
        id: gigs.id,
        rating: gigs.rating,
        reviews: gigs.reviewCount,
        average: sql<number>`coalesce((select avg(r.rating) from reviews r where r.gig_id = "gigs"."id"), 0)::float8`,
        counted: sql<number>`(select count(*) from reviews r
           join orders o on o.id = r.order_id and o.status = 'completed' and o.buyer_id = r.buyer_id
           join payments p on p.order_id = o.id and p.status = 'succeeded'
         where r.gig_id = "gigs"."id")::int`,
      })
      .from(gigs);
    expect(gigRows.length).toBeGreaterThanOrEqual(40);
    expect(gigRows.some((row) => Number(row.reviews) > 0)).toBe(true);
    for (const row of gigRows) {
      expect(Number(row.counted), row.id).toBe(Number(row.reviews));
      expect(Number(row.rating), row.id).toBeCloseTo(Number(row.average), 5);
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/gigs/${gigRows[0]?.id ?? ''}/reviews` });
    expect(page.json<{ summary: { count: number } }>().summary.count).toBe(Number(gigRows[0]?.reviews));
  });

  it('posts the sample jobs with proposals from the demo freelancers, open ones on /jobs newest first', async () => {
    const page = (await t.app.inject({ method: 'GET', url: JOBS_PATH })).json<JobPage>();
    const open = DEMO_JOBS.filter((job) => job.hiredHoursAgo === undefined).toSorted((a, b) => a.ageHours - b.ageHours);
    expect(open.length).toBeGreaterThanOrEqual(4);
    expect(page.jobs.map((job) => job.title)).toEqual(open.map((job) => job.title));
    expect(page.jobs.map((job) => job.proposalCount)).toEqual(open.map((job) => job.proposals.length));
    expect(page.jobs[0]?.client.name).toBe('Sam Carter');
    const found = await t.app.inject({ method: 'GET', url: jobsListPath({ q: 'proofreading newsletters' }) });
    expect(found.json<JobPage>().jobs.map((job) => job.title)).toEqual(['Proofread a 20-page school newsletter']);
  });

  it('lets every demo account sign in with the shared password and shows them on /login', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: DEMO_PASSWORD },
        remoteAddress: `10.0.0.${DEMO_ACCOUNTS.indexOf(account) + 1}`,
      });
      expect(response.statusCode, account.email).toBe(200);
      expect(response.json<{ user: { role: string; isPro: boolean } }>().user).toMatchObject({
        role: account.role,
        isPro: account.isPro,
      });
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ accounts: { label: string; email: string }[] }>().accounts).toEqual([
      ...DEMO_ACCOUNTS.map((account) => ({ label: account.label, email: account.email })),
      { label: 'Guardian', email: DEMO_GUARDIAN.email },
    ]);
  });

  it("gives the demo teens guardians: Maya's approves new gigs, Leo's lets only verified buyers contact him", async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: DEMO_GUARDIAN.email, password: DEMO_PASSWORD },
      remoteAddress: '10.0.1.1',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const family = (
      await t.app.inject({ method: 'GET', url: FAMILY_PATH, headers: { cookie } })
    ).json<FamilyOverview>();
    expect(family.teens).toMatchObject([
      { name: 'Maya Patel', controls: { approveNewGigs: true, contactRule: 'anyone' } },
    ]);
    const [leo] = await t.database.db
      .select({ contactRule: users.contactRule, approval: users.gigApprovalRequired })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.find((a) => a.key === 'proFreelancer')?.email ?? ''));
    expect(leo).toEqual({ contactRule: 'verified_buyers', approval: false });
    // The demo buyer checked a card, so Leo's rule lets him order and hire (the laptop journey does).
    const [buyer] = await t.database.db
      .select({ verifiedAt: users.paymentVerifiedAt })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.find((a) => a.key === 'buyer')?.email ?? ''));
    expect(buyer?.verifiedAt).toBeInstanceOf(Date);
  });

  it('never touches a database that already has data', async () => {
    const [before] = await t.database.db.select({ users: count() }).from(users);
    const [gigsBefore] = await t.database.db.select({ n: count() }).from(gigs);
    const again = await seedDemoData(t.database.db, {
      storage: localStorage(dataDir),
      now: new Date(),
      clearingDays: t.config.earningsClearingDays,
    });
    expect(again.seeded).toBe(false);
    const [after] = await t.database.db.select({ users: count() }).from(users);
    const [gigsAfter] = await t.database.db.select({ n: count() }).from(gigs);
    expect(after?.users).toBe(before?.users);
    expect(gigsAfter?.n).toBe(gigsBefore?.n);
  }, 120_000);
});

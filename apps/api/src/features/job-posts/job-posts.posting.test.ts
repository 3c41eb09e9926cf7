import {
  JOB_MESSAGES,
  JOBS_PATH,
  jobClosePath,
  jobPath,
  type JobDetail,
  type JobPage,
} from '@teenfreelance/contracts/job-posts';
import { WHOLE_CENTS_MESSAGE } from '@teenfreelance/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { POST_JOB_RATE } from './job-posts.service.ts';
import { get, jobBody, postedJob, postJob, refusal } from '../../testing/job-helpers.ts';

describe('posting a job', () => {
  let t: TestContext;
  let buyer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bea Baker' });
  });
  afterAll(() => t.close());

  const listed = async (url = JOBS_PATH) => (await get(t.app, url)).json<JobPage>().jobs;

  it('stores the post with its skills as trimmed tags and lists it first on /jobs', async () => {
    await postedJob(t.app, buyer, jobBody({ title: 'An older post about flyers' }));
    const job = await postedJob(
      t.app,
      buyer,
      jobBody({ skills: ' Logo Design, Illustrator , , logo design, branding ' }),
    );
    expect(job).toMatchObject({
      title: 'Design a logo for my bakery',
      category: { slug: 'graphic-design', name: 'Logo Design' },
      budget: { minCents: 5000, maxCents: 15_000 },
      deadline: { value: '7d', label: '7 days' },
      skills: ['Logo Design', 'Illustrator', 'branding'],
      client: { id: buyer.id, name: 'Bea Baker' },
      status: 'open',
      proposalCount: 0,
      viewer: { isPoster: true, canApply: false, proposal: null },
    });
    expect((await listed())[0]).toMatchObject({ id: job.id, proposalCount: 0 });
  });

  it('cuts the card preview at 150 characters with an ellipsis and keeps the whole description on the page', async () => {
    const description = `${'A'.repeat(150)}and more words after the cut`;
    const job = await postedJob(t.app, buyer, jobBody({ description }));
    expect(job.preview).toBe(`${'A'.repeat(150)}...`);
    expect((await get(t.app, jobPath(job.id))).json<JobDetail>().description).toBe(description);
  });

  it.each([
    [{ title: 'Logo' }, 'title', JOB_MESSAGES.titleTooShort],
    [{ title: 'x'.repeat(101) }, 'title', JOB_MESSAGES.titleTooLong],
    [{ description: 'Too short to say much' }, 'description', JOB_MESSAGES.descriptionTooShort],
    [{ description: 'x'.repeat(2001) }, 'description', JOB_MESSAGES.descriptionTooLong],
    [{ category: '' }, 'category', JOB_MESSAGES.categoryRequired],
    [{ category: 'underwater-basket-weaving' }, 'category', JOB_MESSAGES.categoryRequired],
    [{ budget: { minCents: 0, maxCents: 10_000 } }, 'budget.minCents', JOB_MESSAGES.budgetPositive],
    [{ budget: { minCents: -500, maxCents: 10_000 } }, 'budget.minCents', JOB_MESSAGES.budgetPositive],
    [{ budget: { minCents: 'fifty', maxCents: 10_000 } }, 'budget.minCents', JOB_MESSAGES.budgetPositive],
    [{ budget: { minCents: 5000, maxCents: '10000' } }, 'budget.maxCents', JOB_MESSAGES.budgetPositive],
    [{ budget: { minCents: 20_000, maxCents: 10_000 } }, 'budget.maxCents', JOB_MESSAGES.budgetOrder],
    [{ budget: { minCents: 5000, maxCents: 2_000_000 } }, 'budget.maxCents', JOB_MESSAGES.budgetTooHigh],
    [{ budget: { minCents: 50.5, maxCents: 10_000 } }, 'budget.minCents', WHOLE_CENTS_MESSAGE],
    [{ budget: { min: 50, max: 150 } }, 'budget', 'Unrecognized keys: "min", "max"'],
    [{ deadline: '' }, 'deadline', JOB_MESSAGES.deadlineRequired],
    [{ deadline: '2w' }, 'deadline', JOB_MESSAGES.deadlineRequired],
    [{ skills: 'ab' }, 'skills', JOB_MESSAGES.skillsRequired],
    [{ skills: ' , , ,' }, 'skills', JOB_MESSAGES.skillsRequired],
    [{ skills: 'a,b,c,d,e,f,g,h,i,j,k' }, 'skills', JOB_MESSAGES.skillsTooMany],
    [{ skills: `React, ${'x'.repeat(31)}` }, 'skills', JOB_MESSAGES.skillTooLong],
  ])('refuses %j with "%s: %s" and stores nothing', async (override, path, message) => {
    const before = (await listed()).length;
    const response = await postJob(t.app, buyer, jobBody(override));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { path: string; message: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toContainEqual({ path: `body.${path}`, message });
    expect((await listed()).length).toBe(before);
  });

  it('lets only buyers post: freelancers get 403 and visitors 401', async () => {
    const freelancer = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    expect(refusal(await postJob(t.app, freelancer))).toMatchObject({
      status: 403,
      message: 'Only buyers can post jobs',
      reason: 'NOT_A_BUYER',
    });
    expect((await postJob(t.app, null)).statusCode).toBe(401);
  });

  it('lets the poster edit and close their post; to anyone else it does not exist', async () => {
    const job = await postedJob(t.app, buyer);
    const other = await buildUser(t.app, t.database.db, { role: 'buyer' });
    const edit = (who: TestUser, body = jobBody({ title: 'Design a logo and a sign' })) =>
      t.app.inject({ method: 'PATCH', url: jobPath(job.id), headers: { cookie: who.cookie }, payload: body });
    const close = (who: TestUser) =>
      t.app.inject({ method: 'POST', url: jobClosePath(job.id), headers: { cookie: who.cookie } });

    expect((await edit(other)).statusCode).toBe(404);
    expect((await close(other)).statusCode).toBe(404);
    expect((await get(t.app, jobPath(job.id))).json<JobDetail>().title).toBe('Design a logo for my bakery');

    const edited = await edit(buyer);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<JobDetail>().title).toBe('Design a logo and a sign');
    expect((await edit(buyer, jobBody({ budget: { minCents: 9000, maxCents: 1000 } }))).statusCode).toBe(400);

    const closed = await close(buyer);
    expect(closed.json<JobDetail>().status).toBe('closed');
    expect((await listed()).map((j) => j.id)).not.toContain(job.id);
    // Still readable (links keep working), no longer editable.
    expect((await get(t.app, jobPath(job.id))).json<JobDetail>().status).toBe('closed');
    expect(refusal(await edit(buyer))).toMatchObject({ status: 409, reason: 'JOB_CLOSED' });
    expect((await close(buyer)).statusCode).toBe(200);
  });

  it('lets a buyer post 10 jobs an hour, then answers 429 with when to try again', async () => {
    const busy = await buildUser(t.app, t.database.db, { role: 'buyer' });
    for (let i = 0; i < POST_JOB_RATE.max; i += 1) {
      expect((await postJob(t.app, busy, jobBody({ title: `Busy buyer's job ${i}` }))).statusCode).toBe(201);
    }
    const refused = await postJob(t.app, busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await listed()).filter((job) => job.client.id === busy.id)).toHaveLength(POST_JOB_RATE.max);
  });

  it('answers 404 for an unknown or malformed job id', async () => {
    expect((await get(t.app, jobPath('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect(refusal(await get(t.app, jobPath('not-a-job')))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

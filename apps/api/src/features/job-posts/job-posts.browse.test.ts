import type { AddressInfo } from 'node:net';
import { JOB_LIMITS, jobsListPath, type JobPage } from '@teenfreelance/contracts/job-posts';
import { LIVE_PATH } from '@teenfreelance/contracts/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { manualClock } from '../../testing/clock.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { get, jobBody, postedJob } from '../../testing/job-helpers.ts';

describe('browsing jobs', () => {
  const clock = manualClock(Date.UTC(2026, 10, 1, 9));
  let t: TestContext;
  let buyer: TestUser;
  let socket: WebSocket | undefined;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    buyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
  });
  afterAll(async () => {
    socket?.terminate();
    await t.close();
  });

  const titles = async (query: Parameters<typeof jobsListPath>[0]) =>
    (await get(t.app, jobsListPath(query))).json<JobPage>().jobs.map((j) => j.title);
  const post = async (overrides: Record<string, unknown>) => {
    // Seven minutes apart: one buyer posts at most 10 jobs an hour.
    clock.advance(7 * 60_000);
    return postedJob(t.app, buyer, jobBody(overrides));
  };

  it('finds jobs by word forms of their title, description or skills, newest first', async () => {
    await post({ title: 'Edit videos for my channel', category: 'video', skills: 'Premiere, captions' });
    await post({ title: 'Translate a menu into Spanish', category: 'translation', skills: 'Spanish' });
    await post({
      title: 'Help with a school fundraiser',
      description: 'We need someone designing posters and flyers for a school fundraiser in spring.',
      category: 'graphic-design',
      skills: 'Canva',
    });

    expect(await titles({ q: 'edited video' })).toEqual(['Edit videos for my channel']);
    expect(await titles({ q: 'design poster' })).toEqual(['Help with a school fundraiser']);
    expect(await titles({ q: 'caption' })).toEqual(['Edit videos for my channel']);
    // The last word matches as a prefix while it is typed.
    expect(await titles({ q: 'transl' })).toEqual(['Translate a menu into Spanish']);
    expect(await titles({ q: 'spanish', category: 'video' })).toEqual([]);
    expect(await titles({ category: 'translation' })).toEqual(['Translate a menu into Spanish']);
    expect((await titles({})).slice(0, 3)).toEqual([
      'Help with a school fundraiser',
      'Translate a menu into Spanish',
      'Edit videos for my channel',
    ]);
  });

  it('pages through every open job once, newest first', async () => {
    const posted: string[] = [];
    for (let i = 0; i < JOB_LIMITS.pageSize + 3; i += 1) {
      posted.unshift((await post({ title: `Paged job number ${i}`, category: 'data-entry' })).id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await get(t.app, jobsListPath({ category: 'data-entry', cursor }))).json<JobPage>();
      expect(page.jobs.length).toBeLessThanOrEqual(JOB_LIMITS.pageSize);
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(posted);
  });

  it('refuses a malformed cursor or an unknown category with 400, not 500', async () => {
    expect((await get(t.app, jobsListPath({ cursor: 'garbage' }))).statusCode).toBe(400);
    expect((await get(t.app, '/api/jobs?category=knitting')).statusCode).toBe(400);
    expect((await get(t.app, `/api/jobs?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    // Search operators and stray quotes are words, never an error.
    expect((await get(t.app, jobsListPath({ q: '"logo -design or' }))).statusCode).toBe(200);
  });

  it('tells open /jobs pages of a new post on the live channel', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, { headers: { origin: 'http://localhost:3000' } });
    const frames: { type: string; jobId?: string }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as (typeof frames)[number]));
    await expect.poll(() => frames.some((f) => f.type === 'live.ready')).toBe(true);

    const job = await post({ title: 'A job posted while someone watches' });
    await expect.poll(() => frames).toContainEqual({ type: 'job.created', jobId: job.id });
  });
});

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobBody, postedJob } from '../testing/job-helpers.ts';
import { buildUser } from '../testing/factories.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { writeTestWebBuild } from '../testing/web-build.ts';

// A renderer that says what it was given, so the test sees which answers each page was rendered from.
const RENDERER = `
export async function prepare() {}
export function render(url, answers) { return '<p>rendered ' + url + ' from ' + Object.keys(answers).join(' ') + '</p>'; }`;

describe('the job pages are rendered on the server with their own head', () => {
  let t: TestContext;
  let root: string;
  let jobId: string;
  beforeAll(async () => {
    const build = writeTestWebBuild({ 'dist/.vite/manifest.json': '{}', 'dist-server/entry-server.js': RENDERER });
    root = build.root;
    t = await createTestApp({ webDistDir: build.dist });
    await vi.waitFor(async () => expect((await get('/jobs')).body).toContain('<p>rendered /jobs'));
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bea <Baker>' });
    jobId = (await postedJob(t.app, buyer, jobBody({ title: 'Logo for "Bea\'s" <bakery>' }))).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders /jobs from the list its URL asks for, with the page title and description', async () => {
    const page = await get('/jobs?q=logo&category=graphic-design');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Browse Jobs | TeenFreelance</title>');
    expect(page.body).toContain('<meta property="og:title" content="Browse Jobs | TeenFreelance">');
    expect(page.body).toContain(
      'rendered /jobs?q=logo&category=graphic-design from /api/auth/session /api/jobs?q=logo&category=graphic-design',
    );
  });

  it("gives a job's page its title, description and JobPosting data, escaped", async () => {
    const page = await get(`/jobs/${jobId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Logo for &quot;Bea's&quot; &lt;bakery&gt; | TeenFreelance</title>");
    expect(page.body).toContain('Logo Design job, budget $50 - $150.');
    expect(page.body).toContain('"@type":"JobPosting"');
    expect(page.body).toContain(`from /api/auth/session /api/jobs/${jobId}</p>`);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await get('/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/jobs/not-a-job')).statusCode).toBe(404);
  });
});

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { writeTestWebBuild } from '../testing/web-build.ts';

describe('an explore page of an unknown category', () => {
  let t: TestContext;
  let root: string;
  beforeAll(async () => {
    const build = writeTestWebBuild({});
    root = build.root;
    t = await createTestApp({ webDistDir: build.dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 404, not an empty list, so links and search engines learn it is not there', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/explore/cooking' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    // No explore answer for a category the API would refuse is sent with the page.
    expect(unknown.body).not.toContain('/api/gigs?');

    const known = await t.app.inject({ method: 'GET', url: '/explore/writing' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<title>Writing Services | TeenFreelance</title>');
  });
});

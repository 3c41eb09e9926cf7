import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { writeTestWebBuild } from '../testing/web-build.ts';

describe('serving the web app', () => {
  let t: TestContext;
  let root: string;
  beforeAll(async () => {
    const build = writeTestWebBuild({
      'dist/assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
      'dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'dist/.build-stamp': 'build bookkeeping',
    });
    root = build.root;
    t = await createTestApp({ webDistDir: build.dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('writes each page’s own title, description and Open Graph tags into the HTML', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<title>TeenFreelance – Find Exceptional Teen Talent</title>');
    expect(home.body).toContain('<meta property="og:title" content="TeenFreelance – Find Exceptional Teen Talent">');

    const categories = await get('/categories');
    expect(categories.body).toContain('<title>All Categories | TeenFreelance</title>');
    expect(categories.body).toContain('<meta property="og:url" content="http://localhost:3000/categories">');
    expect(categories.body.match(/<title>/g)).toHaveLength(1);
    expect(categories.body.match(/name="description"/g)).toHaveLength(1);

    const music = await get('/explore/music');
    expect(music.body).toContain('<title>Music &amp; Audio Services | TeenFreelance</title>');
  });

  it('keeps private pages out of search engines', async () => {
    const dashboard = await get('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<meta name="robots" content="noindex">');
  });

  it('answers paths outside the route table with a 404 page, and unknown API paths with JSON', async () => {
    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>Page Not Found | TeenFreelance</title>');
    expect(page.body).toContain('<div id="root"></div>');

    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves hashed assets with long-cache headers and compression, other files briefly cached', async () => {
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');

    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');

    const page = await get('/');
    expect(page.headers['cache-control']).toBe('private, no-cache');
  });

  it('does not serve dotfiles of the build', async () => {
    const stamp = await get('/.build-stamp');
    expect(stamp.body).not.toContain('build bookkeeping');
  });

  it('escapes what it writes into the head', async () => {
    const page = await get('/explore/%3Cscript%3E');
    expect(page.body).not.toContain('<script>');
  });
});

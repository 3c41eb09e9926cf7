import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { users } from '../../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

/** The demo accounts' row, as a seed made before production refused demo data would have left it. */
async function insertDemoAccountRow(t: TestContext) {
  const first = DEMO_ACCOUNTS[0];
  if (!first) throw new Error('no demo accounts');
  await t.database.db.insert(users).values({ id: `demo-${first.key}`, name: first.name, email: first.email });
}

describe('GET /api/auth/demo-accounts', () => {
  let development: TestContext;
  let production: TestContext;
  beforeAll(async () => {
    [development, production] = await Promise.all([
      createTestApp(),
      createTestApp({ env: { NODE_ENV: 'production' } }),
    ]);
    await Promise.all([insertDemoAccountRow(development), insertDemoAccountRow(production)]);
  });
  afterAll(() => Promise.all([development, production].map((t) => t?.close())));

  it('publishes the demo accounts and their password outside production when they are seeded', async () => {
    const response = await development.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ password: DEMO_PASSWORD });
  });

  it('answers 404 in the error shape in production, even when a database holds them', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Demo data not found', details: null } });
    expect(response.body).not.toContain(DEMO_PASSWORD);
  });
});

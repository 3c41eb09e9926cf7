import { ADMIN_ACTIONS_PATH } from '@teenfreelance/contracts/admin';
import { REPORTS_PATH } from '@teenfreelance/contracts/safety';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { setUpForTests } from '../../../testing/set-up-for-tests.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/**
 * A moderation test file's app, with an admin and a reporter made once, and the requests its tests
 * make: `m.t`, `m.admin` and `m.reporter` read through to them.
 */
export function moderationTestApp() {
  const m = setUpForTests(
    async () => {
      const t = await createTestApp();
      const admin = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
      const reporter = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Rae Reporter' });
      return { t, admin, reporter };
    },
    ({ t }) => t.close(),
  );

  const call = (who: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    m.t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
  /** The reporter reports it (once; reporting again is the same report). */
  const report = (targetKind: string, targetId: string) =>
    call(m.reporter, 'POST', REPORTS_PATH, { targetKind, targetId, reason: 'inappropriate' });
  /** The admin takes the action on it. */
  const act = (action: string, targetKind: string, targetId: string) =>
    call(m.admin, 'POST', ADMIN_ACTIONS_PATH, { action, targetKind, targetId, reason: 'Against the rules' });
  const titlesOf = async (who: TestUser) =>
    (await call(who, 'GET', '/api/notifications'))
      .json<{ notifications: { title: string }[] }>()
      .notifications.map((n) => n.title);

  return { m, call, report, act, titlesOf };
}

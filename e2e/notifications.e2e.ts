import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { notifications } from '../apps/api/src/db/schema/notifications.ts';
import { MOBILE, test } from './fixtures/test.ts';
import { checkPage, visit } from './fixtures/visit.ts';

test('a new message rings the bell: the dot, the list, the link, the dot gone; /notifications lists and pages', async ({
  context,
  page,
  db,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Nia Notified' });
  const gig = await createGig(seller, { title: 'Piano lessons for beginners' });
  const buyer = await createUser({ name: 'Maya Sender' });
  await signInAs(context, seller);

  // A signed-in page (rendered in the browser, not on the server).
  await visit(page, '/profile', 'notifications-none');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await expect(header.getByTestId('notifications-dot').count()).resolves.toBe(0);

  // The buyer writes to the seller through the real API, from their own browser.
  const buyerPage = await pageAs(buyer);
  await buyerPage.goto('/profile');
  const conversationId = await buyerPage.evaluate(
    async ({ gigId, clientId }) => {
      const post = (url: string, body: object) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const started = (await (await post('/api/conversations', { gigId })).json()) as { id: string };
      const sent = await post(`/api/conversations/${started.id}/messages`, {
        clientId,
        text: 'Hi! Do you teach on Saturdays?',
      });
      if (sent.status !== 201) throw new Error(`send failed: ${sent.status}`);
      return started.id;
    },
    { gigId: gig.id, clientId: randomUUID() },
  );

  // The dot arrives live (or on the next load), and the bell says so.
  const bell = header.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.waitFor({ timeout: 20_000 });
  await header.getByTestId('notifications-dot').waitFor();

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('link', { name: /New message from Maya Sender/ });
  await item.waitFor();
  await expect(item.textContent()).resolves.toContain('Piano lessons for beginners: Hi! Do you teach on Saturdays?');
  await panel.getByRole('link', { name: 'View all notifications' }).waitFor();
  await checkPage(page, 'notifications-bell-open', [{ width: 1280, height: 800 }]);

  await item.click();
  await page.waitForURL(`**/messages/${conversationId}`);
  await header.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await expect(header.getByTestId('notifications-dot').count()).resolves.toBe(0);

  // Twenty-five older ones: the page shows 20, then the rest with Load more.
  const base = Date.now() - 3 * 24 * 3600 * 1000;
  await db.insert(notifications).values(
    Array.from({ length: 25 }, (_, i) => ({
      userId: seller.id,
      kind: 'gig_published',
      title: `Older notice ${i + 1}`,
      body: 'Your service is now public',
      link: `/gig/${gig.id}`,
      updatedAt: new Date(base + i * 60_000),
      readAt: new Date(base + i * 60_000),
    })),
  );
  await visit(page, '/notifications', 'notifications-page');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  const items = main.getByRole('listitem');
  await expect(items.count()).resolves.toBe(20);
  await expect(items.first().textContent()).resolves.toContain('New message from Maya Sender');
  await main.getByRole('button', { name: 'Load more' }).click();
  await main.getByText('Older notice 1', { exact: true }).waitFor();
  await expect(items.count()).resolves.toBe(26);
  await expect(main.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);

  // At 360 px the menu's row leads to the same page.
  await page.setViewportSize(MOBILE);
  await checkPage(page, 'notifications-page-loaded', [MOBILE]);
  expect(consoleErrors).toEqual([]);
});

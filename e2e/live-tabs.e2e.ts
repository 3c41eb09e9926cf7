import { LIVE_PATH } from '@teenfreelance/contracts/live';
import type { Page, WebSocket } from 'playwright-core';
import { expect } from 'vitest';
import { publishLive } from '../apps/api/src/platform/live/live-events.ts';
import { test } from './fixtures/test.ts';

/** Browsers give a host six HTTP/1.1 connections; a stream held open per tab would starve the seventh. */
const TABS = 8;

/** The frames each tab's live connection received, parsed. */
function recordLiveFrames(page: Page): {
  frames: { type: string; [key: string]: unknown }[];
  opened: Promise<WebSocket>;
} {
  const frames: { type: string; [key: string]: unknown }[] = [];
  const opened = new Promise<WebSocket>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith(LIVE_PATH)) return;
      socket.on('framereceived', ({ payload }) => {
        frames.push(JSON.parse(String(payload)) as { type: string });
      });
      resolve(socket);
    });
  });
  return { frames, opened };
}

test('eight tabs of one browser all stay live and keep loading pages', async ({
  context,
  createUser,
  createGig,
  signInAs,
  db,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Tab Seller' });
  const gig = await createGig(seller, { title: 'Eight tabs of live updates' });
  const buyer = await createUser({ name: 'Many Tabs' });
  await signInAs(context, buyer);

  // Eight tabs on pages that keep their gig lists live, in one browser profile (one connection pool).
  const tabs = await Promise.all(
    Array.from({ length: TABS }, async (_, i) => {
      const page = await context.newPage();
      const { frames, opened } = recordLiveFrames(page);
      await page.goto(i % 2 === 0 ? '/explore' : `/gig/${gig.id}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await opened;
      return { page, frames };
    }),
  );
  for (const { frames } of tabs) {
    await expect.poll(() => frames.some((f) => f.type === 'live.ready'), { timeout: 15_000 }).toBe(true);
  }

  // Every tab still loads pages while all eight hold their live connection.
  await Promise.all(
    tabs.map(async ({ page }, index) => {
      const response = await page.goto(index % 2 === 0 ? '/categories' : '/explore?sort=newest', { timeout: 10_000 });
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
    }),
  );
  for (const { frames } of tabs) {
    await expect.poll(() => frames.filter((f) => f.type === 'live.ready').length, { timeout: 15_000 }).toBe(2);
  }

  // And every one of them hears a change at once.
  await publishLive(db, { type: 'gig.updated', gigId: gig.id }, 'everyone');
  for (const { frames } of tabs) {
    await expect.poll(() => frames.some((f) => f.type === 'gig.updated'), { timeout: 5_000 }).toBe(true);
  }
  expect(consoleErrors).toEqual([]);
});

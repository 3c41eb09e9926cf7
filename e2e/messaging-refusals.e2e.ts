import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { users } from '../apps/api/src/db/schema/users.ts';
import { liveReady } from './fixtures/live.ts';
import { test } from './fixtures/test.ts';
import { dateOfBirthForAge } from './fixtures/users.ts';
import { checkPage } from './fixtures/visit.ts';

const CONSENT_PENDING = 'You can message people once a parent or guardian has given consent';
const BLOCKED = "You can't message this user";

/** Starts the conversation about a gig as the page's user, through the API the gig page uses, and writes in it. */
async function conversationAbout(page: Page, gigId: string, text: string): Promise<string> {
  const started = await page.request.post('/api/conversations', { data: { gigId } });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const sent = await page.request.post(`/api/conversations/${id}/messages`, { data: { clientId: randomUUID(), text } });
  expect(sent.status()).toBe(201);
  return id;
}

/** The plain line that stands where the message box was. */
const lineInsteadOfComposer = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).waitFor();

test("a teen waiting for a parent's consent is told why they cannot message, on a gig and in a thread", async ({
  context,
  page,
  db,
  createUser,
  createGig,
  signInAs,
  consoleErrors,
}) => {
  const adult = await createUser({ role: 'freelancer', name: 'Ada Adult' });
  const gig = await createGig(adult, { title: 'Podcast editing for beginners' });
  const teen = await createUser({
    role: 'freelancer',
    name: 'Wes Waiting',
    dateOfBirth: dateOfBirthForAge(15),
    parentalConsent: 'granted',
  });
  await signInAs(context, teen);
  const conversationId = await conversationAbout(page, gig.id, 'Hi! Could you show me how you cut interviews?');
  // The parent withdraws consent (as an admin records it at their request): the teen waits again.
  await db.update(users).set({ parentalConsent: 'pending' }).where(eq(users.id, teen.id));

  // The gig page says it where Contact Seller was, before any click.
  await page.goto(`/gig/${gig.id}`, { waitUntil: 'networkidle' });
  await page.getByText(CONSENT_PENDING).first().waitFor();
  expect(await page.getByRole('button', { name: /Contact Seller/ }).count()).toBe(0);
  await checkPage(page, 'consent-pending-gig');

  // The conversation begun before stays readable; its message box is the explanation.
  await page.goto(`/messages/${conversationId}`, { waitUntil: 'networkidle' });
  await page.getByRole('log').getByText('Hi! Could you show me how you cut interviews?').waitFor();
  await lineInsteadOfComposer(page, CONSENT_PENDING);
  expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
  await checkPage(page, 'consent-pending-thread');
  expect(consoleErrors).toEqual([]);
});

test("a blocked person's thread says they cannot message this person, and nothing waits to be retried", async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Bea Blocker' });
  const gig = await createGig(seller, { title: 'Band logo sketches' });
  const buyer = await createUser({ name: 'Pat Pest' });
  await signInAs(context, buyer);
  const conversationId = await conversationAbout(page, gig.id, 'Can you do it by tomorrow?');
  // When its live connection opens, the thread reads the conversation again (as after any reconnection): on a
  // loaded machine that can come after the block, and then the box goes before the send. Both wait for it.
  const live = liveReady(page);
  const readAgain = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === `/api/conversations/${conversationId}`,
  );
  await page.goto(`/messages/${conversationId}`, { waitUntil: 'networkidle' });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.waitFor();
  await live;
  await readAgain;

  // Blocked while the thread is open: the next send is refused, said once, and the box gives way.
  const sellerPage = await pageAs(seller);
  expect((await sellerPage.request.put(`/api/me/blocks/${buyer.id}`)).status()).toBe(200);
  await box.fill('Hello? Are you there?');
  await box.press('Enter');
  await lineInsteadOfComposer(page, BLOCKED);
  const thread = page.getByRole('log');
  await thread.getByText('Not sent').waitFor();
  expect(await thread.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  expect(await box.count()).toBe(0);

  // Opened again, the thread says it from the first moment.
  await page.reload({ waitUntil: 'networkidle' });
  await lineInsteadOfComposer(page, BLOCKED);
  expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
  await checkPage(page, 'blocked-thread');
  // The browser logs the one refused send (403); nothing else went wrong.
  expect(consoleErrors.filter((line) => !/status of 403/.test(line))).toEqual([]);
  expect(consoleErrors.filter((line) => /status of 403/.test(line))).toHaveLength(1);
});

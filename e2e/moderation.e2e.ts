import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { toast } from './fixtures/payment.ts';
import { test } from './fixtures/test.ts';
import { SEEDED_PASSWORD } from './fixtures/users.ts';
import { checkPage } from './fixtures/visit.ts';

test('a buyer reports a message, an admin suspends its sender from the review queue, and later reinstates them', async ({
  context,
  page: buyerPage,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Rex Rude' });
  const gig = await createGig(seller, { title: 'Guitar lessons online' });
  const buyer = await createUser({ name: 'Bea Reporter' });
  const admin = await createUser({ role: 'admin', name: 'Ada Moderator' });
  await signInAs(context, buyer);

  // The conversation and the seller's rude answer, through the API the pages use.
  const started = await buyerPage.request.post('/api/conversations', { data: { gigId: gig.id } });
  const conversationId = ((await started.json()) as { id: string }).id;
  const sellerPage = await pageAs(seller);
  const rude = await sellerPage.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { clientId: randomUUID(), text: 'Stop wasting my time, loser.' },
  });
  expect(rude.status()).toBe(201);

  // The buyer reports it from the thread.
  await buyerPage.goto(`/messages/${conversationId}`, { waitUntil: 'networkidle' });
  await buyerPage.getByRole('log').getByText('Stop wasting my time, loser.').waitFor();
  await buyerPage.getByRole('button', { name: 'Report message from Rex Rude' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
  await dialog.getByLabel('Anything else we should know? (optional)').fill('He insulted me when I asked a question.');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await toast(buyerPage, 'Report received');

  // The admin sees it in the queue, as written, with its thread, and suspends the sender.
  const adminPage = await pageAs(admin);
  await adminPage.goto('/admin', { waitUntil: 'networkidle' });
  const group = adminPage.getByRole('article', { name: /Rex Rude/ });
  await group.getByText('He insulted me when I asked a question.').waitFor();
  await group.getByText('Stop wasting my time, loser.').first().waitFor();
  await checkPage(adminPage, 'admin-review-queue');
  await group.getByLabel('Why (kept in the audit log)').fill('Insulting a buyer');
  await group.getByRole('button', { name: 'Suspend the account' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Suspend the account' })
    .getByRole('button', { name: 'Suspend the account' })
    .click();
  await expect.poll(() => adminPage.getByRole('article', { name: /Rex Rude/ }).count()).toBe(0);

  // The audit log says who did what and why.
  await adminPage.getByRole('tab', { name: 'Audit log' }).click();
  await adminPage.getByRole('region', { name: 'Table of the audit log' }).getByText('Insulting a buyer').waitFor();
  await checkPage(adminPage, 'admin-audit-log');

  // The sender is signed out everywhere and their gig is gone; the buyer is told the report was acted on.
  const session = (await (await sellerPage.request.get('/api/auth/session')).json()) as { user: unknown };
  expect(session.user).toBeNull();
  expect((await buyerPage.request.get(`/api/gigs/${gig.id}`)).status()).toBe(404);
  await buyerPage.goto('/notifications', { waitUntil: 'networkidle' });
  await buyerPage.getByText('We reviewed your report').first().waitFor();

  // On appeal, the admin reinstates the account: the seller can sign in again and the gig is back.
  await adminPage.getByRole('tab', { name: 'Suspended and hidden' }).click();
  await adminPage.getByRole('button', { name: 'Reinstate Rex Rude' }).click();
  const reinstate = adminPage.getByRole('dialog', { name: 'Reinstate Rex Rude' });
  await reinstate.getByLabel('Why (kept in the audit log)').fill('He apologised; a first offence');
  await checkPage(adminPage, 'admin-reinstate');
  await reinstate.getByRole('button', { name: 'Reinstate' }).click();
  // The admin waits to be told it is done: while the dialog is open the table is
  // hidden from the accessibility tree, so its rows alone would answer at once.
  await toast(adminPage, 'Reinstated');
  await expect.poll(() => adminPage.getByRole('row', { name: /Rex Rude/ }).count()).toBe(0);
  const signIn = await sellerPage.request.post('/api/auth/sign-in', {
    data: { email: seller.email, password: SEEDED_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  expect((await buyerPage.request.get(`/api/gigs/${gig.id}`)).status()).toBe(200);
  expect(consoleErrors).toEqual([]);
});

import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { startConversation } from './fixtures/conversations.ts';
import { test } from './fixtures/test.ts';
import { consentedTeen } from './fixtures/users.ts';
import { checkPage } from './fixtures/visit.ts';

const HELD_NOTE = 'Waiting for review: our team checks it before it is delivered.';
const HIDDEN = '[contact details hidden]';

test('a message to a teen from a sender three people reported waits for review; the admin delivers it', async ({
  context,
  page: senderPage,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const sender = await createUser({ name: 'Rory Reported' });
  const teen = await createUser(consentedTeen('Tess Teen', 16));
  const admin = await createUser({ role: 'admin', name: 'Ada Moderator' });
  await signInAs(context, sender);

  // Three sellers the sender wrote to report the conversation, through the API the pages use.
  for (const name of ['Ann Seller', 'Bo Seller', 'Cy Seller']) {
    const seller = await createUser({ role: 'freelancer', name });
    const conversationId = await startConversation(senderPage.request, (await createGig(seller)).id);
    await senderPage.request.post(`/api/conversations/${conversationId}/messages`, {
      data: { clientId: randomUUID(), text: 'Pay me outside the site and I tip more.' },
    });
    const reported = await (
      await pageAs(seller)
    ).request.post('/api/reports', {
      data: { targetKind: 'conversation', targetId: conversationId, reason: 'contact_outside' },
    });
    expect(reported.status()).toBe(201);
  }

  // The sender writes to the teen: the message waits, and says so.
  const withTeen = await startConversation(
    senderPage.request,
    (await createGig(teen, { title: 'Comic-style portraits' })).id,
  );
  await senderPage.goto(`/messages/${withTeen}`, { waitUntil: 'networkidle' });
  await senderPage.getByRole('textbox', { name: 'Message' }).fill('Can you draw my dog as a superhero?');
  await senderPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  const thread = senderPage.getByRole('log');
  await thread.getByText(HELD_NOTE).waitFor();
  await checkPage(senderPage, 'held-message-sender');

  // The teen does not have it.
  const teenPage = await pageAs(teen);
  await teenPage.goto(`/messages/${withTeen}`, { waitUntil: 'networkidle' });
  await teenPage.getByRole('log').waitFor();
  expect(await teenPage.getByText('Can you draw my dog as a superhero?').count()).toBe(0);

  // The admin reads it in context and delivers it.
  const adminPage = await pageAs(admin);
  await adminPage.goto('/admin?tab=held', { waitUntil: 'networkidle' });
  const held = adminPage.getByRole('article', { name: 'Message from Rory Reported' });
  await held.getByText('3 people have reported the sender').waitFor();
  await checkPage(adminPage, 'admin-held-messages');
  await held.getByLabel('Why (kept in the audit log)').fill('An ordinary request about her gig');
  await held.getByRole('button', { name: 'Deliver it' }).click();
  await adminPage.getByText(/No messages are waiting/).waitFor();

  // The teen's open thread receives it live; the sender's note goes away.
  await teenPage.getByRole('log').getByText('Can you draw my dog as a superhero?').waitFor();
  await expect.poll(() => thread.getByText(HELD_NOTE).count()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('a disguised email to a teen waits for review and says why; she receives it masked once delivered', async ({
  context,
  page: senderPage,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  // Nobody reported this sender: the screening alone holds the message (decision 0062).
  const sender = await createUser({ name: 'Dex Disguise' });
  const teen = await createUser(consentedTeen('Tara Teen', 15));
  const admin = await createUser({ role: 'admin', name: 'Ada Moderator' });
  await signInAs(context, sender);
  const gig = await createGig(teen, { title: 'Manga-style avatars' });
  const withTeen = await startConversation(senderPage.request, gig.id);

  const disguised = 'Love your comics! Mail me: j o h n @ g m a i l . c o m';
  await senderPage.goto(`/messages/${withTeen}`, { waitUntil: 'networkidle' });
  await senderPage.getByRole('textbox', { name: 'Message' }).fill(disguised);
  await senderPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  const thread = senderPage.getByRole('log');
  await thread
    .getByText(`${HELD_NOTE} It seems to hide contact details. Contact details are not shared with teens here.`)
    .waitFor();
  expect(await thread.textContent()).not.toContain('g m a i l');

  // The teen has nothing: not the message, not an unread conversation.
  const teenPage = await pageAs(teen);
  await teenPage.goto(`/messages/${withTeen}`, { waitUntil: 'networkidle' });
  const teenThread = teenPage.getByRole('log');
  await teenThread.waitFor();
  expect(await teenPage.getByText('Love your comics').count()).toBe(0);

  // The admin sees why it waits, reads it as written, and delivers it.
  const adminPage = await pageAs(admin);
  await adminPage.goto('/admin?tab=held', { waitUntil: 'networkidle' });
  const held = adminPage.getByRole('article', { name: 'Message from Dex Disguise' });
  await held.getByText('Held: disguised contact details').waitFor();
  expect(await held.getByText(disguised).count()).toBeGreaterThan(0);
  await checkPage(adminPage, 'admin-held-disguised');
  await held.getByLabel('Why (kept in the audit log)').fill('Checked: the teen is told nothing readable');
  await held.getByRole('button', { name: 'Deliver it' }).click();
  await expect.poll(() => held.count()).toBe(0);

  // Only now does the teen receive it, live, and masked.
  await teenThread.getByText(`Love your comics! Mail me: ${HIDDEN}`).waitFor();
  expect(await teenThread.textContent()).not.toContain('g m a i l');
  await expect.poll(() => thread.getByText(HELD_NOTE).count()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

import { randomUUID } from 'node:crypto';
import { conversationMessagesPath, conversationPath } from '@teenfreelance/contracts/messages';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { conversations, messages } from '../apps/api/src/db/schema/conversations.ts';
import { liveReady } from './fixtures/live.ts';
import { MOBILE, test } from './fixtures/test.ts';
import { checkPage } from './fixtures/visit.ts';
import { gate } from './fixtures/waits.ts';

test('a buyer contacts a seller from a gig; both talk live, with unread counts, Seen and typing', async ({
  context,
  page: buyerPage,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Sol Seller' });
  const gig = await createGig(seller, { title: 'Hand-drawn logos for school clubs and bands' });
  const buyer = await createUser({ name: 'Bea Buyer' });
  await signInAs(context, buyer);

  // The seller waits in their inbox, live.
  const sellerPage = await pageAs(seller);
  const sellerSent: string[] = [];
  const sellerLive = liveReady(sellerPage, sellerSent);
  await sellerPage.goto('/messages', { waitUntil: 'networkidle' });
  const sellerMain = sellerPage.getByRole('main');
  await sellerMain.getByText('No conversations yet').waitFor();
  await sellerLive;

  // The buyer contacts the seller from the gig page and lands in the new conversation.
  const buyerLive = liveReady(buyerPage);
  await buyerPage.goto(`/gig/${gig.id}`, { waitUntil: 'networkidle' });
  await buyerPage.getByRole('button', { name: 'Contact Seller' }).click();
  await buyerPage.getByText('Redirecting to messages...').waitFor();
  await buyerPage.waitForURL(/\/messages\/[^/]+$/);
  const conversationPath = new URL(buyerPage.url()).pathname;
  const buyerMain = buyerPage.getByRole('main');
  const reLink = buyerMain.getByRole('link', { name: 'Re: Hand-drawn logos for school clubs and bands' });
  await reLink.waitFor();
  expect(await reLink.getAttribute('href')).toBe(`/gig/${gig.id}`);
  await buyerLive;
  const buyerThread = buyerMain.getByRole('log', { name: 'Messages with Sol Seller' });
  await buyerMain
    .getByPlaceholder('Type your message...')
    .fill('Hi! Could you draw a logo for our band? https://example.com/band');
  await buyerMain.getByPlaceholder('Type your message...').press('Enter');
  await buyerThread.getByText(/Could you draw a logo for our band/).waitFor();
  const link = buyerThread.getByRole('link', { name: 'https://example.com/band' });
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  expect(await link.getAttribute('target')).toBe('_blank');

  // The seller sees it arrive without reloading: the row, its unread count, and the header's count.
  const row = sellerMain.getByRole('link', { name: /Bea Buyer/ });
  await row.waitFor();
  await row.getByText('1 unread').waitFor({ state: 'attached' });
  await sellerPage.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
  await sellerPage.getByRole('banner').getByTestId('notifications-dot').waitFor();
  expect(await row.textContent()).toContain('Buyer');
  expect(await row.textContent()).toContain('Hand-drawn logos for school cl...');

  // The seller opens it (read): the buyer sees 'Seen' under their message, live.
  await row.click();
  await sellerPage.waitForURL(`**${conversationPath}`);
  const sellerThread = sellerMain.getByRole('log', { name: 'Messages with Bea Buyer' });
  await sellerThread.getByText(/Could you draw a logo for our band/).waitFor();
  await sellerPage.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }).waitFor();
  await buyerThread.getByText('Seen').waitFor();

  // The seller replies over two lines; the buyer sees it arrive.
  const sellerBox = sellerMain.getByPlaceholder('Type your message...');
  await sellerBox.fill('Sure!');
  await sellerBox.press('Shift+Enter');
  await sellerBox.pressSequentially('What colours do you like?');
  await sellerMain.getByRole('button', { name: 'Send' }).click();
  await buyerThread.getByText(/What colours do you like\?/).waitFor();
  await buyerPage.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }).waitFor();

  // axe on the inbox and on a thread, at 1280 and 360 px.
  await checkPage(sellerPage, 'messages-thread');
  const sellerLiveAgain = liveReady(sellerPage, sellerSent);
  await sellerPage.goto('/messages');
  await sellerMain.getByRole('link', { name: /Bea Buyer/ }).waitFor();
  await checkPage(sellerPage, 'messages-list');

  // 360 px: the list alone, then the thread alone with a back button to the list.
  await buyerPage.setViewportSize(MOBILE);
  const buyerLiveAgain = liveReady(buyerPage);
  await buyerPage.goto('/messages');
  const buyerRow = buyerMain.getByRole('link', { name: /Sol Seller/ });
  await buyerRow.waitFor();
  expect(await buyerMain.getByText('Select a conversation to view messages').isVisible()).toBe(false);
  await buyerRow.click();
  await buyerThread.getByText(/What colours do you like\?/).waitFor();
  expect(await buyerRow.isVisible()).toBe(false);
  const box = await buyerMain.getByRole('region', { name: 'Conversation' }).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(MOBILE.width);
  expect(box?.height).toBeGreaterThanOrEqual(500);
  await buyerMain.getByRole('link', { name: 'Back to conversations' }).click();
  await buyerRow.waitFor();

  // 'typing…': the seller types in the open thread and the buyer, back at the thread, sees it without reloading.
  await buyerRow.click();
  await buyerThread.getByText(/What colours do you like\?/).waitFor();
  await sellerMain.getByRole('link', { name: /Bea Buyer/ }).click();
  await sellerThread.getByText(/What colours do you like\?/).waitFor();
  // Both tabs were reloaded above: their live connections open again a few seconds after the page.
  await Promise.all([sellerLiveAgain, buyerLiveAgain]);
  const sentBefore = sellerSent.length;
  await sellerBox.pressSequentially('Blue and', { delay: 100 });
  // The seller's tab says it is typing (at most every 2 s), and the server relays it to the buyer.
  const conversationId = conversationPath.split('/').at(-1);
  expect(sellerSent.slice(sentBefore)).toContainEqual(JSON.stringify({ type: 'typing', conversationId }));
  await buyerMain.getByText('Sol Seller is typing…').waitFor();
  await sellerBox.press('Enter');
  await buyerThread.getByText('Blue and').waitFor();
  expect(await buyerMain.getByText('Sol Seller is typing…').count()).toBe(0);

  // Back at the list at 360 px, a new message shows as unread, and nothing in its row runs off the
  // screen: the time and the unread count end inside it, the gig's name is shortened.
  await buyerMain.getByRole('link', { name: 'Back to conversations' }).click();
  await buyerRow.waitFor();
  await sellerBox.fill('Or green?');
  await sellerMain.getByRole('button', { name: 'Send' }).click();
  const unread = buyerRow.getByText('1 unread', { exact: true });
  await unread.waitFor();
  for (const part of [buyerRow.locator('time'), unread]) {
    const box = await part.boundingBox();
    if (!box) throw new Error('The conversation row shows no time or no unread count');
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  }

  expect(consoleErrors).toEqual([]);
}, 120_000);

test("visitors are sent to log in from 'Contact Seller', and sellers see no 'Contact Seller' on their own gig", async ({
  context,
  page,
  createUser,
  createGig,
  signInAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Own Gig Seller' });
  const gig = await createGig(seller, { title: 'Podcast editing for student radio' });
  await page.goto(`/gig/${gig.id}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await page.getByText('Please log in to contact the seller').waitFor();
  await page.waitForURL(`**/login?redirect=${encodeURIComponent(`/gig/${gig.id}`)}`);

  await signInAs(context, seller);
  await page.goto(`/gig/${gig.id}`);
  await page.getByRole('heading', { level: 1, name: 'Podcast editing for student radio' }).waitFor();
  expect(await page.getByRole('button', { name: 'Contact Seller' }).count()).toBe(0);
});

test('a long thread opens at its newest 50 and loads older ones on scrolling up, without the view jumping', async ({
  context,
  page,
  db,
  createUser,
  signInAs,
}) => {
  const seller = await createUser({ role: 'freelancer', name: 'Long Thread Seller' });
  const buyer = await createUser({ name: 'Long Thread Buyer' });
  const start = Date.now() - 2 * 60 * 60_000;
  const [conversation] = await db
    .insert(conversations)
    .values({ buyerId: buyer.id, sellerId: seller.id })
    .returning({ id: conversations.id });
  const conversationId = conversation?.id ?? '';
  const rows = await db
    .insert(messages)
    .values(
      Array.from({ length: 75 }, (_, index) => ({
        conversationId,
        senderId: index % 3 === 0 ? seller.id : buyer.id,
        clientId: randomUUID(),
        body: `Long thread message ${index + 1}`,
        createdAt: new Date(start + index * 60_000),
      })),
    )
    .returning({ id: messages.id, createdAt: messages.createdAt });
  const last = rows.at(-1);
  await db
    .update(conversations)
    .set({ lastMessageId: last?.id, lastMessageAt: last?.createdAt })
    .where(eq(conversations.id, conversationId));

  await signInAs(context, buyer);
  // The conversation's detail answers after its messages, as it may on a busy machine: the thread
  // must still open at the newest (it stayed at the oldest when the messages came first).
  const messagesAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === conversationMessagesPath(conversationId),
  );
  await page.route(
    (url) => url.pathname === conversationPath(conversationId),
    async (route) => {
      await messagesAnswered;
      await route.continue();
    },
  );
  await page.goto(`/messages/${conversationId}`, { waitUntil: 'networkidle' });
  const thread = page.getByRole('log', { name: 'Messages with Long Thread Seller' });
  const newest = thread.getByText('Long thread message 75', { exact: true });
  await newest.waitFor();
  // Scrolled to the newest; the first page holds the newest 50 (26 to 75).
  expect(await newest.isVisible()).toBe(true);
  const box = await thread.boundingBox();
  const newestBox = await newest.boundingBox();
  expect((newestBox?.y ?? 0) + (newestBox?.height ?? 0)).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0));
  await thread.getByText('Long thread message 26', { exact: true }).waitFor({ state: 'attached' });
  expect(await thread.getByText('Long thread message 25', { exact: true }).count()).toBe(0);

  // Scrolling to the top loads the older 25 above, and what the reader was looking at stays where it was.
  // The older page is held back until the position before it arrived has been measured. On a busy
  // machine the request can take seconds to leave the page: the journey waits for it as the reader would.
  const { opened: olderReleased, open: releaseOlder } = gate();
  const isOlderPage = (url: URL) => url.pathname.endsWith('/messages') && url.searchParams.has('before');
  await page.route(isOlderPage, async (route) => {
    await olderReleased;
    await route.continue();
  });
  const olderRequested = page.waitForRequest((request) => isOlderPage(new URL(request.url())));
  const oldestShown = thread.getByText('Long thread message 26', { exact: true });
  await thread.evaluate((element) => {
    element.scrollTop = 0;
  });
  await olderRequested;
  // Loading shows in the thread's button; the position is measured once the page has painted it.
  await thread.getByRole('button', { name: 'Loading older messages...' }).waitFor();
  await oldestShown.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const before = await oldestShown.boundingBox();
  releaseOlder();
  // The older page is rendered above (the button goes with the last of them), then the position is compared.
  await thread.getByText('Long thread message 1', { exact: true }).waitFor({ state: 'attached' });
  await thread.getByRole('button', { name: /older messages/ }).waitFor({ state: 'detached' });
  await oldestShown.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const after = await oldestShown.boundingBox();
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(4);
  // ...so it is still in view in the thread.
  const threadBox = await thread.boundingBox();
  expect(after?.y ?? -1).toBeGreaterThanOrEqual(threadBox?.y ?? 0);
  expect((after?.y ?? 0) + (after?.height ?? 0)).toBeLessThanOrEqual((threadBox?.y ?? 0) + (threadBox?.height ?? 0));
});

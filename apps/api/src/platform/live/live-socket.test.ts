import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { LIVE_PATH } from '@teenfreelance/contracts/live';
import { buildUser, TEST_PASSWORD, type TestUser } from '../../testing/factories.ts';
import { gigInput, uploadImages } from '../../testing/gig-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { publishLive } from './live-events.ts';

/** A live connection as a browser tab opens it, with everything it received. */
interface Tab {
  socket: WebSocket;
  frames: { type: string; [key: string]: unknown }[];
  closed: Promise<{ code: number }>;
}

describe('the live channel (/api/live)', () => {
  let t: TestContext;
  let url: string;
  const origin = 'http://localhost:3000';
  const tabs: Tab[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${LIVE_PATH}`;
  });
  afterAll(async () => {
    for (const tab of tabs) tab.socket.terminate();
    await t.close();
  });

  /** Opens a connection and waits for its `live.ready` frame. */
  async function openTab(user?: TestUser, headers: Record<string, string> = { origin }): Promise<Tab> {
    const socket = new WebSocket(url, { headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });
    const frames: Tab['frames'] = [];
    const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Tab['frames'][number]));
    const tab = { socket, frames, closed };
    tabs.push(tab);
    await expect.poll(() => frames.some((f) => f.type === 'live.ready')).toBe(true);
    return tab;
  }

  const eventsOf = (tab: Tab, type: string) => tab.frames.filter((f) => f.type === type);

  it('says who the connection is: the signed-in user, or null for a visitor', async () => {
    const user = await buildUser(t.app, t.database.db);
    expect((await openTab(user)).frames[0]).toEqual({ type: 'live.ready', userId: user.id });
    expect((await openTab()).frames[0]).toEqual({ type: 'live.ready', userId: null });
  });

  it('sends a gig created on the API to every connection, signed in or not', async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    const visitor = await openTab();
    const buyerTab = await openTab(await buildUser(t.app, t.database.db));
    const imageIds = await uploadImages(t.app, seller.cookie, 1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: seller.cookie },
      payload: gigInput({ imageIds }),
    });
    expect(created.statusCode).toBe(201);
    const event = { type: 'gig.created', gigId: created.json<GigDetail>().id };
    await expect.poll(() => eventsOf(visitor, 'gig.created')).toContainEqual(event);
    await expect.poll(() => eventsOf(buyerTab, 'gig.created')).toContainEqual(event);
  });

  it("delivers a private event to every tab of its user and to nobody else's", async () => {
    const alice = await buildUser(t.app, t.database.db);
    const bob = await buildUser(t.app, t.database.db);
    const aliceTabs = [await openTab(alice), await openTab(alice)];
    const bobTab = await openTab(bob);
    const visitor = await openTab();
    const event = { type: 'message.created', conversationId: 'c-1', messageId: 'm-1', senderId: bob.id } as const;
    await publishLive(t.database.db, event, [alice.id]);
    // A public event published after it: once it has arrived everywhere, the private one had its chance too.
    await publishLive(t.database.db, { type: 'gig.updated', gigId: 'marker-1' }, 'everyone');
    for (const tab of [...aliceTabs, bobTab, visitor]) {
      await expect.poll(() => eventsOf(tab, 'gig.updated').length).toBe(1);
    }
    for (const tab of aliceTabs) expect(eventsOf(tab, 'message.created')).toEqual([event]);
    expect(eventsOf(bobTab, 'message.created')).toEqual([]);
    expect(eventsOf(visitor, 'message.created')).toEqual([]);
  });

  it('refuses a private event sent to everyone, and a public one sent to a few', async () => {
    await expect(
      publishLive(t.database.db, { type: 'notifications.changed', notificationId: null }, 'everyone'),
    ).rejects.toThrow(/private/);
    await expect(publishLive(t.database.db, { type: 'gig.deleted', gigId: 'g' }, ['someone'])).rejects.toThrow(
      /public/,
    );
  });

  it("refuses a page of another site before the upgrade, whoever's cookie it carries", async () => {
    const user = await buildUser(t.app, t.database.db);
    const socket = new WebSocket(url, { headers: { origin: 'https://evil.example', cookie: user.cookie } });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });

  // PUBLIC_URL is http://localhost:3000: only that origin, scheme, host and port alike, may connect.
  it.each([
    ['the same host over https on a plain-http deployment', 'https://localhost:3000'],
    ['the same host on another port', 'http://localhost:3001'],
    ['the address the socket was opened on, when it is not the public one', 'ORIGIN_OF_URL'],
  ])('refuses %s before the upgrade', async (_label, given) => {
    const user = await buildUser(t.app, t.database.db);
    const origin = given === 'ORIGIN_OF_URL' ? new URL(url.replace(/^ws/, 'http')).origin : given;
    const socket = new WebSocket(url, { headers: { origin, cookie: user.cookie } });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });

  it('closes the connections of a session that signs out, and only those', async () => {
    const user = await buildUser(t.app, t.database.db);
    // A second session of the same account, on another device.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const other = { ...user, cookie: signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
    const leaving = await openTab(user);
    const staying = await openTab(other);
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie } });
    expect(signOut.statusCode).toBe(204);
    expect((await leaving.closed).code).toBe(4001);
    await publishLive(t.database.db, { type: 'notifications.changed', notificationId: null }, [user.id]);
    await expect.poll(() => eventsOf(staying, 'notifications.changed').length).toBe(1);
    expect(staying.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("closes the other sessions' connections when the password changes, and keeps this one", async () => {
    const user = await buildUser(t.app, t.database.db);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const elsewhere = await openTab({ ...user, cookie: signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ') });
    const here = await openTab(user);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: { cookie: user.cookie },
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'violet-kayak-sunrise',
        confirmPassword: 'violet-kayak-sunrise',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await elsewhere.closed).code).toBe(4001);
    await publishLive(t.database.db, { type: 'notifications.changed', notificationId: null }, [user.id]);
    await expect.poll(() => eventsOf(here, 'notifications.changed').length).toBe(1);
    expect(here.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("relays typing to the conversation's other participant only, and ignores a stranger's", async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    const buyer = await buildUser(t.app, t.database.db);
    const stranger = await buildUser(t.app, t.database.db);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: buyer.cookie },
      payload: { sellerId: seller.id },
    });
    expect(started.statusCode).toBe(201);
    const conversationId = started.json<{ id: string }>().id;
    const sellerTab = await openTab(seller);
    const buyerTab = await openTab(buyer);
    const strangerTab = await openTab(stranger);

    strangerTab.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    buyerTab.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    await expect
      .poll(() => eventsOf(sellerTab, 'conversation.typing'))
      .toEqual([{ type: 'conversation.typing', conversationId, userId: buyer.id }]);
    // Nobody hears their own typing, and the stranger's frame reached no one.
    expect(eventsOf(buyerTab, 'conversation.typing')).toEqual([]);
    expect(eventsOf(strangerTab, 'conversation.typing')).toEqual([]);
  });
});

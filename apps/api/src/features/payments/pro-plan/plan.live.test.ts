import type { AddressInfo } from 'node:net';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { LIVE_PATH } from '@teenfreelance/contracts/live';
import { PRO_CANCEL_PATH } from '@teenfreelance/contracts/pro-plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildUser } from '../../../testing/factories.ts';
import { gigInput, uploadImages } from '../../../testing/gig-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { upgrade } from '../../../testing/order-helpers.ts';

describe('Pro and the gig lists', () => {
  let t: TestContext;
  let socket: WebSocket | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.terminate();
    await t.close();
  });

  it("marks the seller's gigs Pro at once and tells open lists, so Pro gigs move first", async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    const imageIds = await uploadImages(t.app, seller.cookie, 1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: seller.cookie },
      payload: gigInput({ imageIds }),
    });
    const gigId = created.json<GigDetail>().id;

    // A visitor's open page listens on the live channel.
    const { port } = t.app.server.address() as AddressInfo;
    socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, { headers: { origin: 'http://localhost:3000' } });
    const frames: { type: string; gigId?: string }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as (typeof frames)[number]));
    await expect.poll(() => frames.some((f) => f.type === 'live.ready')).toBe(true);

    expect((await upgrade(t.app, seller)).statusCode).toBe(201);
    await expect.poll(() => frames).toContainEqual({ type: 'gig.updated', gigId });
    const gig = await t.app.inject({ method: 'GET', url: `/api/gigs/${gigId}` });
    expect(gig.json<GigDetail>()).toMatchObject({ isPro: true, seller: { isPro: true } });

    // Cancelling changes nothing until the period ends.
    await t.app.inject({ method: 'POST', url: PRO_CANCEL_PATH, headers: { cookie: seller.cookie } });
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gigId}` })).json<GigDetail>().isPro).toBe(true);
  });
});

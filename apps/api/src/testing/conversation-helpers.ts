import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CONVERSATIONS_PATH, conversationMessagesPath } from '@teenfreelance/contracts/messages';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { subscribeLive, type LiveEnvelope } from '../platform/live/live-events.ts';
import { createRealtimeHub } from '../platform/live/realtime.ts';
import { buildGig, buildUser } from './factories.ts';

/**
 * A buyer (Maya) who has written to a new seller (Sam Seller) about their gig
 * ('Guitar lessons'), through the messages API; `send` writes one more
 * message as the buyer (through `via`, another app on the same database, when given).
 */
export async function buyerWritesToSeller(app: FastifyInstance, db: Database) {
  const seller = await buildUser(app, db, { role: 'freelancer', name: 'Sam Seller' });
  const buyer = await buildUser(app, db, { role: 'buyer', name: 'Maya' });
  const gig = await buildGig(db, seller.id, { title: 'Guitar lessons' });
  const started = await app.inject({
    method: 'POST',
    url: CONVERSATIONS_PATH,
    headers: { cookie: buyer.cookie },
    payload: { gigId: gig.id },
  });
  const id = started.json<{ id: string }>().id;
  const send = async (text: string, via: FastifyInstance = app) => {
    const sent = await via.inject({
      method: 'POST',
      url: conversationMessagesPath(id),
      headers: { cookie: buyer.cookie },
      payload: { clientId: randomUUID(), text },
    });
    expect(sent.statusCode).toBe(201);
  };
  return { seller, buyer, id, send };
}

/**
 * Pushes into `heard` every live event published on the database from now on,
 * as a server process hears it. Resolves to the function that stops listening.
 */
export async function hearLive(database: DatabaseHandle, heard: LiveEnvelope[]): Promise<() => Promise<void>> {
  const hub = createRealtimeHub(database);
  await subscribeLive(hub, (envelope) => heard.push(envelope));
  return () => hub.close();
}

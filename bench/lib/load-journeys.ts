/** bench/load's virtual users: their HTTP client and the three journeys they repeat (see bench/load.ts). */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { payBody } from '../../apps/api/src/testing/order-helpers.ts';
import { CATEGORY_SLUGS } from '../data.ts';

export interface Sample {
  step: string;
  ms: number;
  status: number;
}

export interface Gig {
  id: string;
  sellerId: string;
}

/**
 * One virtual user's HTTP: its cookie on every request, each request timed
 * under its step's name, then the user's pause; no request once the time is up.
 */
export class Client {
  constructor(
    private readonly base: string,
    private readonly cookie: string | undefined,
    private readonly record: (sample: Sample) => void,
    private readonly pause: () => Promise<void>,
    private readonly endAt: number,
  ) {}

  async call<T = unknown>(step: string, method: string, path: string, body?: unknown, headers = {}): Promise<T | null> {
    if (performance.now() >= this.endAt) return null;
    const started = performance.now();
    let status: number;
    let parsed: T | null = null;
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      const text = await response.text();
      if (response.ok && text) parsed = JSON.parse(text) as T;
    } catch {
      status = 0;
    }
    this.record({ step, ms: performance.now() - started, status });
    await this.pause();
    return parsed;
  }
}

export type Journey = (client: Client, round: number) => Promise<void>;

/** Home lists, a category, a search, a gig and its view, the seller's other gigs, the job board. */
export function visitor(gigs: readonly Gig[], searches: () => string, random: () => number): Journey {
  return async (client) => {
    const gig = gigs[Math.floor(random() * gigs.length)] as Gig;
    const category = CATEGORY_SLUGS[Math.floor(random() * CATEGORY_SLUGS.length)] as string;
    await client.call('home lists', 'GET', '/api/gigs/home');
    await client.call('category', 'GET', `/api/gigs?category=${category}&page=${1 + Math.floor(random() * 3)}`);
    await client.call('search', 'GET', searches());
    await client.call('gig', 'GET', `/api/gigs/${gig.id}`);
    await client.call('gig view', 'POST', `/api/gigs/${gig.id}/views`);
    await client.call("seller's gigs", 'GET', `/api/users/${gig.sellerId}/gigs`);
    await client.call('job board', 'GET', '/api/jobs');
  };
}

/** A search, a gig saved and unsaved, a message to `theirs`' seller, unread counts, every third round an order of `theirs`. */
export function buyer(gigs: readonly Gig[], theirs: Gig, searches: () => string, random: () => number): Journey {
  return async (client, round) => {
    const other = gigs[Math.floor(random() * gigs.length)] as Gig;
    await client.call('session', 'GET', '/api/auth/session');
    await client.call('search', 'GET', searches());
    await client.call('gig', 'GET', `/api/gigs/${other.id}`);
    await client.call(round % 2 ? 'unsave' : 'save', round % 2 ? 'DELETE' : 'PUT', `/api/me/favorites/${other.id}`);
    await client.call('favourites', 'GET', '/api/me/favorites');
    const conversation = await client.call<{ id: string }>('open conversation', 'POST', '/api/conversations', {
      gigId: theirs.id,
    });
    if (conversation) {
      await client.call('send message', 'POST', `/api/conversations/${conversation.id}/messages`, {
        clientId: randomUUID(),
        text: `Hello! Could you do this by Friday? (round ${round})`,
      });
      await client.call('messages', 'GET', `/api/conversations/${conversation.id}/messages`);
    }
    await client.call('unread messages', 'GET', '/api/me/messages/unread');
    await client.call('unread notifications', 'GET', '/api/notifications/unread');
    if (round % 3 === 0) {
      const quote = await client.call<CheckoutQuote>('checkout', 'GET', `/api/checkout/${theirs.id}`);
      if (quote) {
        // The total the buyer was shown: the server charges only that (decision 0072).
        const body = { ...payBody(), quotedTotalCents: quote.totalCents };
        await client.call('pay', 'POST', `/api/checkout/${theirs.id}/pay`, body, {
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        });
      }
    }
    await client.call('orders', 'GET', '/api/orders?role=buying');
    await client.call('buyer dashboard', 'GET', '/api/dashboard/buyer');
  };
}

/** Dashboard, gig statistics, orders (the newest paid one started), a reply in a conversation, notifications, earnings. */
export const freelancer: Journey = async (client) => {
  await client.call('seller dashboard', 'GET', '/api/dashboard/seller');
  await client.call('gig statistics', 'GET', '/api/dashboard/seller/gigs');
  const orders = await client.call<{ orders: { id: string; status: string }[] }>(
    'orders',
    'GET',
    '/api/orders?role=selling&status=active',
  );
  const waiting = orders?.orders.find((order) => order.status === 'paid');
  if (waiting) await client.call('start order', 'POST', `/api/orders/${waiting.id}/transitions`, { action: 'start' });
  const list = await client.call<{ conversations: { id: string }[] }>('conversations', 'GET', '/api/conversations');
  const conversation = list?.conversations[0];
  if (conversation) {
    await client.call('messages', 'GET', `/api/conversations/${conversation.id}/messages`);
    await client.call('send message', 'POST', `/api/conversations/${conversation.id}/messages`, {
      clientId: randomUUID(),
      text: 'Yes, Friday works. I will send a first sketch on Wednesday.',
    });
    await client.call('read', 'POST', `/api/conversations/${conversation.id}/read`);
  }
  await client.call('notifications', 'GET', '/api/notifications');
  await client.call('earnings', 'GET', '/api/dashboard/earnings');
};

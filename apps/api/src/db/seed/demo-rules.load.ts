import { randomBytes } from 'node:crypto';
import { DEFAULT_EARNINGS_CLEARING_DAYS } from '@teenfreelance/contracts/earnings';
import type { Database } from '../client.ts';
import { conversations, messages } from '../schema/conversations.ts';
import { favorites } from '../schema/favorites.ts';
import { gigViews, gigs } from '../schema/gigs.ts';
import { ledgerAccounts, ledgerTransactions } from '../schema/ledger.ts';
import { jobs, proposals } from '../schema/job-posts.ts';
import { notifications } from '../schema/notifications.ts';
import { orderEvents, orders } from '../schema/orders.ts';
import { parentalConsents } from '../schema/parental-consents.ts';
import { payments, subscriptions } from '../schema/payments.ts';
import { reviews } from '../schema/reviews.ts';
import { users } from '../schema/users.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { OTHER_FREELANCERS } from './demo-freelancers.ts';
import { seedDemoData } from './seed.ts';
import { localStorage } from '../../platform/storage/object-storage.ts';

/**
 * For the demo rules tests: seeds the demo data at `now` (with stand-in
 * pictures: drawing them is seed.test.ts's part), with the default
 * EARNINGS_CLEARING_DAYS, and reads back every table the product's rules speak of. The demo data is small enough to check in
 * memory, the same way on PGlite and PostgreSQL. A test that signs in as a
 * demo account gives the demo password's real hash.
 */
export async function seedAndReadDemoData(db: Database, now: Date, passwordHash = 'not-a-password-hash') {
  const people = [...DEMO_ACCOUNTS, ...OTHER_FREELANCERS].map(({ key }) => ({
    key,
    id: randomBytes(16).toString('base64url'),
    image: null,
  }));
  const assets = Promise.resolve({ passwordHash, people, pictures: [] });
  const result = await seedDemoData(db, {
    storage: localStorage('/nonexistent'),
    now,
    clearingDays: DEFAULT_EARNINGS_CLEARING_DAYS,
    assets,
  });
  if (!result.seeded) throw new Error('the demo data was not seeded');
  const [users_, g, o, e, p, r, c, m, j, pr, f, pc, s, v, n, la, lt] = await Promise.all([
    db.select().from(users),
    db.select().from(gigs),
    db.select().from(orders),
    db.select().from(orderEvents),
    db.select().from(payments),
    db.select().from(reviews),
    db.select().from(conversations),
    db.select().from(messages),
    db.select().from(jobs),
    db.select().from(proposals),
    db.select().from(favorites),
    db.select().from(parentalConsents),
    db.select().from(subscriptions),
    db.select().from(gigViews),
    db.select().from(notifications),
    db.select().from(ledgerAccounts),
    db.select().from(ledgerTransactions),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`missing ${what}`);
    return value;
  };
  // Each user with their standing as a seller (canSellPublicly's input): paused or not.
  const u = users_.map((row) => ({ ...row, sellingPaused: row.sellingPausedAt !== null }));
  const userMap = byId(u);
  const gigMap = byId(g);
  return {
    users: u,
    gigs: g,
    orders: o,
    events: e,
    payments: p,
    reviews: r,
    conversations: c,
    messages: m,
    jobs: j,
    proposals: pr,
    favorites: f,
    consents: pc,
    subscriptions: s,
    views: v,
    notifications: n,
    ledgerAccounts: la,
    ledgerTransactions: lt,
    user: (id: string) => must(userMap.get(id), `user ${id}`),
    gig: (id: string) => must(gigMap.get(id), `gig ${id}`),
    account: (key: (typeof DEMO_ACCOUNTS)[number]['key']) =>
      must(
        u.find((row) => row.email === DEMO_ACCOUNTS.find((a) => a.key === key)?.email),
        `demo account ${key}`,
      ),
  };
}

export type DemoData = Awaited<ReturnType<typeof seedAndReadDemoData>>;

/**
 * Every amount the API answers is integer cents named `...Cents` (decision
 * 0056): this reads the JSON of each endpoint that carries money and fails on
 * any number whose name (or a parent's) says money but is not an integer
 * named so. The contracts' own test (packages/contracts/src/money.test.ts)
 * walks the schemas; this one reads what is actually sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LEDGER_PATH } from '@teenfreelance/contracts/admin-ledger';
import { HOME_GIGS_PATH, gigPath } from '@teenfreelance/contracts/api-paths';
import { checkoutPath, proposalCheckoutPath } from '@teenfreelance/contracts/checkout';
import { BUYER_OVERVIEW_PATH, MY_PROPOSALS_PATH, SELLER_OVERVIEW_PATH } from '@teenfreelance/contracts/dashboard';
import { EARNINGS_PATH, EARNINGS_STATEMENT_PATH } from '@teenfreelance/contracts/seller-earnings';
import { JOBS_PATH, MY_JOBS_PATH, jobPath } from '@teenfreelance/contracts/job-posts';
import { ORDERS_PATH, orderPath } from '@teenfreelance/contracts/orders';
import { PLAN_PATH } from '@teenfreelance/contracts/pro-plan';
import { jobProposalsPath } from '@teenfreelance/contracts/proposals';
import { buildUser } from '../testing/factories.ts';
import { gigInput, uploadImages } from '../testing/gig-helpers.ts';
import { hired, postedJob, sentProposal } from '../testing/job-helpers.ts';
import { actOk, deliveredOrder, upgrade } from '../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';

const MONEY_WORD = /price|amount|budget|fee|total|earning|spent|cost|payout|balance|cents/i;
/** Numbers whose names say money but are not amounts: a percentage, and the count of matching gigs. */
const NOT_AMOUNTS = new Set(['feePercent', 'total']);

/** The paths (in one answer) of numbers that say money but are not integer cents named `...Cents`. */
function moneyProblems(value: unknown, path = '', saysMoney = false): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => moneyProblems(item, `${path}[${i}]`, saysMoney));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const at = path ? `${path}.${key}` : key;
    const isMoney = saysMoney || MONEY_WORD.test(key);
    if (typeof field !== 'number') return moneyProblems(field, at, isMoney);
    if (NOT_AMOUNTS.has(at)) return [];
    const isNamedCents = /cents$/i.test(key);
    return (isMoney && !isNamedCents) || (isNamedCents && !Number.isInteger(field)) ? [`${at}: ${field}`] : [];
  });
}

describe('money on the wire', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every amount as integer cents named ...Cents', async () => {
    const { app } = t;
    const db = t.database.db;
    const answers = new Map<string, unknown>();
    const read = async (url: string, cookie?: string) => {
      const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      answers.set(`GET ${url}`, response.json());
    };

    // A gig made by the wizard's body, a paid, delivered and completed order of another, a job with a hired proposal.
    const { seller, buyer, gigId, order } = await deliveredOrder(app, db, { priceCents: 2550 });
    await actOk(app, buyer, order.id, { action: 'accept' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/gigs',
      headers: { cookie: seller.cookie },
      payload: gigInput({
        title: 'Money test gig',
        priceCents: 4250,
        imageIds: await uploadImages(app, seller.cookie),
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    answers.set('POST /api/gigs', created.json());
    await app.inject({ method: 'PUT', url: `/api/me/favorites/${gigId}`, headers: { cookie: buyer.cookie } });
    const job = await postedJob(app, buyer);
    const proposal = await sentProposal(app, seller, job.id);
    await hired(app, buyer, proposal.id);
    const pro = await buildUser(app, db, { role: 'freelancer' });
    expect((await upgrade(app, pro)).statusCode).toBe(201);

    await read(gigPath(gigId));
    await read('/api/gigs?search=logo');
    await read(HOME_GIGS_PATH);
    await read(`/api/users/${seller.id}/gigs`);
    await read('/api/me/favorites', buyer.cookie);
    await read(checkoutPath(gigId), buyer.cookie);
    await read(proposalCheckoutPath(proposal.id), buyer.cookie);
    await read(ORDERS_PATH, buyer.cookie);
    await read(orderPath(order.id), buyer.cookie);
    await read(SELLER_OVERVIEW_PATH, seller.cookie);
    await read(EARNINGS_PATH, seller.cookie);
    await read(EARNINGS_STATEMENT_PATH, seller.cookie);
    await read(BUYER_OVERVIEW_PATH, buyer.cookie);
    await read(JOBS_PATH);
    await read(jobPath(job.id), seller.cookie);
    await read(MY_JOBS_PATH, buyer.cookie);
    await read(jobProposalsPath(job.id), buyer.cookie);
    await read(MY_PROPOSALS_PATH, seller.cookie);
    await read(PLAN_PATH, pro.cookie);
    await read(ADMIN_LEDGER_PATH, (await buildUser(app, db, { role: 'admin' })).cookie);

    const problems = [...answers].flatMap(([request, body]) => moneyProblems(body).map((p) => `${request} ${p}`));
    expect(problems).toEqual([]);
    // The amounts are there to check: the gig's price, the order's, the job's budget, the proposal's price.
    expect(JSON.stringify([...answers.values()])).toMatch(/"priceCents":2550.*"minCents":5000/s);
  });
});

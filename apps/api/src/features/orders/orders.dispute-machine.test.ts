import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActions, type OrderAction } from '@teenfreelance/contracts/orders';
import { manualClock } from '../../testing/clock.ts';
import { decide, decideOk } from '../../testing/dispute-helpers.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { actionsOnClock, deliveredOrder, validTransitionBody } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { NEVER_THEIRS } from '../../testing/order-roles.ts';

type Role = 'buyer' | 'seller' | 'admin';
type Allowed = Record<Role, OrderAction[]>;

const RELEASE = { outcome: 'release', reason: 'The delivery matches the gig' } as const;

/**
 * The order machine's disputed states, every role and every action (decision
 * 0088): what each is offered, that every other action is refused (403 never
 * theirs, 409 not now) without a change, and who may decide.
 */
describe('the order machine while disputed', () => {
  const clock = manualClock(Date.UTC(2026, 7, 3, 9));
  let t: TestContext;
  let ada: TestUser;
  let bea: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    ada = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
    bea = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Bea Admin' });
  });
  afterAll(async () => t.close());

  const { act, actOk, get } = actionsOnClock(() => t.app, clock);

  async function expectMachine(parties: { buyer: TestUser; seller: TestUser }, orderId: string, allowed: Allowed) {
    const before = await get(parties.buyer, orderId);
    const actors: [Role, TestUser][] = [
      ['buyer', parties.buyer],
      ['seller', parties.seller],
      ['admin', ada],
    ];
    for (const [role, who] of actors) {
      expect((await get(who, orderId)).actions, role).toEqual(allowed[role]);
      for (const action of orderActions.filter((a) => !allowed[role].includes(a))) {
        const response = await act(who, orderId, validTransitionBody(action));
        expect(response.statusCode, `${role} ${action}`).toBe(NEVER_THEIRS[role].includes(action) ? 403 : 409);
      }
    }
    for (const party of [parties.buyer, parties.seller]) {
      const refused = await decide(t.app, party, orderId, RELEASE);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.details.reason).toBe('NOT_AN_ADMIN');
    }
    const after = await get(parties.buyer, orderId);
    expect(after.timeline).toHaveLength(before.timeline.length);
    expect({ ...after, actions: [] }).toEqual({ ...before, actions: [] });
  }

  it('offers each role exactly its actions at every step of a dispute', async () => {
    const parties = await deliveredOrder(t.app, t.database.db);
    const { buyer, seller, order } = parties;
    const id = order.id;
    await actOk(buyer, id, validTransitionBody('open_dispute'));
    await expectMachine(parties, id, {
      buyer: ['request_cancellation'],
      seller: ['request_cancellation', 'answer_dispute'],
      admin: ['cancel'],
    });
    expect((await decide(t.app, ada, id, RELEASE)).statusCode).toBe(409);

    await actOk(seller, id, validTransitionBody('answer_dispute'));
    const waiting: Allowed = { buyer: ['request_cancellation'], seller: ['request_cancellation'], admin: ['cancel'] };
    await expectMachine(parties, id, waiting);

    await decideOk(t.app, ada, id, RELEASE);
    const answerable: OrderAction[] = ['request_cancellation', 'accept_decision', 'appeal_dispute'];
    await expectMachine(parties, id, { buyer: answerable, seller: answerable, admin: ['cancel'] });
    expect((await decide(t.app, bea, id, RELEASE)).statusCode).toBe(409);

    await actOk(seller, id, { action: 'accept_decision' });
    await expectMachine(parties, id, { buyer: answerable, seller: ['request_cancellation'], admin: ['cancel'] });

    await actOk(buyer, id, validTransitionBody('appeal_dispute'));
    await expectMachine(parties, id, waiting);
    expect((await decide(t.app, ada, id, RELEASE)).statusCode).toBe(403);
    expect((await decideOk(t.app, bea, id, RELEASE)).status).toBe('completed');
    await expectMachine(parties, id, { buyer: [], seller: [], admin: [] });
    expect((await decide(t.app, bea, id, RELEASE)).statusCode).toBe(409);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { FAMILY_PATH, type FamilyOverview } from '@teenfreelance/contracts/family';
import { CONVERSATIONS_PATH, conversationMessagesPath } from '@teenfreelance/contracts/messages';
import { REPORTS_PATH, blockPath } from '@teenfreelance/contracts/safety';
import { storedTeenWithGuardian } from '../../../testing/family-helpers.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';

const t = testAppForTests();
const db = () => t.database.db;

const call = async (who: TestUser, method: 'POST' | 'PUT', url: string, payload: object = {}) => {
  const response = await t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: string }>();
};

describe('safety events on /family', () => {
  it('counts reports, blocks and held messages by reason, and never shows the messages or the reporter', async () => {
    const { teen, guardian } = await storedTeenWithGuardian(t.app, db(), {
      dateOfBirth: '2011-01-15',
      country: 'United States',
      timeZone: null,
    });
    const gig = await buildGig(db(), teen.id);
    const buyer = await buildUser(t.app, db(), { role: 'buyer', name: 'Bo Buyer' });
    const other = await buildUser(t.app, db(), { role: 'buyer', name: 'Oz Other' });
    // A disguised phone number to a minor is held for review.
    const talk = await call(buyer, 'POST', CONVERSATIONS_PATH, { gigId: gig.id });
    const secret = 'call 5\u200b5\u200b5\u200b-\u200b1\u200b2\u200b3\u200b-\u200b4\u200b5\u200b6\u200b7';
    await call(buyer, 'POST', conversationMessagesPath(talk.id), { clientId: randomUUID(), text: secret });
    await call(teen, 'POST', REPORTS_PATH, { targetKind: 'conversation', targetId: talk.id, reason: 'harassment' });
    await call(other, 'POST', REPORTS_PATH, { targetKind: 'gig', targetId: gig.id, reason: 'spam' });
    await call(teen, 'PUT', blockPath(buyer.id));

    const family = await t.app.inject({ method: 'GET', url: FAMILY_PATH, headers: { cookie: guardian.cookie } });
    const [shown] = family.json<FamilyOverview>().teens;
    expect(shown?.safety).toEqual({
      reportsMade: [{ reason: 'harassment', count: 1 }],
      reportsReceived: [{ reason: 'spam', count: 1 }],
      blocksMade: 1,
      blockedBy: 0,
      heldMessages: [{ reason: 'disguised_contact', count: 1 }],
    });
    expect(family.body).not.toContain('5\u200b5');
    expect(family.body).not.toContain('Oz Other');
  });
});

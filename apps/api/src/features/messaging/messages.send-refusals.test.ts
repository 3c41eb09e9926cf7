import { eq } from 'drizzle-orm';
import {
  CONVERSATIONS_PATH,
  MESSAGE_TEXTS,
  conversationPath,
  type ConversationDetail,
  type ConversationSummary,
} from '@teenfreelance/contracts/messages';
import { blockPath, SAFETY_TEXTS } from '@teenfreelance/contracts/safety';
import type { ParentalConsentState } from '@teenfreelance/contracts/users';
import { describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema/conversations.ts';
import { users } from '../../db/schema/users.ts';
import { buildGig, type TestUser } from '../../testing/factories.ts';
import { messagesTestApp } from './messages.test-helpers.ts';

const { t, db, user, start, send, get, list, storedCount } = messagesTestApp();

/** A 15-year-old freelancer in this consent state (sign-up and the consent page have their own tests). */
async function teen(name: string, consent: ParentalConsentState) {
  const person = await user('freelancer', name);
  await setConsent(person, consent);
  return person;
}

const setConsent = (person: TestUser, consent: ParentalConsentState) =>
  db().update(users).set({ isMinor: true, parentalConsent: consent }).where(eq(users.id, person.id));

const detail = async (who: TestUser, conversationId: string) =>
  (await get(who, conversationPath(conversationId))).json<ConversationDetail>();

const conversationsOf = async (who: TestUser) =>
  db().select({ id: conversations.id }).from(conversations).where(eq(conversations.buyerId, who.id));

describe('a teen waiting for parental consent', () => {
  it('starts no conversation, from a profile or a gig, until a parent consents', async () => {
    const waiting = await teen('Wes Waiting', 'pending');
    const adult = await user('freelancer', 'Ada Adult');
    const gig = await buildGig(db(), adult.id, { title: 'Podcast editing' });

    for (const about of [{ sellerId: adult.id }, { gigId: gig.id }]) {
      const refused = await start(waiting, about);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: 'You can message people once a parent or guardian has given consent',
          details: { reason: 'PARENTAL_CONSENT_PENDING' },
        },
      });
    }
    expect(await conversationsOf(waiting)).toEqual([]);

    await setConsent(waiting, 'granted');
    const started = await start(waiting, { sellerId: adult.id });
    expect(started.statusCode).toBe(201);
    expect(started.json<ConversationSummary>()).toMatchObject({ canSend: true, cannotSendReason: null });
    expect(
      (await send(waiting, started.json<ConversationSummary>().id, 'Hi! Do you edit interviews?')).statusCode,
    ).toBe(201);
  });

  it('sends nothing in a conversation begun before consent was withdrawn, and neither does the adult', async () => {
    const withdrawn = await teen('Wren Withdrawn', 'granted');
    const adult = await user('buyer', 'Abe Adult');
    const gig = await buildGig(db(), withdrawn.id, { title: 'Comic strip drawings' });
    const started = await start(adult, { gigId: gig.id });
    expect(started.statusCode).toBe(201);
    const id = started.json<ConversationSummary>().id;
    expect((await send(withdrawn, id, 'Thanks for asking!')).statusCode).toBe(201);

    await setConsent(withdrawn, 'pending');
    expect(await detail(withdrawn, id)).toMatchObject({
      canSend: false,
      cannotSendReason: 'PARENTAL_CONSENT_PENDING',
    });
    expect((await list(withdrawn))[0]).toMatchObject({
      id,
      canSend: false,
      cannotSendReason: 'PARENTAL_CONSENT_PENDING',
    });
    expect(await detail(adult, id)).toMatchObject({ canSend: false, cannotSendReason: 'RECIPIENT_CONSENT_PENDING' });

    const teenRefused = await send(withdrawn, id, 'Still there?');
    expect(teenRefused.statusCode).toBe(403);
    expect(teenRefused.json()).toMatchObject({
      error: { message: MESSAGE_TEXTS.consentPending, details: { reason: 'PARENTAL_CONSENT_PENDING' } },
    });
    const adultRefused = await send(adult, id, 'Hello?');
    expect(adultRefused.statusCode).toBe(403);
    expect(adultRefused.json()).toMatchObject({
      error: {
        message: 'You can message them again once their parent or guardian has given consent',
        details: { reason: 'RECIPIENT_CONSENT_PENDING' },
      },
    });
    // Reopening it is starting one: refused to the teen too.
    expect((await start(withdrawn, { gigId: gig.id })).statusCode).toBe(403);
    expect(await storedCount(id)).toBe(1);

    await setConsent(withdrawn, 'granted');
    expect(await detail(adult, id)).toMatchObject({ canSend: true, cannotSendReason: null });
    expect((await send(withdrawn, id, 'Back again!')).statusCode).toBe(201);
    expect((await send(adult, id, 'Welcome back')).statusCode).toBe(201);
  });
});

describe('a block in a conversation', () => {
  it('tells both people they cannot send, refuses either, and lifts with the block', async () => {
    const seller = await user('freelancer', 'Bea Blocker');
    const pest = await user('buyer', 'Pat Pest');
    const gig = await buildGig(db(), seller.id, { title: 'Blocker gig' });
    const id = (await start(pest, { gigId: gig.id })).json<ConversationSummary>().id;
    expect(await detail(pest, id)).toMatchObject({ canSend: true, cannotSendReason: null });
    // The pest writes first: the conversation is in the seller's inbox from then on.
    expect((await send(pest, id, 'Hi, are you there?')).statusCode).toBe(201);

    const blocked = await t.app.inject({ method: 'PUT', url: blockPath(pest.id), headers: { cookie: seller.cookie } });
    expect(blocked.statusCode).toBe(200);
    for (const who of [pest, seller]) {
      expect(await detail(who, id)).toMatchObject({ canSend: false, cannotSendReason: 'BLOCKED' });
      expect((await list(who)).find((item) => item.id === id)).toMatchObject({ cannotSendReason: 'BLOCKED' });
      const refused = await send(who, id, 'Hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: { message: SAFETY_TEXTS.cannotMessage, details: { reason: 'BLOCKED' } },
      });
    }
    expect(await storedCount(id)).toBe(1);

    await t.app.inject({ method: 'DELETE', url: blockPath(pest.id), headers: { cookie: seller.cookie } });
    expect(await detail(pest, id)).toMatchObject({ canSend: true, cannotSendReason: null });
    expect((await get(pest, CONVERSATIONS_PATH)).statusCode).toBe(200);
  });
});

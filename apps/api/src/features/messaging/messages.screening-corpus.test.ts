import { randomUUID } from 'node:crypto';
import {
  CONVERSATIONS_PATH,
  HOLD_REPEAT_WINDOW_HOURS,
  conversationMessagesPath,
  type Message,
  type MessagePage,
} from '@teenfreelance/contracts/messages';
import {
  CORPUS_OWN_HOST,
  DISGUISED_CONTACT_DETAILS,
  ORDINARY_MESSAGES,
} from '@teenfreelance/contracts/screening/corpus';
import { screenText } from '@teenfreelance/contracts/screening/screen-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { manualClock } from '../../testing/clock.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Issue 34's corpus through the real send path (decision 0062): every disguised contact detail
 * an adult sends a minor is held for review or reaches her masked, with nothing readable left;
 * every ordinary marketplace message arrives exactly as written.
 */
describe('the screening corpus, sent by an adult to a minor', () => {
  // The corpus is sent a day apart, over 200 days: from a start long past, since sessions end on
  // the system's time (session-cookie.ts) and must outlast the manual clock's days.
  const clock = manualClock(Date.UTC(2020, 0, 1, 12));
  let t: TestContext;
  let adult: TestUser;
  let teen: TestUser;
  let conversationId: string;

  const send = async (text: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: conversationMessagesPath(conversationId),
      headers: { cookie: adult.cookie },
      payload: { clientId: randomUUID(), text },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json<Message>();
  };
  /** The minor's whole thread, every page. */
  const teenThread = async () => {
    const all: Message[] = [];
    let before: string | undefined;
    for (;;) {
      const url = conversationMessagesPath(conversationId) + (before ? `?before=${before}` : '');
      const page = (await t.app.inject({ method: 'GET', url, headers: { cookie: teen.cookie } })).json<MessagePage>();
      all.unshift(...page.messages);
      before = page.messages[0]?.id;
      if (!page.hasOlder || !before) return all;
    }
  };

  beforeAll(async () => {
    // The corpus links to its own host's pages: the site's address here.
    t = await createTestApp({ clock, env: { PUBLIC_URL: `https://${CORPUS_OWN_HOST}` } });
    adult = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Gus Grownup' });
    teen = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Tia Teen' });
    await t.database.db.update(users).set({ isMinor: true, parentalConsent: 'granted' }).where(eq(users.id, teen.id));
    const gig = await buildGig(t.database.db, teen.id);
    const started = await t.app.inject({
      method: 'POST',
      url: CONVERSATIONS_PATH,
      headers: { cookie: adult.cookie },
      payload: { gigId: gig.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    conversationId = started.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  it('holds or masks every disguise, and delivers every ordinary message as written', async () => {
    const held = new Map<string, string>();
    const masked = new Map<string, string>();
    for (const [, text] of DISGUISED_CONTACT_DETAILS) {
      // A day apart: each judged on its own, not as a repeat (and within the send rate limit).
      clock.advance((HOLD_REPEAT_WINDOW_HOURS + 1) * HOUR);
      const sent = await send(text);
      expect(sent.masked, text).toBe(true);
      // Held exactly when the screening calls it disguised (a day apart, no repeat).
      expect(sent.held, text).toBe(screenText(text, { ownHosts: [CORPUS_OWN_HOST] }).disguised);
      if (sent.held) held.set(sent.id, text);
      else masked.set(sent.id, text);
    }
    const intact = new Map<string, string>();
    for (const text of ORDINARY_MESSAGES) {
      clock.advance(3000);
      const sent = await send(text);
      expect({ text: sent.text, masked: sent.masked, held: sent.held }, text).toEqual({
        text,
        masked: false,
        held: false,
      });
      intact.set(sent.id, text);
    }

    const seen = await teenThread();
    const seenById = new Map(seen.map((message) => [message.id, message]));
    expect(seen).toHaveLength(masked.size + intact.size);
    for (const id of held.keys()) expect(seenById.has(id)).toBe(false);
    for (const [id, original] of masked) {
      const shown = seenById.get(id);
      expect(shown?.masked, original).toBe(true);
      expect(shown?.text, original).not.toBe(original);
      // Nothing readable left: screening what she sees finds no contact details.
      expect(
        screenText(shown?.text ?? '', { ownHosts: [CORPUS_OWN_HOST] }).masked,
        `${original} → ${shown?.text}`,
      ).toBe(false);
    }
    for (const [id, original] of intact) expect(seenById.get(id)?.text).toBe(original);

    console.info(
      `screening corpus through the send path: ${DISGUISED_CONTACT_DETAILS.length} disguised ` +
        `(${held.size} held, ${masked.size} delivered masked), ` +
        `${ORDINARY_MESSAGES.length} ordinary (${intact.size} intact)`,
    );
    expect(held.size + masked.size).toBe(DISGUISED_CONTACT_DETAILS.length);
    expect(intact.size).toBe(ORDINARY_MESSAGES.length);
  }, 180_000);
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email.ts';
import { eventually } from '../../testing/eventually.ts';
import { placedOrder } from '../../testing/order-helpers.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { isSignUpLinkMail } from '../../testing/sign-up.ts';

// `npm start` lets the background queue finish starting after the server listens (decision 0053).
describe('a background queue started in the background', () => {
  it('works the tasks of writes made as soon as the app is built: the new order is emailed', async () => {
    const t = await createTestApp({
      background: { enabled: true, pollingIntervalSeconds: 0.5, startInBackground: true },
    });
    try {
      const { seller, order } = await placedOrder(t.app, t.database.db, { title: 'Podcast intro' });
      // The seller's own sign-up link aside (buildUser confirms through it).
      const toSeller = async () =>
        (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.email))).filter(
          (mail) => !isSignUpLinkMail(mail),
        );
      await eventually(async () => (await toSeller()).length > 0);
      expect((await toSeller()).map((mail) => mail.subject)).toEqual([`New order ${order.number}: Podcast intro`]);
    } finally {
      await t.close();
    }
  });

  it('lets a queue still starting finish before the app closes, so no worker outlives it', async () => {
    const t = await createTestApp({ background: { enabled: true, startInBackground: true } });
    await t.close();
    await expect(t.app.backgroundStarted).resolves.toBeUndefined();
  });
});

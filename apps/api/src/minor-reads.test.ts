import { eq } from 'drizzle-orm';
import { API_PREFIX } from '@teenfreelance/contracts/api-paths';
import { checkoutPath, proposalCheckoutPath } from '@teenfreelance/contracts/checkout';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import { jobPath } from '@teenfreelance/contracts/job-posts';
import { conversationMessagesPath, conversationPath } from '@teenfreelance/contracts/messages';
import { adminDisputePath, orderPath } from '@teenfreelance/contracts/orders';
import { orderReceiptPath } from '@teenfreelance/contracts/receipts';
import { jobProposalsPath, proposalPath } from '@teenfreelance/contracts/proposals';
import { gigReviewsPath, userReviewsPath } from '@teenfreelance/contracts/reviews';
import { buyerRatingPath, orderReviewsPath } from '@teenfreelance/contracts/two-way-reviews';
import { gigPath, profilePath } from '@teenfreelance/contracts/api-paths';
import { sellerGigsPath } from '@teenfreelance/contracts/gigs';
import { favoritePath } from '@teenfreelance/contracts/favorites';
import { blockPath } from '@teenfreelance/contracts/safety';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from './db/schema/email.ts';
import { adultWritesEverywhere, CONTACT, NEEDLES, OLD_NAME, type Written } from './minor-reads.test-helpers.ts';
import { eventually } from './testing/eventually.ts';
import { familyPayoutAccountPath, familyWithdrawalsPath } from '@teenfreelance/contracts/family-payouts';
import { registeredRoutes } from './testing/registered-routes.ts';
import { setUpForTests, testAppForTests } from './testing/set-up-for-tests.ts';

/**
 * Every place an adult's text reaches a teen goes through the one screening
 * step (docs/decisions/0065). An adult writes contact details into every free
 * text they can and carries an old name with some; then the teen reads every
 * GET endpoint the app registers, and her email. A new endpoint with path
 * parameters fails here until it is given its ids below, or a reason.
 */

type Ids = Written['ids'];

/** The URLs that read a pattern with parameters, from the ids the scenario made. */
const FILLED: Record<string, (ids: Ids, who: Written) => string[]> = {
  '/api/checkout/:gigId': (ids) => [checkoutPath(ids.adultGigId)],
  '/api/checkout/proposals/:id': (ids) => [proposalCheckoutPath(ids.proposalId)],
  '/api/conversations/:id': (ids) => [conversationPath(ids.conversationId), conversationPath(ids.jobConversationId)],
  '/api/conversations/:id/messages': (ids) => [
    conversationMessagesPath(ids.conversationId),
    conversationMessagesPath(ids.jobConversationId),
  ],
  '/api/gigs/:id': (ids) => [gigPath(ids.gigId)],
  '/api/gigs/:id/reviews': (ids) => [gigReviewsPath(ids.gigId)],
  '/api/jobs/:id': (ids) => [jobPath(ids.jobId)],
  '/api/jobs/:id/proposals': (ids) => [jobProposalsPath(ids.jobId)],
  '/api/orders/:id': (ids) => [orderPath(ids.orderId), orderPath(ids.cancelledOrderId), orderPath(ids.jobOrderId)],
  // The teen is the seller here: refused (403), and what she is refused must not carry contact details either.
  '/api/orders/:id/receipt': (ids) => [orderReceiptPath(ids.orderId), orderReceiptPath(ids.jobOrderId)],
  // Admins only: the teen is refused (403), and the refusal carries no one's words.
  '/api/admin/disputes/:id': (ids) => [adminDisputePath(ids.orderId)],
  '/api/profiles/:id': (_ids, who) => [profilePath(who.adult.id), profilePath(who.teen.id)],
  '/api/proposals/:id': (ids) => [proposalPath(ids.proposalId)],
  '/api/users/:id/gigs': (_ids, who) => [sellerGigsPath(who.teen.id)],
  '/api/users/:id/reviews': (_ids, who) => [userReviewsPath(who.teen.id)],
  // Both reviews of the order as the teen (its seller) reads them: the adult's review of her work, masked.
  '/api/orders/:id/reviews': (ids) => [orderReviewsPath(ids.orderId)],
  // Figures only, no one's words.
  '/api/users/:id/buyer-rating': (_ids, who) => [buyerRatingPath(who.adult.id)],
  '/api/me/favorites/:gigId': (ids) => [favoritePath(ids.adultGigId)],
  '/api/me/blocks/:userId': (_ids, who) => [blockPath(who.adult.id)],
  // A guardian's read: the teen is refused (403), and the refusal carries nothing either.
  '/api/family/teens/:teenId/withdrawals': (_ids, who) => [familyWithdrawalsPath(who.teen.id)],
  '/api/family/teens/:teenId/payout-account': (_ids, who) => [familyPayoutAccountPath(who.teen.id)],
};

/** Query strings a list needs to show all it holds. */
const QUERIES: Record<string, string[]> = {
  '/api/orders': ['?role=selling&status=active', '?role=selling&status=completed', '?role=selling&status=cancelled'],
  '/api/jobs': ['', '?q=logo'],
};

/** GET routes the walk does not read, each with why. */
const NOT_WALKED: Record<string, string> = {
  '/api/orders/:id/files/:fileId': "a delivered file's bytes: only sellers (the teen here) deliver files",
  '/api/live': 'the WebSocket: it carries ids and event names, never text (live-protocol.ts)',
  '/api/docs/static/*': "swagger-ui's own assets",
  '/api/docs*': "swagger-ui's pages",
  '/api/auth/callback/google': "the provider's redirect, handed to better-auth: no user text",
  '/api/auth/google/start': 'a redirect to the provider',
};

const t = testAppForTests(() => ({ background: { enabled: true, pollingIntervalSeconds: 0.5 } }));
const written = setUpForTests(
  () => adultWritesEverywhere(t.app, t.database.db),
  () => undefined,
);

const leaks = (text: string) => NEEDLES.filter((needle) => text.includes(needle));

describe('what a teen reads of what adults wrote', () => {
  it('never carries contact details, on any GET endpoint', async () => {
    const gets = registeredRoutes(t.app).filter(
      (route) => route.path.startsWith(`${API_PREFIX}/`) && route.methods.includes('GET'),
    );
    const unconsidered = gets
      .map((route) => route.path)
      .filter((path) => path.includes(':') && !(path in FILLED) && !(path in NOT_WALKED));
    // A new endpoint with parameters: give it its ids in FILLED, or say in NOT_WALKED why not.
    expect(unconsidered).toEqual([]);

    const urls = gets
      .filter((route) => !(route.path in NOT_WALKED))
      .flatMap((route) =>
        route.path.includes(':')
          ? (FILLED[route.path]?.(written.ids, written) ?? [])
          : (QUERIES[route.path] ?? ['']).map((query) => `${route.path}${query}`),
      );
    expect(urls.length).toBeGreaterThan(40);
    const found: Record<string, string[]> = {};
    let masked = 0;
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: written.teen.cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      const leaked = leaks(response.body);
      if (leaked.length > 0) found[url] = leaked;
      if (response.body.includes(MASK)) masked += 1;
    }
    expect(found).toEqual({});
    // The walk read what the adult wrote (masked), not only empty lists and refusals.
    expect(masked).toBeGreaterThanOrEqual(8);
  });

  it('never carries contact details in her email', async () => {
    const mailTo = () => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, written.teen.email));
    // Two new orders and the hired job's order.
    await eventually(async () => (await mailTo()).length >= 3);
    const mail = await mailTo();
    const leaked = mail.flatMap((one) => leaks(`${one.subject}\n${one.text}`));
    expect(leaked).toEqual([]);
    expect(mail.some((one) => (one.text ?? '').includes(`${MASK} bought`))).toBe(true);
  });

  it('shows the adult buyer what they wrote on their job post', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: jobPath(written.ids.jobId),
      headers: { cookie: written.adult.cookie },
    });
    expect(response.body).toContain(CONTACT);
    expect(response.body).toContain(OLD_NAME);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_AGE, ageOn, canSellPublicly } from '@teenfreelance/contracts/accounts';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import { PROPOSAL_ORDER_REVISIONS } from '@teenfreelance/contracts/checkout';
import { GIG_LIMITS } from '@teenfreelance/contracts/gigs';
import {
  AUTO_COMPLETE_DAYS,
  EXTENSION_ANSWER_MS,
  feeCents,
  revisionLimitOf,
  type OrderStatus,
} from '@teenfreelance/contracts/orders';
import { REVIEW_LIMITS } from '@teenfreelance/contracts/reviews';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { seedAndReadDemoData, type DemoData } from './demo-rules.load.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

const ACTIVE: OrderStatus[] = ['paid', 'in_progress', 'delivered', 'revision_requested'];
type Actor = 'buyer' | 'seller' | 'system' | 'admin';

/**
 * The order machine (features/orders/order-machine.ts) as the demo data must
 * obey it: each transition's result and who may make it from which statuses.
 * Written out again here because db/ may not import features.
 */
const MACHINE: Record<string, { to: OrderStatus | null; by: Partial<Record<Actor, OrderStatus[]>> }> = {
  start: { to: 'in_progress', by: { seller: ['paid'] } },
  deliver: { to: 'delivered', by: { seller: ['in_progress', 'revision_requested'] } },
  request_revision: { to: 'revision_requested', by: { buyer: ['delivered'] } },
  accept: { to: 'completed', by: { buyer: ['delivered'] } },
  auto_complete: { to: 'completed', by: { system: ['delivered'] } },
  cancel: { to: 'cancelled', by: { buyer: ['paid'], admin: ACTIVE } },
  request_cancellation: { to: null, by: { buyer: ['in_progress', 'delivered', 'revision_requested'], seller: ACTIVE } },
  confirm_cancellation: { to: 'cancelled', by: { buyer: ACTIVE, seller: ACTIVE } },
  request_extension: { to: null, by: { seller: ['paid', 'in_progress'] } },
};

describe('the demo data obeys the product rules', () => {
  let t: TestContext;
  let d: DemoData;
  const now = new Date();
  // Seeding the whole demo takes seconds, and a minute or more on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    d = await seedAndReadDemoData(t.database.db, now);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('keeps every seller within the gig limit of their plan', () => {
    const sellers = new Set(d.gigs.map((gig) => gig.sellerId));
    expect(sellers.size).toBeGreaterThanOrEqual(18);
    for (const id of sellers) {
      const seller = d.user(id);
      const active = d.gigs.filter((gig) => gig.sellerId === id && gig.deletedAt === null).length;
      expect(seller.role, seller.name).toBe('freelancer');
      expect(active, seller.name).toBeLessThanOrEqual(seller.isPro ? GIG_LIMITS.proPlanGigs : GIG_LIMITS.freePlanGigs);
    }
  });

  it('stores freelancers as sign-up does: minors with a parent, public gigs only for sellers who may sell', () => {
    const freelancers = d.users.filter((user) => user.role === 'freelancer');
    for (const user of freelancers) {
      const age = ageOn(user.dateOfBirth ?? '', user.createdAt);
      expect(age, user.name).toBeGreaterThanOrEqual(13);
      expect(user.isMinor, user.name).toBe((age ?? 0) < ADULT_AGE);
      const consent = d.consents.find((row) => row.userId === user.id);
      if (!user.isMinor) {
        expect([user.parentalConsent, consent], user.name).toEqual(['not_required', undefined]);
        continue;
      }
      expect(consent?.parentEmail, user.name).not.toBe(user.email);
      const granted = user.parentalConsent === 'granted';
      expect(consent?.consentedAt !== null && consent?.tokenHash === null, user.name).toBe(granted);
      if (granted) expect(consent?.consentedByName && consent.consentedIp, user.name).toBeTruthy();
    }
    expect(freelancers.filter((user) => user.isMinor && user.parentalConsent === 'granted').length).toBeGreaterThan(5);
    const pending = freelancers.filter((user) => user.parentalConsent === 'pending');
    expect(pending).toHaveLength(1);
    expect(d.gigs.filter((gig) => gig.sellerId === pending[0]?.id).length).toBeGreaterThan(0);

    for (const gig of d.gigs) {
      const seller = d.user(gig.sellerId);
      const mayBePublic = gig.status === 'published' && gig.deletedAt === null && canSellPublicly(seller);
      expect(gig.isPublic, gig.title).toBe(mayBePublic);
      expect(gig.isPro, gig.title).toBe(seller.isPro);
    }
    for (const category of CATEGORIES) {
      expect(
        d.gigs.some((gig) => gig.isPublic && gig.categorySlug === category.slug),
        category.slug,
      ).toBe(true);
    }
  });

  it('shows no minor’s location or date of birth on their public profile', async () => {
    const minor = d.users.find((user) => user.isMinor && user.country !== null);
    expect(minor?.dateOfBirth).toBeTruthy();
    const response = await t.app.inject({ method: 'GET', url: `/api/profiles/${minor?.id ?? ''}` });
    const { profile } = response.json<{ profile: object }>();
    expect(profile).toMatchObject({ name: minor?.name, location: null });
    expect(JSON.stringify(profile)).not.toContain(minor?.dateOfBirth ?? 'no date');
  });

  it('reviews only completed orders, by their buyer, within the review window', () => {
    expect(d.reviews.length).toBeGreaterThan(100);
    for (const review of d.reviews) {
      const order = d.orders.find((row) => row.id === review.orderId);
      expect(order?.status, review.id).toBe('completed');
      expect([order?.buyerId, order?.sellerId, order?.gigId], review.id).toEqual([
        review.buyerId,
        review.sellerId,
        review.gigId,
      ]);
      const completed = order?.completedAt?.getTime() ?? Infinity;
      expect(review.createdAt.getTime(), review.id).toBeGreaterThanOrEqual(completed);
      expect(review.createdAt.getTime() - completed).toBeLessThanOrEqual(REVIEW_LIMITS.windowDays * DAY_MS);
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(new Set(d.reviews.map((review) => review.orderId)).size).toBe(d.reviews.length);
  });

  it('gives every gig the rating and review count of its reviews', () => {
    for (const gig of d.gigs) {
      const stars = d.reviews.filter((review) => review.gigId === gig.id).map((review) => review.rating);
      expect(gig.reviewCount, gig.title).toBe(stars.length);
      const average = stars.length === 0 ? 0 : stars.reduce((a, b) => a + b, 0) / stars.length;
      expect(gig.rating, gig.title).toBeCloseTo(average, 5);
    }
  });

  it('charges every order its price and the 4% fee, once, and refunds the cancelled ones', () => {
    for (const order of d.orders) {
      expect(order.feeCents, order.number).toBe(feeCents(order.priceCents));
      expect(order.totalCents, order.number).toBe(order.priceCents + order.feeCents);
      expect(order.revisionLimit, order.number).toBe(revisionLimitOf(order.revisions));
      expect(order.dueAt.getTime(), order.number).toBe(order.createdAt.getTime() + order.deliveryDays * DAY_MS);
      const paid = d.payments.filter((payment) => payment.orderId === order.id);
      expect(paid, order.number).toHaveLength(1);
      expect(paid[0], order.number).toMatchObject({
        userId: order.buyerId,
        purpose: 'order',
        amountCents: order.totalCents,
        status: order.status === 'cancelled' ? 'refunded' : 'succeeded',
        // The simulated provider's own form, so an order cancelled later is refunded like any other.
        providerRef: expect.stringMatching(/^ch_sim_[0-9a-f]{24}$/),
        createdAt: order.createdAt,
        refundedAt: order.cancelledAt,
      });
    }
  });

  it('sells only what checkout would sell: public gigs and paid hires, by sellers who may sell', () => {
    for (const order of d.orders) {
      const seller = d.user(order.sellerId);
      expect(canSellPublicly(seller), order.number).toBe(true);
      expect(order.buyerId).not.toBe(order.sellerId);
      expect(order.createdAt >= d.user(order.buyerId).createdAt && order.createdAt >= seller.createdAt).toBe(true);
      if (order.gigId) {
        const gig = d.gig(order.gigId);
        expect([gig.isPublic, gig.sellerId, gig.title], order.number).toEqual([true, order.sellerId, order.gigTitle]);
        expect(order.priceCents, order.number).toBe(gig.priceCents);
        expect(order.createdAt > gig.createdAt, order.number).toBe(true);
        continue;
      }
      const proposal = d.proposals.find((row) => row.id === order.proposalId);
      const job = d.jobs.find((row) => row.id === proposal?.jobId);
      expect([proposal?.status, proposal?.freelancerId, job?.clientId]).toEqual([
        'hired',
        order.sellerId,
        order.buyerId,
      ]);
      expect([order.gigTitle, order.priceCents, order.revisions]).toEqual([
        job?.title,
        proposal?.priceCents,
        PROPOSAL_ORDER_REVISIONS,
      ]);
      expect(order.createdAt > (job?.closedAt ?? now), order.number).toBe(true);
    }
  });

  it('gives every order the timeline the order machine makes, ending in its status', () => {
    expect(new Set(d.orders.map((order) => order.status))).toEqual(
      new Set([
        'awaiting_requirements',
        'paid',
        'in_progress',
        'delivered',
        'revision_requested',
        'completed',
        'cancelled',
      ]),
    );
    const eventsOf = new Map(d.orders.map((order) => [order.id, [] as DemoData['events']]));
    for (const event of d.events) eventsOf.get(event.orderId)?.push(event);
    for (const order of d.orders) {
      const events = (eventsOf.get(order.id) ?? []).toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const [placed, ...rest] = events;
      // A gig's order with questions waits for the buyer's answers from its payment (decision 0094).
      const first: OrderStatus = order.requirements && !order.requirementsAnsweredAt ? 'awaiting_requirements' : 'paid';
      expect(placed, order.number).toMatchObject({ transition: 'place', fromStatus: null, toStatus: first });
      expect([placed?.actorId, placed?.createdAt], order.number).toEqual([order.buyerId, order.createdAt]);
      let status: OrderStatus = first;
      let previous = order.createdAt;
      for (const event of rest) {
        const rule = MACHINE[event.transition];
        expect(rule?.by[event.actorRole], `${order.number} ${event.transition}`).toContain(status);
        expect(event.createdAt > previous, order.number).toBe(true);
        const actorId = { buyer: order.buyerId, seller: order.sellerId, system: null, admin: undefined };
        expect(event.actorId, order.number).toBe(actorId[event.actorRole]);
        expect([event.fromStatus, event.toStatus], order.number).toEqual([status, rule?.to ?? status]);
        status = event.toStatus;
        previous = event.createdAt;
      }
      expect(status, order.number).toBe(order.status);
      expect(order.updatedAt, order.number).toEqual(previous);
      expect(previous.getTime()).toBeLessThanOrEqual(now.getTime());
      const lastAt = (transitions: string[]) => events.findLast((e) => transitions.includes(e.transition))?.createdAt;
      expect(order.deliveredAt ?? undefined, order.number).toEqual(lastAt(['deliver']));
      expect(order.completedAt ?? undefined, order.number).toEqual(lastAt(['accept', 'auto_complete']));
      expect(order.cancelledAt ?? undefined, order.number).toEqual(lastAt(['cancel', 'confirm_cancellation']));
      const revisions = events.filter((event) => event.transition === 'request_revision').length;
      expect(order.revisionsUsed, order.number).toBe(revisions);
      expect(revisions).toBeLessThanOrEqual(order.revisionLimit ?? Infinity);
      const autoDue = (order.deliveredAt?.getTime() ?? 0) + AUTO_COMPLETE_DAYS * DAY_MS;
      // The sweep completes a delivered order three days after delivery, and not before.
      if (order.status === 'delivered') expect(autoDue, order.number).toBeGreaterThan(now.getTime());
      if (events.at(-1)?.transition === 'auto_complete')
        expect(order.completedAt?.getTime()).toBeGreaterThanOrEqual(autoDue);
      expect(order.cancelRequestedBy, order.number).toBe(
        events.at(-1)?.transition === 'request_cancellation' ? events.at(-1)?.actorRole : null,
      );
      // A request for more time still waits when it is the last step and less than 48 hours old (decision 0082).
      const asked = events.at(-1)?.transition === 'request_extension' ? events.at(-1) : undefined;
      expect(order.extensionRequestedAt ?? undefined, order.number).toEqual(asked?.createdAt);
      expect(order.extensionDays ?? undefined, order.number).toEqual(asked?.days ?? undefined);
      if (asked) expect(now.getTime() - asked.createdAt.getTime()).toBeLessThan(EXTENSION_ANSWER_MS);
      expect(order.extensionsAsked).toBe(events.filter((e) => e.transition === 'request_extension').length);
    }
  });
});

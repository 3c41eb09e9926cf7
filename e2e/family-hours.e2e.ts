import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@teenfreelance/contracts/checkout';
import { FAMILY_PAYOUT_TEXTS as P } from '@teenfreelance/contracts/family-payouts';
import {
  PAYOUT_GUARDIAN_LINK_PATH,
  PAYOUT_SETUP_PATH,
  TEST_BANK,
  WITHDRAWALS_PATH,
} from '@teenfreelance/contracts/payouts';
import { WORK_HOURS_TEXTS as W } from '@teenfreelance/contracts/work-hours';
import { WEEKLY_SUMMARY_TEXTS as S } from '@teenfreelance/contracts/family-summary';
import { guardianLinks } from '../apps/api/src/db/schema/family.ts';
import { waitForMail } from './fixtures/mailbox.ts';
import { sellAndComplete } from './fixtures/orders.ts';
import { test } from './fixtures/test.ts';
import { consentedTeen } from './fixtures/users.ts';
import { checkPage, visit } from './fixtures/visit.ts';

/**
 * Issue 38, work hours (decision 0086) and the weekly summary (0087): a
 * guardian sees the rules that apply to their 14-year-old in New York, makes
 * the evening end earlier, and a buyer's checkout offers only due dates at that
 * hour, in the teen's time; the guardian's weekly summary arrives by email with
 * its unsubscribe link, which stops it.
 */
test('a guardian makes a 14-year-old’s work hours stricter, checkout follows, and the weekly summary arrives', async ({
  db,
  createUser,
  createGig,
  pageAs,
  consoleErrors,
}) => {
  const teen = await createUser({ ...consentedTeen('Wren Teen', 14), profile: { country: 'United States' } });
  const guardian = await createUser({ role: 'guardian', name: 'Gil Guardian' });
  await db.insert(guardianLinks).values({ guardianId: guardian.id, teenId: teen.id, createdAt: new Date() });
  const gig = await createGig(teen, { title: `Hand-lettered cards ${Date.now()}`, priceCents: 2000 });

  const family = await pageAs(guardian);
  await visit(family, '/family', 'family-hours');
  const card = family.getByRole('article', { name: 'Wren Teen' });
  await card.getByText(W.intro('Wren Teen', W.lawUs)).waitFor();
  await card.getByText(W.eveningEnd(19)).waitFor();
  await card.getByLabel(W.eveningEndLabel).selectOption('17');
  await card.getByRole('button', { name: W.save }).click();
  await card.getByText(W.saved).waitFor();
  await card.getByText(W.eveningEnd(17)).waitFor();
  await checkPage(family, 'family-hours-stricter');

  const buyer = await pageAs(await createUser({ role: 'buyer' }));
  await visit(buyer, `/checkout?gig=${gig.id}`, 'checkout-work-hours');
  const picker = buyer.getByLabel(W.deliveryDate);
  const offered = await picker.locator('option').allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  // Every date offered is due at 5 pm in New York, the teen's zone (from their country).
  for (const text of offered) expect(text).toMatch(/, 5:00 PM E[SD]T$/);
  await buyer.getByText(W.deliveryNote('Wren Teen', 17)).waitFor();

  // The e2e server sweeps every 2 s: this week's summary comes at once.
  const summary = await waitForMail(guardian.email, { subject: 'Your weekly TeenFreelance family summary' });
  expect(summary.text).toMatch(/Wren Teen\r?\n- Sold: 0 orders \(\$0\.00\)/);
  const link = /https?:\/\/[^/\s]+(\/family\/weekly-summary\/off\?\S+)/.exec(summary.text)?.[1] ?? '';
  expect(link).not.toBe('');
  const stranger = await pageAs(await createUser({ role: 'buyer' }));
  await visit(stranger, link, 'family-summary-off');
  await stranger.getByRole('button', { name: S.offButton }).click();
  await stranger.getByText(S.offDone).waitFor();
  await visit(family, '/family', 'family-summary-switch');
  expect(await family.getByLabel(S.on).isChecked()).toBe(false);
  expect(consoleErrors).toEqual([]);
});

/**
 * Issue 38, payouts inside /family: a 15-year-old's withdrawal above $100
 * waits for their guardian, who approves it from the family page rather than
 * the emailed link.
 */
test('a guardian approves their teen’s withdrawal from /family', async ({
  db,
  createUser,
  createGig,
  pageAs,
  clearEarnings,
}) => {
  const parentEmail = `pat-${Date.now()}@example.com`;
  const teen = await createUser({
    ...consentedTeen('Tia Teen', 15),
    parent: { name: 'Pat Parent', email: parentEmail, phone: '+1 555 123 4567' },
  });
  const gig = await createGig(teen, { title: `Pet portraits ${Date.now()}`, priceCents: 20_000 });
  const teenPage = await pageAs(teen);
  await sellAndComplete((await pageAs(await createUser({ role: 'buyer' }))).request, teenPage.request, gig.id);
  await clearEarnings(teen);
  const guardian = await createUser({ role: 'guardian', name: 'Pat Parent', email: parentEmail });
  await db.insert(guardianLinks).values({ guardianId: guardian.id, teenId: teen.id, createdAt: new Date() });
  const family = await pageAs(guardian);
  // The payout account is the parent's, set up from the emailed link as before (not by the teen's session).
  expect((await teenPage.request.post(PAYOUT_GUARDIAN_LINK_PATH, { data: {} })).status()).toBe(200);
  const setupMail = await waitForMail(parentEmail, { subject: 'Set up the account' });
  const token = decodeURIComponent(/\/payout-setup\?token=(\S+)/.exec(setupMail.text)?.[1] ?? '');
  const setUp = await family.request.put(PAYOUT_SETUP_PATH, {
    data: {
      token,
      holderName: 'Pat Parent',
      routingNumber: TEST_BANK.routingNumber,
      accountNumber: TEST_BANK.accountPays,
    },
  });
  expect(setUp.status()).toBe(200);
  const asked = await teenPage.request.post(WITHDRAWALS_PATH, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    data: { amountCents: 15_000 },
  });
  expect(asked.status()).toBe(201);

  await visit(family, '/family', 'family-withdrawal-waiting');
  const card = family.getByRole('article', { name: 'Tia Teen' });
  await card.getByText(P.request('$150.00', '6789')).waitFor();
  await card.getByRole('button', { name: P.approve }).click();
  await card.getByText(P.approved).waitFor();
  await checkPage(family, 'family-withdrawal-approved');
});

import { expect } from 'vitest';
import { FAMILY_PAYOUT_TEXTS as P } from '@teenfreelance/contracts/family-payouts';
import { PAYOUT_MESSAGES, TEST_BANK } from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { guardianLinks } from '../apps/api/src/db/schema/family.ts';
import { test } from './fixtures/test.ts';
import { consentedTeen } from './fixtures/users.ts';
import { checkPage, visit } from './fixtures/visit.ts';

/**
 * Issue 38, the payout account inside /family: a 15-year-old's guardian, signed
 * in, adds the bank account the teen's earnings are paid to from the family
 * page (the same form as the emailed link, whose refusals read the same),
 * sees its summary, and the teen's Earnings tab says whose account it is.
 */
test('a guardian sets up their teen’s payout account on /family', async ({ db, createUser, pageAs, consoleErrors }) => {
  const teen = await createUser(consentedTeen('Noor Teen', 15));
  const guardian = await createUser({ role: 'guardian', name: 'Nadia Parent' });
  await db.insert(guardianLinks).values({ guardianId: guardian.id, teenId: teen.id, createdAt: new Date() });

  const family = await pageAs(guardian);
  await visit(family, '/family', 'family-payout-none');
  const card = family.getByRole('article', { name: 'Noor Teen' });
  await card.getByText(P.noAccount('Noor Teen')).waitFor();
  await card.getByRole('button', { name: P.setUp }).click();
  expect(await card.getByLabel(PAYOUT_TEXTS.holderName).inputValue()).toBe('Nadia Parent');

  // A routing number of the wrong length is refused on its field, in the words the server uses.
  await card.getByLabel(PAYOUT_TEXTS.routingNumber).fill('12345');
  await card.getByLabel(PAYOUT_TEXTS.accountNumber).fill(TEST_BANK.accountPays);
  await card.getByRole('button', { name: PAYOUT_TEXTS.saveAccount }).click();
  await card.getByText(PAYOUT_MESSAGES.routingNumberInvalid).waitFor();
  await checkPage(family, 'family-payout-form');

  await card.getByLabel(PAYOUT_TEXTS.routingNumber).fill(TEST_BANK.routingNumber);
  await card.getByRole('button', { name: PAYOUT_TEXTS.saveAccount }).click();
  await card.getByText(P.saved('Noor Teen', '6789')).waitFor();
  await card.getByText(P.accountLine('STRIPE TEST BANK', '6789')).waitFor();
  await card.getByText(P.accountHolder('Nadia Parent'), { exact: false }).waitFor();
  await card.getByRole('button', { name: P.replace }).waitFor();
  await checkPage(family, 'family-payout-set-up');

  // The teen's Earnings tab shows whose account it is.
  const teenPage = await pageAs(teen);
  await visit(teenPage, '/dashboard?tab=earnings', 'family-payout-teen-earnings');
  await teenPage.getByText(PAYOUT_TEXTS.paidToParent('6789')).waitFor();
  await teenPage.getByText(PAYOUT_TEXTS.setUpByGuardian('Nadia Parent'), { exact: false }).waitFor();
  expect(consoleErrors).toEqual([]);
});

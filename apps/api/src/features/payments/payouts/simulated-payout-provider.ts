import { createHash, randomBytes } from 'node:crypto';
import { PAYOUT_MESSAGES, TEST_BANK } from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import type { AddBankAccountResult, BankAccountDetails, PayoutProvider, PayoutState } from './payout-provider.ts';

/** The ABA routing number checksum: 3, 7, 1 weights over the nine digits, a multiple of 10. */
export function isAbaRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = d.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  return sum % 10 === 0 && routing !== '000000000';
}

/** Banks the simulated provider knows by routing number; any other valid number is 'Simulated Bank'. */
const BANK_NAMES: Record<string, string> = { [TEST_BANK.routingNumber]: 'STRIPE TEST BANK' };

/** Accounts that are accepted and then fail at settlement, with the failure as Stripe names it. */
const FAILING_ACCOUNTS: Record<string, { code: string; message: string }> = {
  [TEST_BANK.accountFails]: { code: 'no_account', message: PAYOUT_TEXTS.failureNoAccount },
};

/**
 * A payout provider that moves no money and behaves like a real one
 * (docs/decisions/0071): it refuses a routing number that fails the ABA
 * checksum when the account is added, and settles payouts to Stripe's test
 * accounts as Stripe does (000111111116 fails with 'no_account', the others
 * pay). It keeps no state across processes: the references it hands out carry
 * what decides a payout's outcome, never the account number.
 */
export function createSimulatedPayoutProvider(): PayoutProvider {
  return {
    name: 'simulated',

    async addBankAccount({ routingNumber, accountNumber }: BankAccountDetails): Promise<AddBankAccountResult> {
      await Promise.resolve();
      if (!isAbaRoutingNumber(routingNumber)) {
        return { status: 'refused', field: 'routingNumber', message: PAYOUT_MESSAGES.routingNumberUnknown };
      }
      const behaviour = FAILING_ACCOUNTS[accountNumber] ? 'fails' : 'pays';
      // A stable fingerprint would let a real provider spot the same account twice; here it only makes refs unique.
      const tag = createHash('sha256').update(`${routingNumber}:${accountNumber}`).digest('hex').slice(0, 8);
      return {
        status: 'added',
        accountRef: `ba_sim_${behaviour}_${tag}_${randomBytes(6).toString('hex')}`,
        bankName: BANK_NAMES[routingNumber] ?? 'Simulated Bank',
        last4: accountNumber.slice(-4),
      };
    },

    async createPayout({ accountRef, idempotencyKey }) {
      await Promise.resolve();
      const behaviour = accountRef.startsWith('ba_sim_fails_') ? 'fails' : 'pays';
      // The same key answers the same payout: the reference is derived from it.
      const id = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
      return { payoutRef: `po_sim_${behaviour}_${id}` };
    },

    async payoutState(payoutRef): Promise<PayoutState> {
      await Promise.resolve();
      if (!payoutRef.startsWith('po_sim_')) throw new Error('unknown payout');
      if (payoutRef.startsWith('po_sim_fails_')) {
        const failure = FAILING_ACCOUNTS[TEST_BANK.accountFails] ?? { code: 'no_account', message: '' };
        return { status: 'failed', failureCode: failure.code, failureMessage: failure.message };
      }
      return { status: 'paid' };
    },
  };
}

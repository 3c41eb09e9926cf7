import { and, eq, sql } from 'drizzle-orm';
import { MIN_WITHDRAWAL_CENTS, TEST_BANK } from '@teenfreelance/contracts/payouts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { payoutPaidPosting, withdrawalPosting } from '../../features/payments/ledger/ledger.postings.ts';
import { insertPostings } from '../../features/payments/ledger/ledger.repository.ts';
import type { PayoutProvider } from '../../features/payments/payouts/payout-provider.ts';
import { createSimulatedPayoutProvider } from '../../features/payments/payouts/simulated-payout-provider.ts';
import { selectRows, type DbOrTx } from '../client.ts';
import { ledgerAccounts } from '../schema/ledger.ts';
import { parentalConsents } from '../schema/parental-consents.ts';
import { payoutAccounts, withdrawals } from '../schema/payouts.ts';
import { users } from '../schema/users.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const MINUTE_MS = 60_000;

/** The demo sellers with a payout account: the two demo freelancer accounts, both minors. */
const PAID_SELLERS = ['freelancer', 'proFreelancer'] as const;

/**
 * Gives each demo freelancer account what a teen who was paid once has
 * (decision 0071): the payout account their consenting parent set up
 * (Stripe's test bank, ending 6789, through the simulated provider, as the
 * set-up page does), and one withdrawal of half their available earnings,
 * paid, after their last earnings moved, with its two ledger postings
 * (available → in transit → paid out). Runs after the demo ledger.
 */
export async function seedDemoPayouts(
  tx: DbOrTx,
  { now, provider = createSimulatedPayoutProvider() }: { now: Date; provider?: PayoutProvider },
): Promise<void> {
  for (const key of PAID_SELLERS) {
    const email = DEMO_ACCOUNTS.find((account) => account.key === key)?.email ?? '';
    const [seller] = await tx
      .select({
        id: users.id,
        guardianName: sql<string>`coalesce(${parentalConsents.consentedByName}, ${parentalConsents.parentName})`,
      })
      .from(users)
      .innerJoin(parentalConsents, eq(parentalConsents.userId, users.id))
      .where(and(eq(users.email, email), sql`${parentalConsents.consentedAt} is not null`));
    if (!seller) continue;

    const added = await provider.addBankAccount({
      holderName: seller.guardianName,
      routingNumber: TEST_BANK.routingNumber,
      accountNumber: TEST_BANK.accountPays,
    });
    if (added.status !== 'added') throw new Error(`the demo bank account was refused: ${added.message}`);
    const account = {
      userId: seller.id,
      holderName: seller.guardianName,
      bankName: added.bankName,
      last4: added.last4,
      providerAccountRef: added.accountRef,
      owner: 'guardian' as const,
      guardianName: seller.guardianName,
    };
    await tx.insert(payoutAccounts).values({ ...account, createdAt: new Date(now.getTime() - 60 * DAY_MS) });

    const [available] = await tx
      .select({ cents: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, seller.id), eq(ledgerAccounts.kind, 'seller_available')));
    const amountCents = Math.floor((available?.cents ?? 0) / 200) * 100;
    if (amountCents < MIN_WITHDRAWAL_CENTS) continue;
    // After the seller's last posting, so no running balance of their earnings goes below zero.
    const [last] = await selectRows<{ at: Date | null }>(
      tx,
      sql`select max(t.created_at) as at from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.user_id = ${seller.id}`,
    );
    const lastAt = last?.at ? new Date(last.at).getTime() : 0;
    const askedAt = new Date(
      Math.min(now.getTime() - 2 * MINUTE_MS, Math.max(lastAt, now.getTime() - 3 * DAY_MS) + MINUTE_MS),
    );
    const paidAt = new Date(askedAt.getTime() + MINUTE_MS);
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        userId: seller.id,
        amountCents,
        status: 'paid',
        last4: account.last4,
        providerAccountRef: account.providerAccountRef,
        owner: account.owner,
        guardianName: account.guardianName,
        createdAt: askedAt,
        updatedAt: paidAt,
      })
      .returning({ id: withdrawals.id });
    if (!withdrawal) continue;
    const { payoutRef } = await provider.createPayout({
      accountRef: account.providerAccountRef,
      amountCents,
      idempotencyKey: withdrawal.id,
    });
    await tx.update(withdrawals).set({ providerPayoutRef: payoutRef }).where(eq(withdrawals.id, withdrawal.id));
    const event = { withdrawalId: withdrawal.id, userId: seller.id, amountCents };
    await insertPostings(tx, [
      withdrawalPosting({ ...event, at: askedAt }),
      payoutPaidPosting({ ...event, at: paidAt }),
    ]);
  }
}

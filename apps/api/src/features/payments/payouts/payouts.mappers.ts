import type { PayoutAccount, Withdrawal } from '@teenfreelance/contracts/payouts';
import type { PayoutAccountRow, WithdrawalRow } from './payouts.repository.ts';

export const toPayoutAccount = (row: PayoutAccountRow): PayoutAccount => ({
  holderName: row.holderName,
  bankName: row.bankName,
  last4: row.last4,
  owner: row.owner,
  guardianName: row.guardianName,
  addedAt: row.createdAt.toISOString(),
});

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status,
  failureReason: row.failureReason,
  account: { last4: row.last4, owner: row.owner, guardianName: row.guardianName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

import type { DbOrTx } from '../../../db/client.ts';
import {
  createPayoutAccountsService,
  type PayoutAccountsService,
  type PayoutAccountsServiceDeps,
} from './payout-accounts.service.ts';
import { createGuardianDecisionsService, type GuardianDecisionsService } from './guardian-decisions.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSimulatedPayoutProvider } from './simulated-payout-provider.ts';
import { returnWaitingForGuardian, type WithdrawalReturnDeps } from './withdrawal-returns.ts';
import {
  createWithdrawalsService,
  type WithdrawalsService,
  type WithdrawalsServiceDeps,
} from './withdrawals.service.ts';

/** What a teen's 18th birthday asks of payouts (family/growing-up.ts), made before the payout services. */
export function createWaitingWithdrawals(deps: WithdrawalReturnDeps) {
  return {
    returnAtAdulthood: (tx: DbOrTx, teenId: string, at: Date) => returnWaitingForGuardian(deps, tx, teenId, at),
  };
}

export interface PayoutServices {
  /** Payout accounts and the guardian's set-up link (decision 0071). */
  payoutAccounts: PayoutAccountsService;
  /** Withdrawals, their payouts and the guardian's approval (decision 0071). */
  withdrawals: WithdrawalsService;
  /** The same approvals by the guardian signed in on /family (issue 38). */
  guardianDecisions: GuardianDecisionsService;
}

/** The payouts' two services on one payout provider (the simulated one unless given). */
export function createPayoutServices(
  deps: Omit<PayoutAccountsServiceDeps & WithdrawalsServiceDeps, 'payoutProvider'> & {
    payoutProvider?: PayoutProvider;
  },
): PayoutServices {
  const withProvider = { ...deps, payoutProvider: deps.payoutProvider ?? createSimulatedPayoutProvider() };
  const withdrawals = createWithdrawalsService(withProvider);
  return {
    payoutAccounts: createPayoutAccountsService(withProvider),
    withdrawals,
    guardianDecisions: createGuardianDecisionsService({ db: deps.db, withdrawalsService: withdrawals }),
  };
}

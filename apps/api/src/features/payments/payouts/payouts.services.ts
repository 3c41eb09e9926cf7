import {
  createPayoutAccountsService,
  type PayoutAccountsService,
  type PayoutAccountsServiceDeps,
} from './payout-accounts.service.ts';
import { createGuardianDecisionsService, type GuardianDecisionsService } from './guardian-decisions.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSimulatedPayoutProvider } from './simulated-payout-provider.ts';
import {
  createWithdrawalsService,
  type WithdrawalsService,
  type WithdrawalsServiceDeps,
} from './withdrawals.service.ts';

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

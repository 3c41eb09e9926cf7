import type { FamilyWithdrawalDecision, FamilyWithdrawals } from '@teenfreelance/contracts/family-payouts';
import type { WithdrawalApprovalRequest } from '@teenfreelance/contracts/payouts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Database } from '../../../db/client.ts';
import { guardiansTeen } from './family-guardian.ts';
import { toWithdrawal } from './payouts.mappers.ts';
import { findAwaitingApproval } from './payouts.repository.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/** The guardian signed in on /family deciding their teen's withdrawals (the emailed links decide the same ones). */
export interface GuardianDecisionsService {
  /** The teen's withdrawals waiting for approval, oldest first; 404 for a teen not the guardian's. */
  awaiting(guardian: SessionUser, teenId: string): Promise<FamilyWithdrawals>;
  decide(
    guardian: SessionUser,
    teenId: string,
    withdrawalId: string,
    decision: FamilyWithdrawalDecision['decision'],
  ): Promise<WithdrawalApprovalRequest>;
}

export function createGuardianDecisionsService(deps: {
  db: Database;
  withdrawalsService: Pick<WithdrawalsService, 'decideForTeen'>;
}): GuardianDecisionsService {
  const { db } = deps;

  /** A family account, linked to the teen: another family's teen is not there for them (404). */
  async function assertTheirTeen(guardian: SessionUser, teenId: string) {
    await guardiansTeen(db, guardian, teenId);
  }

  return {
    async awaiting(guardian, teenId) {
      await assertTheirTeen(guardian, teenId);
      return { withdrawals: (await findAwaitingApproval(db, teenId)).map(toWithdrawal) };
    },
    async decide(guardian, teenId, withdrawalId, decision) {
      await assertTheirTeen(guardian, teenId);
      return deps.withdrawalsService.decideForTeen(teenId, withdrawalId, decision);
    },
  };
}

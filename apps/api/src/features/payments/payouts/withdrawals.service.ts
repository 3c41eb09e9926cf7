import {
  GUARDIAN_APPROVAL_ABOVE_CENTS,
  MIN_WITHDRAWAL_CENTS,
  PAYOUT_LINK_DAYS,
  WITHDRAWALS_PATH,
  withdrawalStatuses,
  type AdminPayouts,
  type Withdrawal,
  type WithdrawalApprovalRequest,
  type WithdrawalDecision,
  type WithdrawalInput,
  type WithdrawalStatus,
  type WithdrawalsState,
} from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../../http/errors.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import type { AccountsService } from '../../accounts/accounts.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { Idempotency } from '../idempotency.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createPayoutSweep } from './payout-sweep.ts';
import { queuePayoutEmail } from './payouts.email-tasks.ts';
import { toWithdrawal } from './payouts.mappers.ts';
import { assertFreelancer, needsGuardianApproval } from './payouts.policy.ts';
import {
  countWithdrawalsByStatus,
  findPayoutAccount,
  findWithdrawalByApprovalHash,
  findWithdrawalForApproval,
  findWithdrawals,
  findWithdrawalsByStatus,
  insertWithdrawal,
  moveWithdrawal,
} from './payouts.repository.ts';
import { returnWithdrawal } from './withdrawal-returns.ts';

/** The scheduled sweep that moves payouts on (pending → in transit → paid or failed; approvals' expiry). */
export const PAYOUT_SWEEP_TASK = 'payouts-sweep';
const LISTED = 50;

export interface WithdrawalsService {
  /** The available balance and the seller's withdrawals, newest first. */
  list(user: SessionUser): Promise<WithdrawalsState>;
  /**
   * Withdraws `amountCents` of the available balance to the payout account,
   * once per Idempotency-Key: the withdrawal and its ledger posting in one
   * transaction, the seller's balances locked so concurrent withdrawals take
   * turns. A minor's above $100 waits for the guardian's emailed approval.
   */
  withdraw(
    user: SessionUser,
    key: string,
    input: WithdrawalInput,
  ): Promise<{ withdrawal: Withdrawal; replayed: boolean }>;
  /** What the guardian's approval page shows. */
  approvalRequest(token: string, sessionUser: SessionUser | null): Promise<WithdrawalApprovalRequest>;
  /** The guardian approves (the payout goes) or declines (the money comes back). */
  decide(input: WithdrawalDecision, sessionUser: SessionUser | null): Promise<WithdrawalApprovalRequest>;
  /**
   * The same decision by the teen's guardian signed in on /family (the caller
   * checked the link): 404 for a withdrawal not the teen's or past its approval.
   */
  decideForTeen(
    teenId: string,
    withdrawalId: string,
    decision: WithdrawalDecision['decision'],
  ): Promise<WithdrawalApprovalRequest>;
  /** The sweep's work, run now: how many withdrawals moved. */
  advanceDuePayouts(): Promise<number>;
  /** Admins: the withdrawals in `status` (failed payouts), most recent first. */
  adminList(status: WithdrawalStatus): Promise<AdminPayouts>;
  /** How many withdrawals are in each status, in every process (the `payouts` gauge of /metrics). */
  countByStatus(): Promise<Record<WithdrawalStatus, number>>;
}

export interface WithdrawalsServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  payoutProvider: PayoutProvider;
  ledgerService: Pick<
    LedgerService,
    'lockAvailable' | 'postWithdrawal' | 'postPayoutPaid' | 'postPayoutFailed' | 'postWithdrawalDeclined'
  >;
  idempotency: Idempotency;
  accountsService: Pick<AccountsService, 'consentingGuardian'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  background: BackgroundQueue;
  /** PAYOUT_SETTLE_SECONDS: how long a payout stays in transit; the sweep runs as often (1 to 60 s). */
  settleSeconds: number;
}

const approvalLinkInvalid = () => notFound('Approval link', PAYOUT_TEXTS.linkInvalid);

export function createWithdrawalsService(deps: WithdrawalsServiceDeps): WithdrawalsService {
  const { db, clock } = deps;
  const advanceDuePayouts = createPayoutSweep(deps);
  deps.background.every(PAYOUT_SWEEP_TASK, Math.min(60, Math.max(1, deps.settleSeconds)), async () => {
    const moved = await advanceDuePayouts();
    if (moved > 0) deps.log.info({ moved }, 'payouts moved on');
  });

  async function openApproval(token: string, sessionUser: SessionUser | null, lock = false, tx: DbOrTx = db) {
    const found = await findWithdrawalByApprovalHash(tx, hashOneTimeToken(token), lock);
    if (!found) throw approvalLinkInvalid();
    const { withdrawal } = found;
    if (sessionUser?.id === withdrawal.userId) throw forbidden(PAYOUT_TEXTS.byTeenRefused);
    const open = withdrawal.status === 'awaiting_approval';
    if (open && (withdrawal.approvalExpiresAt?.getTime() ?? 0) <= clock.now().getTime()) throw approvalLinkInvalid();
    return found;
  }

  /** The guardian's decision on `found`, locked in `tx`: approved, the payout goes; declined, the money comes back. */
  async function decideIn(
    tx: DbOrTx,
    found: Awaited<ReturnType<typeof openApproval>>,
    decision: WithdrawalDecision['decision'],
  ) {
    const { withdrawal } = found;
    if (withdrawal.status !== 'awaiting_approval') {
      throw conflict(PAYOUT_TEXTS.alreadyDecided, {
        reason: 'WITHDRAWAL_ALREADY_DECIDED',
        status: withdrawal.status,
      });
    }
    const now = clock.now();
    const moved =
      decision === 'approve'
        ? await moveWithdrawal(tx, withdrawal.id, 'awaiting_approval', {
            status: 'pending',
            nextStepAt: now,
            updatedAt: now,
          })
        : await returnWithdrawal(deps, tx, withdrawal, {
            from: 'awaiting_approval',
            to: 'declined',
            code: 'declined',
            reason: PAYOUT_TEXTS.declinedReason,
            at: now,
          });
    if (!moved) throw conflict(PAYOUT_TEXTS.alreadyDecided, { reason: 'WITHDRAWAL_ALREADY_DECIDED' });
    return approvalOf({ withdrawal: moved, teenName: found.teenName });
  }

  const approvalOf = ({ withdrawal, teenName }: Awaited<ReturnType<typeof openApproval>>) => ({
    teenName,
    guardianName: withdrawal.guardianName ?? '',
    amountCents: withdrawal.amountCents,
    last4: withdrawal.last4,
    status: withdrawal.status,
    createdAt: withdrawal.createdAt.toISOString(),
    expiresAt: (withdrawal.approvalExpiresAt ?? withdrawal.createdAt).toISOString(),
  });

  return {
    async list(user) {
      assertFreelancer(user);
      const rows = await findWithdrawals(db, user.id, LISTED);
      const availableCents = await db.transaction((tx) => deps.ledgerService.lockAvailable(tx, user.id));
      return {
        availableCents,
        minimumCents: MIN_WITHDRAWAL_CENTS,
        approvalAboveCents: user.isMinor ? GUARDIAN_APPROVAL_ABOVE_CENTS : null,
        withdrawals: rows.map(toWithdrawal),
      };
    },

    async withdraw(user, key, input) {
      assertFreelancer(user);
      const outcome = await deps.idempotency.run<Withdrawal>(
        { userId: user.id, key, route: `POST ${WITHDRAWALS_PATH}`, body: input },
        async (complete) => {
          const account = await findPayoutAccount(db, user.id);
          if (!account) throw unprocessable(PAYOUT_TEXTS.noPayoutAccount, { reason: 'NO_PAYOUT_ACCOUNT' });
          const approval = needsGuardianApproval(user, input.amountCents, GUARDIAN_APPROVAL_ABOVE_CENTS);
          const guardian = approval ? await deps.accountsService.consentingGuardian(user.id) : null;
          if (approval && !guardian) throw forbidden(PAYOUT_TEXTS.noGuardian);
          return db.transaction(async (tx) => {
            const now = clock.now();
            const availableCents = await deps.ledgerService.lockAvailable(tx, user.id);
            if (input.amountCents > availableCents) {
              throw conflict(PAYOUT_TEXTS.insufficientBalance, { reason: 'INSUFFICIENT_BALANCE', availableCents });
            }
            const link = approval ? newOneTimeToken() : null;
            const row = await insertWithdrawal(tx, {
              userId: user.id,
              amountCents: input.amountCents,
              status: link ? 'awaiting_approval' : 'pending',
              last4: account.last4,
              providerAccountRef: account.providerAccountRef,
              owner: account.owner,
              guardianName: account.guardianName,
              approvalTokenHash: link?.tokenHash ?? null,
              approvalExpiresAt: link ? new Date(now.getTime() + PAYOUT_LINK_DAYS * DAY_MS) : null,
              nextStepAt: link ? new Date(now.getTime() + PAYOUT_LINK_DAYS * DAY_MS) : now,
              createdAt: now,
              updatedAt: now,
            });
            await deps.ledgerService.postWithdrawal(tx, {
              withdrawalId: row.id,
              userId: user.id,
              amountCents: row.amountCents,
              at: now,
            });
            if (link && guardian) {
              await queuePayoutEmail(tx, deps.background, row.id, {
                kind: 'withdrawal-approval',
                to: guardian.email,
                guardianName: guardian.name,
                teenName: user.name,
                amountCents: row.amountCents,
                last4: row.last4,
                token: link.token,
              });
            }
            const dto = toWithdrawal(row);
            await complete(tx, { status: 201, body: dto });
            return dto;
          });
        },
      );
      return { withdrawal: outcome.body, replayed: outcome.replayed };
    },

    async approvalRequest(token, sessionUser) {
      return approvalOf(await openApproval(token, sessionUser));
    },

    async decide({ token, decision }, sessionUser) {
      return db.transaction(async (tx) => decideIn(tx, await openApproval(token, sessionUser, true, tx), decision));
    },

    async decideForTeen(teenId, withdrawalId, decision) {
      return db.transaction(async (tx) => {
        const found = isUuid(withdrawalId) ? await findWithdrawalForApproval(tx, withdrawalId, true) : undefined;
        if (!found || found.withdrawal.userId !== teenId) throw notFound('Withdrawal');
        const { withdrawal } = found;
        const open = withdrawal.status === 'awaiting_approval';
        if (open && (withdrawal.approvalExpiresAt?.getTime() ?? 0) <= clock.now().getTime())
          throw notFound('Withdrawal');
        return decideIn(tx, found, decision);
      });
    },

    advanceDuePayouts,

    async adminList(status) {
      const rows = await findWithdrawalsByStatus(db, status, 100);
      return {
        payouts: rows.map((row) => ({
          ...toWithdrawal(row.withdrawal),
          user: { id: row.withdrawal.userId, name: row.userName, isMinor: row.isMinor },
        })),
      };
    },

    async countByStatus() {
      const counts = Object.fromEntries(withdrawalStatuses.map((status) => [status, 0])) as Record<
        WithdrawalStatus,
        number
      >;
      for (const row of await countWithdrawalsByStatus(db)) counts[row.status] = Number(row.count);
      return counts;
    },
  };
}

import { FAMILY_PAYOUT_TEXTS, type FamilyPayoutAccount } from '@teenfreelance/contracts/family-payouts';
import {
  PAYOUT_LINK_DAYS,
  bankAccountInputSchema,
  type BankAccountInput,
  type GuardianLinkSent,
  type GuardianSetup,
  type PayoutAccountState,
  type PayoutSetupDone,
  type PayoutSetupInput,
  type PayoutSetupRequest,
} from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { conflict, forbidden, notFound, rateLimited, validationFailed } from '../../../http/errors.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import type { RateLimitRule, RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import type { AccountsService } from '../../accounts/accounts.service.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { guardiansTeen } from './family-guardian.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { definePayoutEmails, queuePayoutEmail } from './payouts.email-tasks.ts';
import { toPayoutAccount } from './payouts.mappers.ts';
import {
  findPayoutAccount,
  findSetupLink,
  findSetupLinkByTokenHash,
  replaceSetupLink,
  spendSetupLink,
  upsertPayoutAccount,
} from './payouts.repository.ts';
import { assertFreelancer } from './payouts.policy.ts';

/** A teen may ask for a new set-up link once a minute, and 5 times an hour. */
const GUARDIAN_LINK_COOLDOWN_SECONDS = 60;
const GUARDIAN_LINK_RATE: RateLimitRule = { max: 5, windowSeconds: 3600 };

export interface PayoutAccountsService {
  /** The freelancer's payout account, and for a minor whose guardian sets it up, the set-up's state. */
  state(user: SessionUser): Promise<PayoutAccountState>;
  /**
   * An adult freelancer adds or replaces their bank account, checked by the
   * payout provider (a refused field is a 400 on that field). A minor is refused.
   */
  save(user: SessionUser, input: BankAccountInput): Promise<PayoutAccountState>;
  /** A minor emails the consenting guardian a set-up link; the previous link stops working. */
  sendGuardianLink(user: SessionUser): Promise<GuardianLinkSent>;
  /** What the guardian's set-up page shows; an unknown, used or expired link is 404, the teen's own session 403. */
  setupRequest(token: string, sessionUser: SessionUser | null): Promise<PayoutSetupRequest>;
  /** The guardian adds their bank account for the teen; the link is spent. */
  setUpByGuardian(input: PayoutSetupInput, sessionUser: SessionUser | null): Promise<PayoutSetupDone>;
  /** A linked teen's payout account as their guardian signed in on /family sees it (404: not their teen). */
  forTeen(guardian: SessionUser, teenId: string): Promise<FamilyPayoutAccount>;
  /**
   * The guardian signed in on /family adds or replaces the teen's payout
   * account: the emailed link's form, provider and rules, while consent is in
   * force (409 otherwise); an outstanding emailed link keeps working.
   */
  setUpForTeen(guardian: SessionUser, teenId: string, input: BankAccountInput): Promise<FamilyPayoutAccount>;
}

export interface PayoutAccountsServiceDeps {
  db: Database;
  clock: Clock;
  payoutProvider: PayoutProvider;
  /** Who consented for a minor: their account is the one a minor is paid to. */
  accountsService: Pick<AccountsService, 'consentingGuardian'>;
  rateLimits: Pick<RateLimitsService, 'assertWithin'>;
  /** The teen is told when their guardian adds or changes the account. */
  notificationsService: Pick<NotificationsService, 'notify'>;
  background: BackgroundQueue;
  mailer: Mailer;
  publicUrl: string;
}

const linkInvalid = () => notFound('Payout set-up link', PAYOUT_TEXTS.linkInvalid);

export function createPayoutAccountsService(deps: PayoutAccountsServiceDeps): PayoutAccountsService {
  const { db, clock } = deps;
  definePayoutEmails(deps.background, deps.mailer, deps.publicUrl);

  async function guardianSetup(userId: string): Promise<GuardianSetup | null> {
    const guardian = await deps.accountsService.consentingGuardian(userId);
    if (!guardian) return null;
    const link = await findSetupLink(db, userId);
    return { guardianName: guardian.name, linkSentAt: link?.sentAt.toISOString() ?? null };
  }

  async function state(user: SessionUser): Promise<PayoutAccountState> {
    assertFreelancer(user);
    const account = await findPayoutAccount(db, user.id);
    return {
      managedBy: user.isMinor ? 'guardian' : 'self',
      account: account ? toPayoutAccount(account) : null,
      guardianSetup: user.isMinor ? await guardianSetup(user.id) : null,
    };
  }

  /** The bank details checked by the provider: its reference, bank name and last four, or a 400 on the refused field. */
  async function addAtProvider(input: BankAccountInput) {
    // The route's schema has checked the fields already; parsed again here for the digits alone (spaces dropped).
    const details = bankAccountInputSchema.parse({
      holderName: input.holderName,
      routingNumber: input.routingNumber,
      accountNumber: input.accountNumber,
    });
    const added = await deps.payoutProvider.addBankAccount(details);
    if (added.status === 'refused') throw validationFailed([{ path: `body.${added.field}`, message: added.message }]);
    return { ...added, holderName: details.holderName };
  }

  /** Writes the guardian's account for the teen in `tx`, and tells the teen it was added or changed. */
  async function writeGuardianAccount(
    tx: DbOrTx,
    teenId: string,
    guardianName: string,
    added: Awaited<ReturnType<typeof addAtProvider>>,
  ) {
    const previous = await findPayoutAccount(tx, teenId);
    const account = await upsertPayoutAccount(tx, {
      userId: teenId,
      holderName: added.holderName,
      bankName: added.bankName,
      last4: added.last4,
      providerAccountRef: added.accountRef,
      owner: 'guardian',
      guardianName,
      createdAt: clock.now(),
    });
    await deps.notificationsService.notify(tx, {
      kind: 'payout_account_set',
      userId: teenId,
      guardianName,
      last4: account.last4,
      replaced: previous !== undefined,
    });
    return account;
  }

  async function openLink(token: string, sessionUser: SessionUser | null) {
    const link = await findSetupLinkByTokenHash(db, hashOneTimeToken(token));
    if (!link || link.expiresAt.getTime() <= clock.now().getTime()) throw linkInvalid();
    if (sessionUser?.id === link.userId) throw forbidden(PAYOUT_TEXTS.byTeenRefused);
    const guardian = await deps.accountsService.consentingGuardian(link.userId);
    if (!guardian) throw linkInvalid();
    return { link, guardian };
  }

  return {
    state,

    async save(user, input) {
      assertFreelancer(user);
      if (user.isMinor) {
        throw forbidden(PAYOUT_TEXTS.byGuardian, {
          reason: 'PAYOUT_ACCOUNT_BY_GUARDIAN',
          guardianSetup: await guardianSetup(user.id),
        });
      }
      const added = await addAtProvider(input);
      await upsertPayoutAccount(db, {
        userId: user.id,
        holderName: added.holderName,
        bankName: added.bankName,
        last4: added.last4,
        providerAccountRef: added.accountRef,
        owner: 'self',
        guardianName: null,
        createdAt: clock.now(),
      });
      return state(user);
    },

    async sendGuardianLink(user) {
      assertFreelancer(user);
      if (!user.isMinor) throw forbidden(PAYOUT_TEXTS.notAMinor);
      const guardian = await deps.accountsService.consentingGuardian(user.id);
      if (!guardian) throw conflict(PAYOUT_TEXTS.noGuardian);
      const now = clock.now();
      const previous = await findSetupLink(db, user.id);
      const waitMs = previous ? previous.sentAt.getTime() + GUARDIAN_LINK_COOLDOWN_SECONDS * 1000 - now.getTime() : 0;
      if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
      const { token, tokenHash } = newOneTimeToken();
      await db.transaction(async (tx) => {
        await deps.rateLimits.assertWithin(`payout-guardian-link:${user.id}`, GUARDIAN_LINK_RATE, tx);
        await replaceSetupLink(tx, {
          userId: user.id,
          tokenHash,
          expiresAt: new Date(now.getTime() + PAYOUT_LINK_DAYS * DAY_MS),
          sentAt: now,
        });
        await queuePayoutEmail(tx, deps.background, tokenHash, {
          kind: 'guardian-setup',
          to: guardian.email,
          guardianName: guardian.name,
          teenName: user.name,
          token,
        });
      });
      return { guardianName: guardian.name, linkSentAt: now.toISOString() };
    },

    async setupRequest(token, sessionUser) {
      const { link, guardian } = await openLink(token, sessionUser);
      const account = await findPayoutAccount(db, link.userId);
      return {
        teenName: link.teenName,
        guardianName: guardian.name,
        account: account ? toPayoutAccount(account) : null,
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    async setUpByGuardian(input, sessionUser) {
      const { guardian } = await openLink(input.token, sessionUser);
      const added = await addAtProvider(input);
      const row = await db.transaction(async (tx) => {
        // Spent in the same transaction as the account is written: a second use finds no link.
        const link = await findSetupLinkByTokenHash(tx, hashOneTimeToken(input.token), true);
        if (!link || link.expiresAt.getTime() <= clock.now().getTime()) throw linkInvalid();
        await spendSetupLink(tx, link.userId);
        const account = await writeGuardianAccount(tx, link.userId, guardian.name, added);
        return { account, teenName: link.teenName };
      });
      return { teenName: row.teenName, account: toPayoutAccount(row.account) };
    },

    async forTeen(guardian, teenId) {
      const teen = await guardiansTeen(db, guardian, teenId);
      const account = await findPayoutAccount(db, teen.id);
      return { teenName: teen.name, account: account ? toPayoutAccount(account) : null };
    },

    async setUpForTeen(guardian, teenId, input) {
      const teen = await guardiansTeen(db, guardian, teenId);
      // Consent in force, as the emailed link needs: withdrawn consent leaves no account to pay a minor to.
      if (!(await deps.accountsService.consentingGuardian(teen.id))) {
        throw conflict(FAMILY_PAYOUT_TEXTS.noConsent(teen.name), { reason: 'CONSENT_NOT_GIVEN' });
      }
      const added = await addAtProvider(input);
      const account = await db.transaction((tx) => writeGuardianAccount(tx, teen.id, guardian.name, added));
      return { teenName: teen.name, account: toPayoutAccount(account) };
    },
  };
}

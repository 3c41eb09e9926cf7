import { ageOn } from '@teenfreelance/contracts/accounts';
import {
  FAMILY_TEXTS,
  type FamilyInvite,
  type FamilyJoinInput,
  type FamilyOverview,
  type FamilyTeen,
} from '@teenfreelance/contracts/family';
import { orderNumberText } from '@teenfreelance/contracts/orders';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { WorkHours } from '@teenfreelance/contracts/work-hours';
import type { Clock } from '../../../clock.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { conflict, forbidden, notFound } from '../../../http/errors.ts';
import { hashOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import type { AuthResult, AuthService } from '../auth/auth.service.ts';
import { withdrawConsentIn, type ConsentWithdrawalDeps } from './consent-withdrawal.ts';
import { findSafetyEvents } from './safety-events.repository.ts';
import { hashPassword } from '../security/password-hash.ts';
import { insertConfirmedUser } from '../sign-up/sign-up.repository.ts';
import {
  findLinkedTeens,
  findOpenInvite,
  findTeensConversations,
  findTeensGigs,
  findTeensMoney,
  findTeensOrders,
  findUserByEmail,
  linkGuardian,
  setSellingPaused,
  spendInvite,
} from './family.repository.ts';

export interface FamilyService {
  /** What the family-account link's page shows; 404 when the link is unknown, used or expired. */
  invite(token: string): Promise<FamilyInvite>;
  /**
   * Uses the link: with a password, makes the guardian account (the invite's
   * email and name) and signs it in; without one, links the signed-in guardian.
   */
  join(
    input: FamilyJoinInput,
    sessionUser: SessionUser | null,
    request: { headers: Headers; clientIp: string },
  ): Promise<AuthResult | { user: SessionUser; setCookies: [] }>;
  /** Everything /family shows of the guardian's teens. */
  overview(guardian: SessionUser): Promise<FamilyOverview>;
  /** 'Pause selling' / 'Resume selling': the teen's gigs leave or rejoin the catalogue at once. */
  setSelling(guardian: SessionUser, teenId: string, paused: boolean): Promise<FamilyTeen>;
  /** 'Withdraw consent': gigs private, open orders cancelled and refunded; the teen is told. */
  withdrawConsent(guardian: SessionUser, teenId: string): Promise<FamilyOverview>;
  /** The same end of consent in `tx`, for support acting at a parent's request (/admin). */
  endConsentIn(tx: DbOrTx, teenId: string): Promise<void>;
}

export interface FamilyServiceDeps extends ConsentWithdrawalDeps {
  db: Database;
  clock: Clock;
  authService: Pick<AuthService, 'startSession'>;
  /** The controls' defaults for a teen's first guardian (family-controls.service.ts, decision 0084). */
  familyControls: { applyDefaultsBeforeFirstLink(tx: DbOrTx, teenId: string): Promise<void> };
  /** Each teen's work hours (work-hours.service.ts, decision 0086). */
  workHoursService: { describe(teenIds: readonly string[]): Promise<Map<string, WorkHours>> };
}

const linkInvalid = () => notFound('Family link', FAMILY_TEXTS.linkInvalid);

/** Only a guardian account uses the family pages. */
export function assertGuardian(user: SessionUser): void {
  if (user.role !== 'guardian')
    throw forbidden('Only a family account has a family page', { reason: 'NOT_A_GUARDIAN' });
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createFamilyService(deps: FamilyServiceDeps): FamilyService {
  const { db, clock } = deps;

  async function openInvite(tx: DbOrTx, token: string, lock = false) {
    const row = await findOpenInvite(tx, hashOneTimeToken(token), lock);
    if (!row || row.invite.expiresAt.getTime() <= clock.now().getTime()) throw linkInvalid();
    return row;
  }

  /** The teen of a guardian's request: 404 for a teen not theirs (another family's teen is not there for them). */
  async function linkedTeen(guardian: SessionUser, teenId: string, tx: DbOrTx = db) {
    assertGuardian(guardian);
    const [teen] = await findLinkedTeens(tx, guardian.id, teenId);
    if (!teen) throw notFound('Teen');
    return teen;
  }

  /** What /family shows of `teens`: one read of each kind for all of them. */
  async function describe(teens: Awaited<ReturnType<typeof findLinkedTeens>>): Promise<FamilyTeen[]> {
    const now = clock.now();
    const ids = teens.map((teen) => teen.id);
    const [gigs, orders, money, talks, hours, safety] = await Promise.all([
      findTeensGigs(db, ids),
      findTeensOrders(db, ids),
      findTeensMoney(db, ids),
      findTeensConversations(db, ids),
      deps.workHoursService.describe(ids),
      findSafetyEvents(db, ids),
    ]);
    return teens.map((teen) => {
      const cash = money.find((row) => row.teenId === teen.id);
      return {
        id: teen.id,
        name: teen.name,
        age: teen.dateOfBirth ? ageOn(teen.dateOfBirth, now) : null,
        parentalConsent: teen.parentalConsent,
        sellingPaused: teen.sellingPausedAt !== null,
        controls: { approveNewGigs: teen.approveNewGigs, contactRule: teen.contactRule },
        gigs: gigs
          .filter((gig) => gig.sellerId === teen.id)
          .map((gig) => ({
            id: gig.id,
            title: gig.title,
            status: gig.isPublic ? 'public' : gig.status === 'draft' ? 'draft' : (gig.approval ?? 'private'),
            views: Number(gig.views),
            priceCents: Number(gig.priceCents),
          })),
        orders: orders
          .filter((order) => order.sellerId === teen.id)
          .map((order) => ({
            id: order.id,
            number: orderNumberText(order.number),
            title: order.title,
            status: order.status,
            priceCents: Number(order.priceCents),
            dueAt: iso(order.dueAt),
            createdAt: iso(order.createdAt) ?? '',
          })),
        earnings: {
          pendingCents: Number(cash?.pendingCents ?? 0),
          availableCents: Number(cash?.availableCents ?? 0),
          withdrawnCents: Number(cash?.withdrawnCents ?? 0),
        },
        payoutAccount: cash?.last4 ? { last4: cash.last4 } : null,
        withdrawalsAwaitingApproval: Number(cash?.awaitingApproval ?? 0),
        workHours: hours.get(teen.id) ?? null,
        safety: safety.get(teen.id) ?? null,
        conversations: talks
          .filter((talk) => talk.buyerId === teen.id || talk.sellerId === teen.id)
          .map((talk) => ({
            id: talk.id,
            withName: talk.buyerId === teen.id ? talk.sellerName : talk.buyerName,
            about: talk.gigTitle
              ? { kind: 'gig' as const, title: talk.gigTitle }
              : talk.jobTitle
                ? { kind: 'job' as const, title: talk.jobTitle }
                : { kind: 'none' as const },
            lastMessageAt: iso(talk.lastMessageAt),
          })),
      };
    });
  }

  async function overview(guardian: SessionUser): Promise<FamilyOverview> {
    assertGuardian(guardian);
    return { teens: await describe(await findLinkedTeens(db, guardian.id)) };
  }

  return {
    async invite(token) {
      const { invite, teenName } = await openInvite(db, token);
      const existing = await findUserByEmail(db, invite.email);
      return {
        teenName,
        guardianName: invite.guardianName,
        email: invite.email,
        accountExists: existing !== undefined,
      };
    },

    async join(input, sessionUser, request) {
      const at = clock.now();
      if (input.password === undefined) {
        // Linking: the signed-in account must be a family account.
        if (!sessionUser) throw conflict(FAMILY_TEXTS.signInFirst, { reason: 'SIGN_IN_TO_LINK' });
        if (sessionUser.role !== 'guardian')
          throw conflict(FAMILY_TEXTS.notAGuardian, { reason: 'EMAIL_NOT_A_GUARDIAN' });
        await db.transaction(async (tx) => {
          const { invite } = await openInvite(tx, input.token, true);
          await deps.familyControls.applyDefaultsBeforeFirstLink(tx, invite.teenId);
          await linkGuardian(tx, sessionUser.id, invite.teenId, at);
          await spendInvite(tx, invite.id, at);
        });
        return { user: sessionUser, setCookies: [] };
      }
      const passwordHash = await hashPassword(input.password);
      const created = await db.transaction(async (tx) => {
        const { invite } = await openInvite(tx, input.token, true);
        const existing = await findUserByEmail(tx, invite.email);
        if (existing) {
          throw existing.role === 'guardian'
            ? conflict(FAMILY_TEXTS.signInFirst, { reason: 'SIGN_IN_TO_LINK' })
            : conflict(FAMILY_TEXTS.notAGuardian, { reason: 'EMAIL_NOT_A_GUARDIAN' });
        }
        const user = await insertConfirmedUser(tx, {
          email: invite.email,
          name: invite.guardianName,
          role: 'guardian',
          passwordHash,
          at,
        });
        if (!user) throw conflict(FAMILY_TEXTS.signInFirst, { reason: 'SIGN_IN_TO_LINK' });
        await deps.familyControls.applyDefaultsBeforeFirstLink(tx, invite.teenId);
        await linkGuardian(tx, user.id, invite.teenId, at);
        await spendInvite(tx, invite.id, at);
        return user;
      });
      return deps.authService.startSession(created.id, request.headers, request.clientIp);
    },

    overview,

    async setSelling(guardian, teenId, paused) {
      await linkedTeen(guardian, teenId);
      await db.transaction(async (tx) => {
        await setSellingPaused(tx, teenId, paused ? clock.now() : null);
        await deps.gigsService.refreshSellerGigVisibility(tx, teenId);
        await deps.notificationsService.notify(tx, {
          kind: paused ? 'selling_paused' : 'selling_resumed',
          userId: teenId,
          guardianName: guardian.name,
        });
      });
      const [teen] = await describe([await linkedTeen(guardian, teenId)]);
      return teen as FamilyTeen;
    },

    async withdrawConsent(guardian, teenId) {
      await db.transaction(async (tx) => {
        const teen = await linkedTeen(guardian, teenId, tx);
        if (teen.parentalConsent !== 'granted') {
          throw conflict('Consent is not given, so there is nothing to withdraw', { reason: 'CONSENT_NOT_GIVEN' });
        }
        await withdrawConsentIn(tx, deps, teenId, clock.now());
      });
      return overview(guardian);
    },

    endConsentIn: (tx, teenId) => withdrawConsentIn(tx, deps, teenId, clock.now()),
  };
}

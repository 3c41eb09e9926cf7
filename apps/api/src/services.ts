import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './platform/email/mailer.ts';
import { createAccountServices, type AccountServices } from './features/accounts/accounts.services.ts';
import type { Auth } from './features/accounts/security/better-auth.ts';
import { quietHoursMailer } from './features/accounts/family/quiet-emails.ts';
import { createAuthService, type AuthService } from './features/accounts/auth/auth.service.ts';
import type { ExploreCache } from './features/catalogue/search/explore-cache.ts';
import { createCatalogueServices, type CatalogueServices } from './features/catalogue/catalogue.services.ts';
import type { CatalogueReads } from './http/read-routing.ts';
import { createGigApprovalRequests } from './features/accounts/family/gig-approvals.requests.ts';
import { createContactRule, withContactRule } from './features/accounts/family/contact-rule.service.ts';
import {
  createGoogleSignInService,
  type GoogleSignInService,
} from './features/accounts/google-sign-in/google-sign-in.service.ts';
import { createDashboardService, type DashboardService } from './features/dashboards/dashboard.service.ts';
import { createEarningsService, type EarningsService } from './features/dashboards/earnings/earnings.service.ts';
import { createAdminService, type AdminService } from './features/trust-and-safety/admin/admin.service.ts';
import { createPrivacyService, type PrivacyService } from './features/accounts/privacy/privacy.service.ts';
import { createSafetyService, type SafetyService } from './features/trust-and-safety/safety.service.ts';
import { createJobsService, type JobsService } from './features/job-posts/job-posts.service.ts';
import { createProposalsService, type ProposalsService } from './features/job-posts/proposals.service.ts';
import { createMessagesService, type MessagesService } from './features/messaging/messages.service.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from './features/notifications/notifications.service.ts';
import type { BackgroundQueue } from './platform/background/background.ts';
import { createCheckoutService, type CheckoutService } from './features/payments/checkout/checkout.service.ts';
import { createPlanService, type PlanService } from './features/payments/pro-plan/plan.service.ts';
import { createOrdersService, type OrdersService } from './features/orders/orders.service.ts';
import { createOrderFilesService, type OrderFilesService } from './features/orders/order-files.service.ts';
import { createIdempotency } from './features/payments/idempotency.ts';
import type { PaymentProvider } from './features/payments/payment-provider.ts';
import { createCardCheckService, type CardCheckService } from './features/payments/card-check/card-check.service.ts';
import { createPaymentsService, type PaymentsService } from './features/payments/payments.service.ts';
import { createLedgerService } from './features/payments/ledger/ledger.service.ts';
import { createLedgerReportService } from './features/payments/ledger/ledger-report.service.ts';
import type { PayoutProvider } from './features/payments/payouts/payout-provider.ts';
import {
  createPayoutServices,
  createWaitingWithdrawals,
  type PayoutServices,
} from './features/payments/payouts/payouts.services.ts';
import { createPasswordsService, type PasswordsService } from './features/accounts/passwords/passwords.service.ts';
import { createProfilesService, type ProfilesService } from './features/accounts/profiles/profiles.service.ts';
import { createReaderScreening } from './platform/screening/reader-screening.ts';
import { createRateLimitsService, type RateLimitsService } from './platform/rate-limits/rate-limits.service.ts';
import { scheduleHousekeeping } from './platform/housekeeping/housekeeping.ts';
import { housekeepingSweeps } from './housekeeping-sweeps.ts';
import type { CounterStore } from './platform/rate-limits/counters.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';

/** What the services are made from: one of each, made once by buildApp. */
export interface ServiceDependencies {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  clock: Clock;
  /** The rate limits' counters: the database's table, or Redis with REDIS_URL (decision 0080). */
  counters: CounterStore;
  log: FastifyBaseLogger;
  /** Uploaded pictures and delivery files: DATA_DIR, or a bucket with S3_BUCKET (decision 0081). */
  storage: ObjectStorage;
  exploreCache?: ExploreCache;
  /** Where the catalogue's public reads go: a replica with DATABASE_READ_URL (decision 0090). */
  reads?: CatalogueReads;
  /** Scheduled work (platform/background/background.ts). */
  background: BackgroundQueue;
  /** How long a message waits unread before it is emailed; 15 minutes by default. */
  messageEmailDelaySeconds?: number;
  /** Charges and refunds (payments/): the simulated provider unless another is given. */
  paymentProvider: PaymentProvider;
  /** Bank accounts and payouts (payments/payouts/): the simulated payout provider unless another is given. */
  payoutProvider?: PayoutProvider;
  /** How often the sweep that renews or ends Pro subscriptions runs; an hour by default. */
  renewalSweepSeconds?: number;
  /** How often the sweep that completes delivered orders runs; a minute by default. */
  autoCompleteSweepSeconds?: number;
}

/** Every area's services; payouts, accounts (sign-up and family among them) and the catalogue's by their areas. */
export interface Services extends PayoutServices, AccountServices, CatalogueServices {
  rateLimits: RateLimitsService;
  auth: AuthService;
  passwords: PasswordsService;
  googleSignIn: GoogleSignInService;
  profiles: ProfilesService;
  messages: MessagesService;
  notifications: NotificationsService;
  orders: OrdersService;
  orderFiles: OrderFilesService;
  /** An order's payment and its refund (the orders service's way to money). */
  payments: PaymentsService;
  checkout: CheckoutService;
  plan: PlanService;
  /** Job posts (the background queue is platform/background). */
  jobPosts: JobsService;
  dashboard: DashboardService;
  /** A freelancer's earnings on the ledger: the Earnings tab, the statement, the CSV. */
  earnings: EarningsService;
  safety: SafetyService;
  privacy: PrivacyService;
  admin: AdminService;
  proposals: ProposalsService;
  cardCheck: CardCheckService;
}

/**
 * Every feature's service, each made by its factory from what it needs: the
 * one place where features meet. A service that uses another feature receives
 * that feature's service here, so features never reach into each other.
 */
export function createServices(deps: ServiceDependencies): Services {
  const { config, db, auth, mailer, clock, log, storage } = deps;
  const publicUrl = config.publicUrl;
  const ownHosts = [new URL(publicUrl).host];
  // The one screening step for what one person wrote and a teen reads (decision 0065), given to every area that shows it.
  const screening = createReaderScreening(ownHosts);
  const rateLimits = createRateLimitsService({ db, clock, counters: deps.counters });
  const safety = createSafetyService({ db, clock, rateLimits });
  const authService = createAuthService({ auth, db, rateLimits, clock });
  // Emails of activity wait through a teen's quiet hours (decision 0086).
  const activityMailer = quietHoursMailer({ mailer, background: deps.background, db, clock });
  const notifications = createNotificationsService({
    db,
    clock,
    background: deps.background,
    mailer: activityMailer,
    publicUrl,
    log,
    messageEmailDelaySeconds: deps.messageEmailDelaySeconds,
    screening,
  });
  const catalogue = createCatalogueServices({
    ...{ db, reads: deps.reads, clock, storage, rateLimits, screening, exploreCache: deps.exploreCache },
    ...{ background: deps.background, log },
    notificationsService: notifications,
    safetyService: safety,
    gigApprovalRequests: createGigApprovalRequests({ clock, background: deps.background, mailer, publicUrl }),
    secret: config.authSecret,
  });
  const { gigs } = catalogue;
  const contactRule = createContactRule({ db });
  const messages = createMessagesService({
    db,
    clock,
    rateLimits,
    notificationsService: notifications,
    safetyService: withContactRule(safety, contactRule),
    ownHosts,
    sessions: authService,
  });
  const { paymentProvider } = deps;
  const passwords = createPasswordsService({
    ...{ db, authService, rateLimits, background: deps.background, mailer, publicUrl, clock },
  });
  const privacy = createPrivacyService({
    db,
    clock,
    passwordsService: passwords,
    messagesService: messages,
    storage,
    screening,
  });
  const ledger = createLedgerService({
    db,
    clock,
    log,
    background: deps.background,
    clearingDays: config.earningsClearingDays,
  });
  const payments = createPaymentsService({ paymentProvider, log, ledgerService: ledger });
  const orders = createOrdersService({
    db,
    clock,
    paymentsService: payments,
    notificationsService: notifications,
    background: deps.background,
    mailer: activityMailer,
    publicUrl,
    log,
    screening,
    autoCompleteSweepSeconds: deps.autoCompleteSweepSeconds,
    // The accounts area is made after orders (it cancels a teen's orders): asked at answer time, when it exists.
    workHoursDueAt: (tx, question) => accountServices.workHours.dueAt(tx, question, undefined, true),
  });
  const accountServices = createAccountServices({
    db,
    clock,
    secret: config.authSecret,
    sweepSeconds: config.familySweepSeconds,
    background: deps.background,
    mailer,
    publicUrl,
    rateLimits,
    authService,
    privacyService: privacy,
    gigsService: gigs,
    notificationsService: notifications,
    ordersService: orders,
    waitingWithdrawals: createWaitingWithdrawals({
      ...{ ledgerService: ledger, notificationsService: notifications, background: deps.background },
    }),
  });
  const { accounts } = accountServices;
  const proposals = createProposalsService({
    ...{ db, clock, log },
    messagesService: messages,
    notificationsService: notifications,
    rateLimits,
    safetyService: safety,
    screening,
    contactRule,
  });
  // One store of Idempotency-Keys for every request that takes one (payments, the Pro plan).
  const idempotency = createIdempotency({ db, clock, secret: config.authSecret, background: deps.background });
  scheduleHousekeeping({ background: deps.background, clock, log }, housekeepingSweeps(db, storage));
  return {
    ...createPayoutServices({
      db,
      clock,
      log,
      mailer,
      publicUrl,
      rateLimits,
      background: deps.background,
      payoutProvider: deps.payoutProvider,
      settleSeconds: config.payoutSettleSeconds,
      accountsService: accounts,
      ledgerService: ledger,
      idempotency,
      notificationsService: notifications,
    }),
    rateLimits,
    auth: authService,
    passwords,
    ...accountServices,
    ...catalogue,
    googleSignIn: createGoogleSignInService({ auth, authService, db, config, clock }),
    profiles: createProfilesService({ db, reads: deps.reads, storage, rateLimits, clock, screening }),
    messages,
    notifications,
    orders,
    orderFiles: createOrderFilesService({ db, clock, storage }),
    payments,
    checkout: createCheckoutService({
      db,
      clock,
      log,
      paymentProvider,
      ledgerService: ledger,
      idempotency,
      rateLimits,
      messagesService: messages,
      proposalsService: proposals,
      safetyService: safety,
      ordersService: orders,
      contactRule,
      workHoursService: accountServices.workHours,
    }),
    cardCheck: createCardCheckService({ db, clock, paymentProvider, rateLimits }),
    plan: createPlanService({
      db,
      clock,
      paymentProvider,
      ledgerService: ledger,
      idempotency,
      notificationsService: notifications,
      gigsService: gigs,
      background: deps.background,
      log,
      renewalSweepSeconds: deps.renewalSweepSeconds,
    }),
    jobPosts: createJobsService({ db, clock, rateLimits, safetyService: safety, screening }),
    dashboard: createDashboardService({ db, clock, messagesService: messages }),
    earnings: createEarningsService({ db, clock, screening, clearingDays: config.earningsClearingDays }),
    safety,
    privacy,
    admin: createAdminService({
      db,
      clock,
      rateLimits,
      notificationsService: notifications,
      accountsService: accounts,
      familyService: accountServices.family,
      gigsService: gigs,
      ordersService: orders,
      messagesService: messages,
      ledgerReportService: createLedgerReportService({ db, clock }),
      log,
    }),
    proposals,
  };
}

import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { signUpRoutes } from './features/accounts/sign-up/sign-up.routes.ts';
import { authRoutes } from './features/accounts/auth/auth.routes.ts';
import { categoriesRoutes } from './features/catalogue/categories/categories.routes.ts';
import { favoritesRoutes } from './features/catalogue/favorites/favorites.routes.ts';
import { gigsRoutes } from './features/catalogue/gigs/gigs.routes.ts';
import { healthRoutes, type ReadinessDependencies } from './platform/health/health.routes.ts';
import { googleSignInRoutes } from './features/accounts/google-sign-in/google-sign-in.routes.ts';
import { messagesRoutes } from './features/messaging/messages.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { passwordsRoutes } from './features/accounts/passwords/passwords.routes.ts';
import { profilesRoutes } from './features/accounts/profiles/profiles.routes.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { reviewsRoutes } from './features/catalogue/reviews/reviews.routes.ts';
import { checkoutRoutes } from './features/payments/checkout/checkout.routes.ts';
import { payoutsRoutes } from './features/payments/payouts/payouts.routes.ts';
import { familyRoutes } from './features/accounts/family/family.routes.ts';
import { familyControlsRoutes } from './features/accounts/family/family-controls.routes.ts';
import { cardCheckRoutes } from './features/payments/card-check/card-check.routes.ts';
import { workHoursRoutes } from './features/accounts/family/work-hours.routes.ts';
import { weeklySummaryRoutes } from './features/accounts/family/weekly-summary.routes.ts';
import { guardianDecisionsRoutes } from './features/payments/payouts/guardian-decisions.routes.ts';
import { planRoutes } from './features/payments/pro-plan/plan.routes.ts';
import { jobsRoutes } from './features/job-posts/job-posts.routes.ts';
import { dashboardRoutes } from './features/dashboards/dashboard.routes.ts';
import { earningsRoutes } from './features/dashboards/earnings/earnings.routes.ts';
import { safetyRoutes } from './features/trust-and-safety/safety.routes.ts';
import { privacyRoutes } from './features/accounts/privacy/privacy.routes.ts';
import { adminRoutes } from './features/trust-and-safety/admin/admin.routes.ts';
import { disputeRoutes } from './features/orders/disputes/disputes.routes.ts';
import type { AuthGuard } from './http/auth-guard.ts';
import type { Services } from './services.ts';

export interface FeatureRoutesOptions {
  services: Services;
  /** Every signed-in route's session check (guarded groups, http/auth-guard.ts). */
  guard: AuthGuard;
  database: DatabaseHandle;
  /** Redis and the bucket, which readiness asks when they are configured. */
  readiness: ReadinessDependencies;
  /** Whether /login lists the demo accounts. */
  hasDemoData: () => Promise<boolean>;
  publicUrl: string;
}

/** Every feature's routes, each given the services it calls: the one list of what the API serves. */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  { services, guard, database, readiness, hasDemoData, publicUrl }: FeatureRoutesOptions,
): Promise<void> {
  await app.register(healthRoutes, { database, readiness });
  await app.register(authRoutes, {
    authService: services.auth,
    guard,
    hasDemoData,
  });
  await app.register(categoriesRoutes, { categoriesService: services.categories });
  // Forgot, reset and change password (rate limits in the database, decision 0016).
  await app.register(passwordsRoutes, { passwordsService: services.passwords, guard });
  // Email sign-up: the form, then the emailed link (decision 0066).
  await app.register(signUpRoutes, { signUpService: services.signUp });
  // Parental consent.
  await app.register(accountsRoutes, { accountsService: services.accounts, guard });
  await app.register(gigsRoutes, {
    gigsService: services.gigs,
    exploreService: services.explore,
    gigPicturesService: services.gigPictures,
    gigViewsService: services.gigViews,
    safetyService: services.safety,
    guard,
  });
  await app.register(favoritesRoutes, { favoritesService: services.favorites, guard });
  await app.register(profilesRoutes, { guard, profilesService: services.profiles });
  await app.register(messagesRoutes, { messagesService: services.messages, guard });
  await app.register(notificationsRoutes, { notificationsService: services.notifications, guard });
  await app.register(ordersRoutes, {
    ordersService: services.orders,
    orderFilesService: services.orderFiles,
    guard,
  });
  // Checkout (payments area): the quote, and the payment that places an order through the orders service.
  await app.register(checkoutRoutes, { checkoutService: services.checkout, guard });
  await app.register(reviewsRoutes, { reviewsService: services.reviews, guard });
  await app.register(planRoutes, { planService: services.plan, guard });
  // Payout accounts, withdrawals and the guardian's set-up and approval pages (decision 0071).
  await app.register(payoutsRoutes, {
    payoutAccountsService: services.payoutAccounts,
    withdrawalsService: services.withdrawals,
    guard,
  });
  // The family account's link and the family dashboard (decision 0083).
  await app.register(familyRoutes, { familyService: services.family, guard });
  // The guardian's 'Approve new gigs' and 'Who can contact my teen' (decision 0084).
  await app.register(familyControlsRoutes, { familyControlsService: services.familyControls, guard });
  // The $0 card check: a verified payment method, or a verified guardian (decision 0085).
  await app.register(cardCheckRoutes, { cardCheckService: services.cardCheck, guard });
  await app.register(workHoursRoutes, { workHoursService: services.workHours, guard });
  await app.register(weeklySummaryRoutes, { weeklySummaryService: services.weeklySummary, guard });
  await app.register(guardianDecisionsRoutes, {
    guardianDecisionsService: services.guardianDecisions,
    payoutAccountsService: services.payoutAccounts,
    guard,
  });
  await app.register(jobsRoutes, { jobsService: services.jobPosts, proposalsService: services.proposals, guard });
  await app.register(dashboardRoutes, { dashboardService: services.dashboard, guard });
  await app.register(earningsRoutes, { earningsService: services.earnings, guard });
  await app.register(safetyRoutes, { safetyService: services.safety, guard });
  await app.register(privacyRoutes, { privacyService: services.privacy, guard });
  // Moderation: one guarded group, admins only (packages/contracts/src/admin.ts).
  await app.register(adminRoutes, { adminService: services.admin, guard });
  // Disputes decided by admins (decision 0088).
  await app.register(disputeRoutes, { disputesService: services.orders.disputes, guard });
  await app.register(googleSignInRoutes, {
    googleSignInService: services.googleSignIn,
    publicUrl,
  });
}

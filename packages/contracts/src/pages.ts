/**
 * The page table: every page of the web app, once, as the browser needs it.
 * The web router mounts each `module` (apps/web/src/app/routes/{module}.tsx) at
 * its `path` behind its `access`; the API server matches the same table in the
 * same order (apps/api/src/web/page-routes.ts); the browser journeys visit every
 * page (e2e/routes.e2e.ts). pages.test.ts checks that every module named here
 * exists, so a renamed module fails in a unit test.
 *
 * Each page's title is here, once: the web app sets document.title from it
 * (apps/web/src/lib/document-title.tsx) and the server writes the same into the
 * page's <title> (page-heads.ts and the heads built from a page's answers), so
 * the two cannot disagree; page-titles.test.ts fails on a title written anywhere
 * else. What only the server needs (each page's description, indexing, whether
 * it renders the page and what the page reads first) is in page-heads.ts, keyed
 * by the same keys: a page in one table and not the other fails typecheck. This
 * file stays small and plain (no zod): the web app's entry chunk carries it.
 */

import { categoryServicesTitle } from './category-title.ts';

/** The web app's page modules, each a lazily loaded file apps/web/src/app/routes/{module}.tsx. */
export const PAGE_MODULES = [
  'home',
  'explore',
  'categories',
  'gig',
  'login',
  'register',
  'register-confirm',
  'forgot-password',
  'reset-password',
  'parental-consent',
  'payout-setup',
  'withdrawal-approval',
  'family-join',
  'family-summary-off',
  'family',
  'gig-approval',
  'google-sign-in',
  'profile',
  'dashboard',
  'earnings-statement',
  'create-gig',
  'messages',
  'notifications',
  'checkout',
  'payment-success',
  'order',
  'order-receipt',
  'upgrade',
  'post-job',
  'jobs',
  'job',
  'terms',
  'privacy',
  'refund-policy',
  'help',
  'how-it-works',
  'admin',
  'not-found',
] as const;
export type PageModule = (typeof PAGE_MODULES)[number];

/** `signed-in`: a visitor is sent to /login?redirect={path and query} and brought back. */
export type PageAccess = 'public' | 'signed-in';

export const SITE_NAME = 'TeenFreelance';

/** A page's `<title>`: "{name} | TeenFreelance". */
const titled = (name: string): string => `${name} | ${SITE_NAME}`;

export interface Page {
  /** The router pattern: `:name` is a parameter. */
  path: string;
  module: PageModule;
  access: PageAccess;
  /**
   * The page's whole `<title>`. For a page about one thing (a gig, a profile,
   * a job, an order), the title until that thing is known: `titleOf` then
   * makes the title from the thing's name.
   */
  title: string;
  /** The title of a page about one thing, from that thing's name (by default "{name} | TeenFreelance"). */
  titleOf?: (name: string) => string;
  /** The web app replaces the address with this path (an old name of a page). */
  redirectTo?: string;
  /** Told to a visitor (a destructive toast) as a signed-in page sends them to sign in. */
  visitorNotice?: { title: string; description: string };
}

const publicPage = (path: string, module: PageModule, name: string): Page => ({
  path,
  module,
  access: 'public',
  title: titled(name),
});
const signedInPage = (path: string, module: PageModule, name: string): Page => ({
  path,
  module,
  access: 'signed-in',
  title: titled(name),
});

/** Page names follow the specification's route table and screens (headings, "Sign up", "Gig detail"). */
const EXPLORE_TITLE = 'Explore All Services';
const GIG_TITLE = 'Gig Detail';
const PROFILE_TITLE = 'Profile';
const MESSAGES_TITLE = 'Messages';
const UPGRADE_TITLE = 'Upgrade to Pro';

/**
 * Every page, in the order the server matches them. The keys are the names the
 * web app's `paths` (apps/web/src/lib/paths.ts) and page-heads.ts give them.
 */
export const PAGES = {
  home: { ...publicPage('/', 'home', ''), title: `${SITE_NAME} – Find Exceptional Teen Talent` },
  explore: publicPage('/explore', 'explore', EXPLORE_TITLE),
  projects: publicPage('/projects', 'explore', EXPLORE_TITLE),
  /** Named after its category (an unknown category is a page that is not there). */
  exploreCategory: {
    ...publicPage('/explore/:category', 'explore', EXPLORE_TITLE),
    titleOf: (category) => titled(categoryServicesTitle(category)),
  },
  categories: publicPage('/categories', 'categories', 'All Categories'),
  gig: publicPage('/gig/:id', 'gig', GIG_TITLE),
  project: publicPage('/projects/:id', 'gig', GIG_TITLE),
  login: publicPage('/login', 'login', 'Log In'),
  register: publicPage('/register', 'register', 'Sign Up'),
  /** The page the sign-up email's link opens (the token is in the query): it creates the account. */
  registerConfirm: publicPage('/register/confirm', 'register-confirm', 'Confirm Sign-Up'),
  forgotPassword: publicPage('/forgot-password', 'forgot-password', 'Forgot Password'),
  resetPassword: publicPage('/reset-password', 'reset-password', 'Reset Password'),
  /** The page a parent opens from the consent email (the token is in the query). */
  parentalConsent: publicPage('/parental-consent', 'parental-consent', 'Parental Consent'),
  /** The page a minor's guardian opens from the payout set-up email (the token is in the query; no sign-in). */
  payoutSetup: publicPage('/payout-setup', 'payout-setup', 'Payout Account Set-Up'),
  /** The page a minor's guardian opens from a withdrawal's approval email (the token is in the query; no sign-in). */
  withdrawalApproval: publicPage('/withdrawal-approval', 'withdrawal-approval', 'Withdrawal Approval'),
  /** The page a parent opens from the family-account email or the consent page (the token is in the query). */
  familyJoin: publicPage('/family/join', 'family-join', 'Your Family Account'),
  /** The weekly summary email's unsubscribe link (the guardian and its signature are in the query; no sign-in). */
  familySummaryOff: publicPage('/family/weekly-summary/off', 'family-summary-off', 'Weekly Summary'),
  /** A guardian's family dashboard (decision 0083). */
  family: signedInPage('/family', 'family', 'Family'),
  /** The page a guardian opens from the gig-approval email (decision 0084; the token is in the query). */
  gigApproval: publicPage('/family/gig-approval', 'gig-approval', 'Gig Approval'),
  googleSignIn: publicPage('/auth/google', 'google-sign-in', 'Google Sign-In'),
  profile: signedInPage('/profile', 'profile', PROFILE_TITLE),
  userProfile: publicPage('/profile/:id', 'profile', PROFILE_TITLE),
  dashboard: signedInPage('/dashboard', 'dashboard', 'Dashboard'),
  /** A freelancer's earnings of one year (`?year=`, this year without it), from the ledger; it prints on its own. */
  earningsStatement: {
    ...signedInPage('/dashboard/earnings/statement', 'earnings-statement', 'Earnings Statement'),
    titleOf: (year) => titled(`Earnings Statement ${year}`),
  },
  createGig: signedInPage('/create-gig', 'create-gig', 'Create a Gig'),
  messages: signedInPage('/messages', 'messages', MESSAGES_TITLE),
  conversation: signedInPage('/messages/:conversationId', 'messages', MESSAGES_TITLE),
  notifications: signedInPage('/notifications', 'notifications', 'Notifications'),
  checkout: {
    ...signedInPage('/checkout', 'checkout', 'Checkout'),
    visitorNotice: { title: 'Authentication Required', description: 'Please log in to complete checkout' },
  },
  /** The confirmation of a new order (`?order={id}`). */
  paymentSuccess: signedInPage('/payment-success', 'payment-success', 'Payment Successful'),
  /** One order, for its buyer, its seller and admins. */
  order: { ...signedInPage('/orders/:id', 'order', 'Order'), titleOf: (number) => titled(`Order ${number}`) },
  /** An order's receipt, for its buyer and admins; it prints on its own. */
  orderReceipt: {
    ...signedInPage('/orders/:id/receipt', 'order-receipt', 'Receipt'),
    titleOf: (number) => titled(`Receipt ${number}`),
  },
  upgrade: publicPage('/upgrade', 'upgrade', UPGRADE_TITLE),
  goPro: { ...publicPage('/go-pro', 'upgrade', UPGRADE_TITLE), redirectTo: '/upgrade' },
  postJob: signedInPage('/post-job', 'post-job', 'Post a Job'),
  jobs: publicPage('/jobs', 'jobs', 'Browse Jobs'),
  job: publicPage('/jobs/:id', 'job', 'Job'),
  terms: publicPage('/terms', 'terms', 'Terms of Service'),
  privacy: publicPage('/privacy', 'privacy', 'Privacy Policy'),
  refundPolicy: publicPage('/refund-policy', 'refund-policy', 'Refund Policy'),
  help: publicPage('/help', 'help', 'Help Center'),
  howItWorks: publicPage('/how-it-works', 'how-it-works', 'How It Works'),
  /** Moderation: signed in here, admins only on the page (and on every endpoint it calls). */
  admin: signedInPage('/admin', 'admin', 'Moderation'),
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof PAGES;

/** The page for paths outside the table, and for pages that are not there (answered with 404). */
export const NOT_FOUND_PAGE: Page = publicPage('*', 'not-found', 'Page Not Found');

/**
 * A page's `<title>`: the table's, or for a page about one thing whose name
 * is known, the title made from that name (a gig's title, a profile's name).
 */
export function documentTitle(page: Page, name?: string): string {
  if (name === undefined) return page.title;
  return page.titleOf ? page.titleOf(name) : titled(name);
}

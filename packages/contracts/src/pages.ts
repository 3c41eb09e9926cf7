/**
 * The page table: every page of the web app, once, as the browser needs it.
 * The web router mounts each `module` (apps/web/src/app/routes/{module}.tsx) at
 * its `path` behind its `access`; the API server matches the same table in the
 * same order (apps/api/src/web/page-routes.ts); the browser journeys visit every
 * page (e2e/routes.e2e.ts). pages.test.ts checks that every module named here
 * exists, so a renamed module fails in a unit test.
 *
 * What only the server needs (each page's title, description, indexing, whether
 * it renders the page and what the page reads first) is in page-heads.ts, keyed
 * by the same keys: a page in one table and not the other fails typecheck. This
 * file stays small and plain (no zod): the web app's entry chunk carries it.
 */

/** The web app's page modules, each a lazily loaded file apps/web/src/app/routes/{module}.tsx. */
export const PAGE_MODULES = [
  'home',
  'explore',
  'categories',
  'gig',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'parental-consent',
  'google-sign-in',
  'profile',
  'dashboard',
  'create-gig',
  'messages',
  'notifications',
  'checkout',
  'payment-success',
  'order',
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

/** `signed-in`: a visitor is sent to /login?from={path and query} and brought back. */
export type PageAccess = 'public' | 'signed-in';

export interface Page {
  /** The router pattern: `:name` is a parameter. */
  path: string;
  module: PageModule;
  access: PageAccess;
  /** The web app replaces the address with this path (an old name of a page). */
  redirectTo?: string;
  /** Told to a visitor (a destructive toast) as a signed-in page sends them to sign in. */
  visitorNotice?: { title: string; description: string };
}

const publicPage = (path: string, module: PageModule): Page => ({ path, module, access: 'public' });
const signedInPage = (path: string, module: PageModule): Page => ({ path, module, access: 'signed-in' });

/**
 * Every page, in the order the server matches them. The keys are the names the
 * web app's `paths` (apps/web/src/lib/paths.ts) and page-heads.ts give them.
 */
export const PAGES = {
  home: publicPage('/', 'home'),
  explore: publicPage('/explore', 'explore'),
  projects: publicPage('/projects', 'explore'),
  exploreCategory: publicPage('/explore/:category', 'explore'),
  categories: publicPage('/categories', 'categories'),
  gig: publicPage('/gig/:id', 'gig'),
  project: publicPage('/projects/:id', 'gig'),
  login: publicPage('/login', 'login'),
  register: publicPage('/register', 'register'),
  forgotPassword: publicPage('/forgot-password', 'forgot-password'),
  resetPassword: publicPage('/reset-password', 'reset-password'),
  /** The page a parent opens from the consent email (the token is in the query). */
  parentalConsent: publicPage('/parental-consent', 'parental-consent'),
  googleSignIn: publicPage('/auth/google', 'google-sign-in'),
  profile: signedInPage('/profile', 'profile'),
  userProfile: publicPage('/profile/:id', 'profile'),
  dashboard: signedInPage('/dashboard', 'dashboard'),
  createGig: signedInPage('/create-gig', 'create-gig'),
  messages: signedInPage('/messages', 'messages'),
  conversation: signedInPage('/messages/:conversationId', 'messages'),
  notifications: signedInPage('/notifications', 'notifications'),
  checkout: {
    ...signedInPage('/checkout', 'checkout'),
    visitorNotice: { title: 'Authentication Required', description: 'Please log in to complete checkout' },
  },
  /** The confirmation of a new order (`?order={id}`). */
  paymentSuccess: signedInPage('/payment-success', 'payment-success'),
  /** One order, for its buyer, its seller and admins. */
  order: signedInPage('/orders/:id', 'order'),
  upgrade: publicPage('/upgrade', 'upgrade'),
  goPro: { ...publicPage('/go-pro', 'upgrade'), redirectTo: '/upgrade' },
  postJob: signedInPage('/post-job', 'post-job'),
  jobs: publicPage('/jobs', 'jobs'),
  job: publicPage('/jobs/:id', 'job'),
  terms: publicPage('/terms', 'terms'),
  privacy: publicPage('/privacy', 'privacy'),
  refundPolicy: publicPage('/refund-policy', 'refund-policy'),
  help: publicPage('/help', 'help'),
  howItWorks: publicPage('/how-it-works', 'how-it-works'),
  /** Moderation: signed in here, admins only on the page (and on every endpoint it calls). */
  admin: signedInPage('/admin', 'admin'),
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof PAGES;

/** The page for paths outside the table, and for pages that are not there (answered with 404). */
export const NOT_FOUND_PAGE: Page = publicPage('*', 'not-found');

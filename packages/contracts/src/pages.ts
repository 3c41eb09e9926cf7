/**
 * The page table: every page of the web app, once, for the three that need it.
 * The web router mounts each `module` (apps/web/src/app/routes/{module}.tsx) at
 * its `path` behind its `access`; the API server writes each page's head, answers
 * its first reads and renders it when `ssr` (apps/api/src/web/page-routes.ts);
 * the browser journeys visit every page (e2e/routes.e2e.ts). pages.test.ts checks
 * that every module named here exists, so a renamed module fails in a unit test.
 *
 * Heads that depend on data (a gig, a profile, a category) are built by the API
 * from the page's answers; `title` and `description` here are the static ones,
 * or the fallback. `PageMeta` is the head's shape, here so that the API's
 * features that build a head and its page renderer (apps/api/src/web) both
 * import it without a feature importing the renderer. Plain data, no zod: the
 * web app's entry chunk reads it.
 */

export const SITE_NAME = 'TeenFreelance';

export const DEFAULT_PAGE_DESCRIPTION =
  'Connect with talented teens offering professional services at competitive rates. Verified teen freelancers, secure payments, quality guaranteed.';

/** A page's `<title>`: "{page} | TeenFreelance". */
export const pageTitle = (page: string): string => `${page} | ${SITE_NAME}`;

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
  'upgrade',
  'post-job',
  'jobs',
  'job',
  'terms',
  'privacy',
  'refund-policy',
  'help',
  'how-it-works',
  'not-found',
] as const;
export type PageModule = (typeof PAGE_MODULES)[number];

/**
 * What a page reads first from the API, beyond the session every page reads
 * (the paths are in api-paths.ts and explore-url.ts; page-reads.ts spells them):
 * the home lists, the categories, the explore list for the filters in the
 * page's URL, or the gig named by its `:id`.
 */
export type PageRead = 'home-gigs' | 'categories' | 'explore-list' | 'gig';

/** `signed-in`: a visitor is sent to /login?from={path and query} and brought back. */
export type PageAccess = 'public' | 'signed-in';

export interface Page {
  /** The router pattern: `:name` is a parameter. */
  path: string;
  module: PageModule;
  access: PageAccess;
  /** The server renders the page's HTML (public pages that search engines and link previews read). */
  ssr: boolean;
  reads: readonly PageRead[];
  /** The whole `<title>`. */
  title: string;
  /** Defaults to DEFAULT_PAGE_DESCRIPTION. */
  description?: string;
  /** Pages private to a user, or opened from a one-time link, are not indexed. */
  noIndex?: boolean;
  /** The web app replaces the address with this path (an old name of a page). */
  redirectTo?: string;
}

const publicPage = (path: string, module: PageModule, title: string, description?: string) =>
  ({ path, module, access: 'public', ssr: false, reads: [], title: pageTitle(title), description }) satisfies Page;

/** A public page that is not indexed (opened from a link that carries a token or a provider's answer). */
const unlistedPage = (path: string, module: PageModule, title: string) =>
  ({ ...publicPage(path, module, title), noIndex: true }) satisfies Page;

const signedInPage = (path: string, module: PageModule, title: string) =>
  ({ ...publicPage(path, module, title), access: 'signed-in', noIndex: true }) satisfies Page;

const staticPage = (path: string, module: PageModule, title: string) =>
  ({ ...publicPage(path, module, title), ssr: true }) satisfies Page;

const EXPLORE_TITLE = 'Explore All Services';
const EXPLORE_DESCRIPTION =
  'Browse services from verified teen freelancers: design, websites, writing, video, music and more.';
const explorePage = (path: string) =>
  ({
    ...publicPage(path, 'explore', EXPLORE_TITLE, EXPLORE_DESCRIPTION),
    ssr: true,
    reads: ['categories', 'explore-list'],
  }) satisfies Page;

/** A gig's head comes from its answer (the API's gig page meta); this is the fallback. */
const gigPage = (path: string) =>
  ({ ...publicPage(path, 'gig', 'Service'), ssr: true, reads: ['gig', 'categories'] }) satisfies Page;

/**
 * Every page, in the order the server matches them. The keys are the names the
 * web app's `paths` (apps/web/src/lib/paths.ts) gives them.
 */
export const PAGES = {
  home: {
    path: '/',
    module: 'home',
    access: 'public',
    ssr: true,
    reads: ['home-gigs', 'categories'],
    title: `${SITE_NAME} – Find Exceptional Teen Talent`,
  },
  explore: explorePage('/explore'),
  projects: explorePage('/projects'),
  /** The category's name is in its head (the API's category meta); an unknown category is a 404. */
  exploreCategory: explorePage('/explore/:category'),
  categories: {
    ...publicPage(
      '/categories',
      'categories',
      'All Categories',
      'All thirteen categories of services offered by teen freelancers on TeenFreelance.',
    ),
    ssr: true,
    reads: ['categories'],
  },
  gig: gigPage('/gig/:id'),
  project: gigPage('/projects/:id'),
  login: publicPage(
    '/login',
    'login',
    'Log In',
    'Log in to TeenFreelance to buy services, message sellers and manage your gigs.',
  ),
  register: publicPage('/register', 'register', 'Sign Up', 'Join TeenFreelance as a buyer or as a teen freelancer.'),
  forgotPassword: publicPage('/forgot-password', 'forgot-password', 'Forgot Password'),
  resetPassword: unlistedPage('/reset-password', 'reset-password', 'Reset Password'),
  /** The page a parent opens from the consent email (the token is in the query). */
  parentalConsent: unlistedPage('/parental-consent', 'parental-consent', 'Parental Consent'),
  googleSignIn: unlistedPage('/auth/google', 'google-sign-in', 'Google Sign-In'),
  profile: signedInPage('/profile', 'profile', 'Profile'),
  /** A profile's head comes from the profile (the API's profile page meta); this is the fallback. */
  userProfile: publicPage('/profile/:id', 'profile', 'Profile'),
  dashboard: signedInPage('/dashboard', 'dashboard', 'Dashboard'),
  createGig: signedInPage('/create-gig', 'create-gig', 'Create a Gig'),
  messages: signedInPage('/messages', 'messages', 'Messages'),
  conversation: signedInPage('/messages/:conversationId', 'messages', 'Messages'),
  notifications: signedInPage('/notifications', 'notifications', 'Notifications'),
  checkout: signedInPage('/checkout', 'checkout', 'Checkout'),
  paymentSuccess: unlistedPage('/payment-success', 'payment-success', 'Payment Successful'),
  upgrade: publicPage(
    '/upgrade',
    'upgrade',
    'Upgrade to Pro',
    'Go Pro on TeenFreelance for $19.99 per month: featured placement, unlimited job applications and more.',
  ),
  goPro: { ...publicPage('/go-pro', 'upgrade', 'Upgrade to Pro'), redirectTo: '/upgrade' },
  postJob: signedInPage('/post-job', 'post-job', 'Post a Job'),
  jobs: publicPage('/jobs', 'jobs', 'Browse Jobs', 'Jobs posted by buyers looking for teen talent.'),
  job: publicPage('/jobs/:id', 'job', 'Job'),
  terms: staticPage('/terms', 'terms', 'Terms of Service'),
  privacy: staticPage('/privacy', 'privacy', 'Privacy Policy'),
  refundPolicy: staticPage('/refund-policy', 'refund-policy', 'Refund Policy'),
  help: staticPage('/help', 'help', 'Help Center'),
  howItWorks: staticPage('/how-it-works', 'how-it-works', 'How It Works'),
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof PAGES;

/** The page for paths outside the table, and for pages that are not there (answered with 404). */
export const NOT_FOUND_PAGE = {
  ...unlistedPage('*', 'not-found', 'Page Not Found'),
  description: 'The page you are looking for does not exist.',
} as const satisfies Page;

/** What the server writes into a page's <head>, and the status it answers with. */
export interface PageMeta {
  title: string;
  description: string;
  status: number;
  /** Absolute or site-relative image for link previews. */
  image?: string;
  type?: 'website' | 'product' | 'profile';
  /** Extra structured data (schema.org JSON-LD), written as application/ld+json. */
  jsonLd?: object;
  /** Pages that are private to a user are not indexed. */
  noIndex?: boolean;
}

/** The path's parameters of a page (`:id` -> `{ id }`). */
export type PageParams = Record<string, string>;
/** API answers by GET path, as the page's first reads got them. */
export type PageAnswers = ReadonlyMap<string, unknown>;

/**
 * A dynamic page's head, built by the API feature that owns the page (gig
 * detail, profile...) from the page's own answers when they hold what it
 * needs; null when the page is not there (404).
 */
export type PageMetaResolver = (params: PageParams, answers: PageAnswers) => PageMeta | null | Promise<PageMeta | null>;

/**
 * What the server knows of each page of the page table (pages.ts) and the
 * browser does not need: its description, whether search
 * engines index it, whether the server renders its HTML, and what it reads
 * first. Keyed by the page table's keys, and typed so that every page has
 * exactly one head: a page added to one table and not the other fails
 * typecheck. Read by the API's page renderer (apps/api/src/web/page-routes.ts);
 * the web app never imports this file, so none of it reaches the browser.
 *
 * Each head's title is the page table's (pages.ts), the one the web app sets
 * too. Heads that depend on data (a gig, a profile, a category) are built by
 * the API from the page's answers, their titles by the table's documentTitle;
 * `description` here is the static one, or the fallback. `PageMeta` is the head's shape, here so that the API's
 * features that build a head and its page renderer (apps/api/src/web) both
 * import it without a feature importing the renderer.
 */
import { NOT_FOUND_PAGE, PAGES, type PageKey } from './pages.ts';

export { SITE_NAME } from './pages.ts';

export const DEFAULT_PAGE_DESCRIPTION =
  'Connect with talented teens offering professional services at competitive rates. Verified teen freelancers, secure payments, quality guaranteed.';

/**
 * What a page reads first from the API, beyond the session every page reads
 * (the paths are in api-paths.ts and explore-url.ts; page-reads.ts spells them):
 * the home lists, the categories, the explore list for the filters in the
 * page's URL, the gig named by its `:id`, the jobs list for the filters in
 * the page's URL, or the job named by its `:id`.
 */
export type PageRead =
  | 'home-gigs'
  | 'categories'
  | 'explore-list'
  | 'gig'
  | 'jobs-list'
  | 'job'
  | 'profile'
  | 'seller-overview'
  | 'buyer-overview'
  | 'conversations';

export interface PageHead {
  /** The whole `<title>`: the page table's. */
  title: string;
  /** Defaults to DEFAULT_PAGE_DESCRIPTION. */
  description?: string;
  /** Pages private to a user, or opened from a one-time link, are not indexed. */
  noIndex?: boolean;
  /**
   * The server renders the page's HTML: public pages that search engines and link previews read, and the
   * signed-in pages people open most (dashboard, messages), for their user only (decision 0101).
   */
  ssr: boolean;
  reads: readonly PageRead[];
}

const head = (key: PageKey, description?: string): PageHead => ({
  title: PAGES[key].title,
  ...(description === undefined ? {} : { description }),
  ssr: false,
  reads: [],
});

/** A page that is not indexed: private to a user (every signed-in page), or opened from a link that carries a token or a provider's answer. */
const unlisted = (key: PageKey): PageHead => ({ ...head(key), noIndex: true });

const rendered = (key: PageKey): PageHead => ({ ...head(key), ssr: true });

const EXPLORE_DESCRIPTION =
  'Browse services from verified teen freelancers: design, websites, writing, video, music and more.';
const EXPLORE_HEAD: PageHead = {
  ...head('explore', EXPLORE_DESCRIPTION),
  ssr: true,
  reads: ['categories', 'explore-list'],
};

/** A gig's head comes from its answer (the API's gig page meta); this is the fallback. */
const GIG_HEAD: PageHead = { ...head('gig'), ssr: true, reads: ['gig', 'categories'] };

/** Each page's head, by the page table's keys. */
export const PAGE_HEADS: { readonly [key in PageKey]: PageHead } = {
  home: { title: PAGES.home.title, ssr: true, reads: ['home-gigs', 'categories'] },
  explore: EXPLORE_HEAD,
  projects: EXPLORE_HEAD,
  /** The category's name is in its head (the API's category meta); an unknown category is a 404. */
  exploreCategory: EXPLORE_HEAD,
  categories: {
    ...head('categories', 'All thirteen categories of services offered by teen freelancers on TeenFreelance.'),
    ssr: true,
    reads: ['categories'],
  },
  gig: GIG_HEAD,
  project: GIG_HEAD,
  login: {
    ...head('login', 'Log in to TeenFreelance to buy services, message sellers and manage your gigs.'),
    ssr: true,
  },
  register: { ...head('register', 'Join TeenFreelance as a buyer or as a teen freelancer.'), ssr: true },
  registerConfirm: unlisted('registerConfirm'),
  forgotPassword: head('forgotPassword'),
  resetPassword: unlisted('resetPassword'),
  parentalConsent: unlisted('parentalConsent'),
  payoutSetup: unlisted('payoutSetup'),
  withdrawalApproval: unlisted('withdrawalApproval'),
  familyJoin: unlisted('familyJoin'),
  familySummaryOff: unlisted('familySummaryOff'),
  family: unlisted('family'),
  gigApproval: unlisted('gigApproval'),
  googleSignIn: unlisted('googleSignIn'),
  profile: unlisted('profile'),
  /** A profile's head comes from its answer (the API's profile page meta); this is the fallback. */
  userProfile: { ...head('userProfile'), ssr: true, reads: ['profile'] },
  // Both overviews are read; the one of another role answers 403 and is not kept (decision 0101).
  dashboard: { ...unlisted('dashboard'), ssr: true, reads: ['seller-overview', 'buyer-overview'] },
  earningsStatement: unlisted('earningsStatement'),
  createGig: unlisted('createGig'),
  messages: { ...unlisted('messages'), ssr: true, reads: ['conversations'] },
  conversation: unlisted('conversation'),
  notifications: unlisted('notifications'),
  checkout: unlisted('checkout'),
  paymentSuccess: unlisted('paymentSuccess'),
  order: unlisted('order'),
  orderReceipt: unlisted('orderReceipt'),
  upgrade: head(
    'upgrade',
    'Go Pro on TeenFreelance for $19.99 per month: featured placement, unlimited job applications and more.',
  ),
  goPro: head('goPro'),
  postJob: unlisted('postJob'),
  jobs: {
    ...head('jobs', 'Projects posted by buyers looking for teen talent: design, websites, writing, video and more.'),
    ssr: true,
    reads: ['jobs-list'],
  },
  /** A job's head comes from its answer (the API's job page meta); this is the fallback. */
  job: { ...head('job'), ssr: true, reads: ['job'] },
  terms: rendered('terms'),
  privacy: rendered('privacy'),
  refundPolicy: rendered('refundPolicy'),
  help: rendered('help'),
  howItWorks: rendered('howItWorks'),
  admin: unlisted('admin'),
};

/** The head of the page for paths outside the table, and for pages that are not there (NOT_FOUND_PAGE). */
export const NOT_FOUND_HEAD: PageHead = {
  title: NOT_FOUND_PAGE.title,
  noIndex: true,
  ssr: false,
  reads: [],
  description: 'The page you are looking for does not exist.',
};

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

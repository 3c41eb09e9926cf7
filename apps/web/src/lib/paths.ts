import { NOT_FOUND_PAGE, PAGES } from '@teenfreelance/contracts/pages';

/**
 * Every route of the app, in one place: `path` is the router pattern, from the
 * page table (packages/contracts/src/pages.ts), and `getHref` builds a link.
 * Components never write URLs by hand.
 */

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const id = (value: string) => encodeURIComponent(value);

export type DashboardTab = 'overview' | 'gigs' | 'orders' | 'earnings' | 'saved' | 'jobs' | 'profile';

export const paths = {
  home: { path: PAGES.home.path, getHref: () => '/' },
  explore: {
    path: PAGES.explore.path,
    getHref: (query: { search?: string } = {}) => withQuery('/explore', query),
  },
  exploreCategory: {
    path: PAGES.exploreCategory.path,
    getHref: (category: string, query: { search?: string } = {}) => withQuery(`/explore/${id(category)}`, query),
  },
  categories: { path: PAGES.categories.path, getHref: () => '/categories' },
  gig: { path: PAGES.gig.path, getHref: (gigId: string) => `/gig/${id(gigId)}` },
  login: {
    path: PAGES.login.path,
    /** `from` is where to return after signing in. */
    getHref: (from?: string) => withQuery('/login', { from }),
  },
  register: {
    path: PAGES.register.path,
    getHref: (role?: 'buyer' | 'freelancer') => withQuery('/register', { role }),
  },
  forgotPassword: { path: PAGES.forgotPassword.path, getHref: () => '/forgot-password' },
  resetPassword: { path: PAGES.resetPassword.path, getHref: () => '/reset-password' },
  parentalConsent: {
    path: PAGES.parentalConsent.path,
    /** The page a parent opens from the consent email; `token` is the one-time token. */
    getHref: (token?: string) => withQuery('/parental-consent', { token }),
  },
  googleSignIn: { path: PAGES.googleSignIn.path, getHref: () => '/auth/google' },
  profile: { path: PAGES.profile.path, getHref: () => '/profile' },
  userProfile: { path: PAGES.userProfile.path, getHref: (userId: string) => `/profile/${id(userId)}` },
  dashboard: {
    path: PAGES.dashboard.path,
    getHref: (tab?: DashboardTab) => withQuery('/dashboard', { tab }),
  },
  createGig: { path: PAGES.createGig.path, getHref: () => '/create-gig' },
  /** The gig wizard, prefilled with one of the owner's gigs. */
  editGig: { path: PAGES.createGig.path, getHref: (gigId: string) => withQuery('/create-gig', { edit: gigId }) },
  messages: { path: PAGES.messages.path, getHref: () => '/messages' },
  conversation: {
    path: PAGES.conversation.path,
    getHref: (conversationId: string) => `/messages/${id(conversationId)}`,
  },
  notifications: { path: PAGES.notifications.path, getHref: () => '/notifications' },
  checkout: {
    path: PAGES.checkout.path,
    getHref: (gigId: string) => withQuery('/checkout', { gig: gigId }),
  },
  paymentSuccess: {
    path: PAGES.paymentSuccess.path,
    getHref: (orderId: string) => withQuery('/payment-success', { order: orderId }),
  },
  order: { path: PAGES.order.path, getHref: (orderId: string) => `/orders/${id(orderId)}` },
  projects: { path: PAGES.projects.path, getHref: () => '/projects' },
  project: { path: PAGES.project.path, getHref: (projectId: string) => `/projects/${id(projectId)}` },
  upgrade: { path: PAGES.upgrade.path, getHref: () => '/upgrade' },
  goPro: { path: PAGES.goPro.path, getHref: () => '/go-pro' },
  postJob: { path: PAGES.postJob.path, getHref: () => '/post-job' },
  jobs: { path: PAGES.jobs.path, getHref: () => '/jobs' },
  job: { path: PAGES.job.path, getHref: (jobId: string) => `/jobs/${id(jobId)}` },
  terms: { path: PAGES.terms.path, getHref: () => '/terms' },
  privacy: { path: PAGES.privacy.path, getHref: () => '/privacy' },
  refundPolicy: { path: PAGES.refundPolicy.path, getHref: () => '/refund-policy' },
  help: { path: PAGES.help.path, getHref: () => '/help' },
  howItWorks: { path: PAGES.howItWorks.path, getHref: () => '/how-it-works' },
  notFound: { path: NOT_FOUND_PAGE.path },
} as const;

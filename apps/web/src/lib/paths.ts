/**
 * The link to every page of the app, in one place: `getHref` builds it. The
 * router's patterns are the page table's (packages/contracts/src/pages.ts),
 * under the same keys; paths.test.ts checks that each link matches its
 * page's pattern. Components never write URLs by hand.
 */
import type { DashboardTab } from '@teenfreelance/contracts/dashboard';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { getHref: () => '/' },
  explore: {
    getHref: (query: { search?: string } = {}) => withQuery('/explore', query),
  },
  exploreCategory: {
    getHref: (category: string, query: { search?: string } = {}) => withQuery(`/explore/${id(category)}`, query),
  },
  categories: { getHref: () => '/categories' },
  gig: { getHref: (gigId: string) => `/gig/${id(gigId)}` },
  login: {
    /**
     * `returnTo` is where to go back to after signing in, sent as the
     * specification's `redirect` parameter (`from`, its older name, is still read).
     */
    getHref: (returnTo?: string) => withQuery('/login', { redirect: returnTo }),
  },
  register: {
    getHref: (role?: 'buyer' | 'freelancer') => withQuery('/register', { role }),
  },
  forgotPassword: { getHref: () => '/forgot-password' },
  resetPassword: { getHref: () => '/reset-password' },
  registerConfirm: { getHref: () => '/register/confirm' },
  parentalConsent: {
    /** The page a parent opens from the consent email; `token` is the one-time token. */
    getHref: (token?: string) => withQuery('/parental-consent', { token }),
  },
  /** A minor's guardian sets up the payout account from the emailed link; `token` is the one-time token. */
  payoutSetup: { getHref: (token?: string) => withQuery('/payout-setup', { token }) },
  /** A minor's guardian approves or declines a withdrawal from the emailed link. */
  withdrawalApproval: { getHref: (token?: string) => withQuery('/withdrawal-approval', { token }) },
  /** The parent's family-account link; `token` is the one-time token. */
  familyJoin: { getHref: (token?: string) => withQuery('/family/join', { token }) },
  /** The weekly summary email's unsubscribe link: the guardian and the link's signature. */
  familySummaryOff: {
    getHref: (guardian?: string, token?: string) => withQuery('/family/weekly-summary/off', { guardian, token }),
  },
  family: { getHref: () => '/family' },
  /** The guardian's gig-approval link; `token` is the one-time token. */
  gigApproval: { getHref: (token?: string) => withQuery('/family/gig-approval', { token }) },
  googleSignIn: { getHref: () => '/auth/google' },
  profile: { getHref: () => '/profile' },
  userProfile: { getHref: (userId: string) => `/profile/${id(userId)}` },
  dashboard: {
    /**
     * `status`: the Orders tab's sub-tab (active, completed, cancelled);
     * `order`: an order of that sub-tab to show highlighted (from the payment's success page).
     */
    getHref: (tab?: DashboardTab, status?: string, order?: string) => withQuery('/dashboard', { tab, status, order }),
  },
  /** A freelancer's earnings statement of `year` (this year without one). */
  earningsStatement: {
    getHref: (year?: number) =>
      withQuery('/dashboard/earnings/statement', { year: year === undefined ? undefined : String(year) }),
  },
  createGig: { getHref: () => '/create-gig' },
  /** The gig wizard, prefilled with one of the owner's gigs. */
  editGig: { getHref: (gigId: string) => withQuery('/create-gig', { edit: gigId }) },
  messages: { getHref: () => '/messages' },
  conversation: {
    getHref: (conversationId: string) => `/messages/${id(conversationId)}`,
  },
  notifications: { getHref: () => '/notifications' },
  checkout: {
    getHref: (gigId: string) => withQuery('/checkout', { gig: gigId }),
  },
  paymentSuccess: {
    getHref: (orderId: string) => withQuery('/payment-success', { order: orderId }),
  },
  order: { getHref: (orderId: string) => `/orders/${id(orderId)}` },
  orderReceipt: { getHref: (orderId: string) => `/orders/${id(orderId)}/receipt` },
  projects: { getHref: () => '/projects' },
  project: { getHref: (projectId: string) => `/projects/${id(projectId)}` },
  upgrade: { getHref: () => '/upgrade' },
  goPro: { getHref: () => '/go-pro' },
  postJob: { getHref: () => '/post-job' },
  jobs: { getHref: () => '/jobs' },
  job: { getHref: (jobId: string) => `/jobs/${id(jobId)}` },
  terms: { getHref: () => '/terms' },
  privacy: { getHref: () => '/privacy' },
  refundPolicy: { getHref: () => '/refund-policy' },
  help: { getHref: () => '/help' },
  howItWorks: { getHref: () => '/how-it-works' },
  admin: { getHref: () => '/admin' },
} as const;

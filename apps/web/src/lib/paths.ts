/**
 * Every route of the app, in one place: `path` is the router pattern,
 * `getHref` builds a link. Components never write URLs by hand.
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
  home: { path: '/', getHref: () => '/' },
  explore: {
    path: '/explore',
    getHref: (query: { search?: string } = {}) => withQuery('/explore', query),
  },
  exploreCategory: {
    path: '/explore/:category',
    getHref: (category: string, query: { search?: string } = {}) => withQuery(`/explore/${id(category)}`, query),
  },
  categories: { path: '/categories', getHref: () => '/categories' },
  gig: { path: '/gig/:id', getHref: (gigId: string) => `/gig/${id(gigId)}` },
  login: {
    path: '/login',
    /** `from` is where to return after signing in. */
    getHref: (from?: string) => withQuery('/login', { from }),
  },
  register: {
    path: '/register',
    getHref: (role?: 'buyer' | 'freelancer') => withQuery('/register', { role }),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  parentalConsent: {
    path: '/parental-consent',
    /** The page a parent opens from the consent email; `token` is the one-time token. */
    getHref: (token?: string) => withQuery('/parental-consent', { token }),
  },
  googleSignIn: { path: '/auth/google', getHref: () => '/auth/google' },
  profile: { path: '/profile', getHref: () => '/profile' },
  userProfile: { path: '/profile/:id', getHref: (userId: string) => `/profile/${id(userId)}` },
  dashboard: {
    path: '/dashboard',
    getHref: (tab?: DashboardTab) => withQuery('/dashboard', { tab }),
  },
  createGig: { path: '/create-gig', getHref: () => '/create-gig' },
  /** The gig wizard, prefilled with one of the owner's gigs. */
  editGig: { path: '/create-gig', getHref: (gigId: string) => withQuery('/create-gig', { edit: gigId }) },
  messages: { path: '/messages', getHref: () => '/messages' },
  conversation: {
    path: '/messages/:conversationId',
    getHref: (conversationId: string) => `/messages/${id(conversationId)}`,
  },
  checkout: {
    path: '/checkout',
    getHref: (gigId: string) => withQuery('/checkout', { gig: gigId }),
  },
  paymentSuccess: { path: '/payment-success', getHref: () => '/payment-success' },
  projects: { path: '/projects', getHref: () => '/projects' },
  project: { path: '/projects/:id', getHref: (projectId: string) => `/projects/${id(projectId)}` },
  upgrade: { path: '/upgrade', getHref: () => '/upgrade' },
  goPro: { path: '/go-pro', getHref: () => '/go-pro' },
  postJob: { path: '/post-job', getHref: () => '/post-job' },
  jobs: { path: '/jobs', getHref: () => '/jobs' },
  job: { path: '/jobs/:id', getHref: (jobId: string) => `/jobs/${id(jobId)}` },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  refundPolicy: { path: '/refund-policy', getHref: () => '/refund-policy' },
  help: { path: '/help', getHref: () => '/help' },
  howItWorks: { path: '/how-it-works', getHref: () => '/how-it-works' },
  notFound: { path: '*' },
} as const;

import { CATEGORIES } from '@teenfreelance/contracts/categories';

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

const SITE = 'TeenFreelance';
const DEFAULT_DESCRIPTION =
  'Connect with talented teens offering professional services at competitive rates. Verified teen freelancers, secure payments, quality guaranteed.';

const page = (title: string, description = DEFAULT_DESCRIPTION, extra: Partial<PageMeta> = {}): PageMeta => ({
  title: `${title} | ${SITE}`,
  description,
  status: 200,
  ...extra,
});

const privatePage = (title: string) => page(title, DEFAULT_DESCRIPTION, { noIndex: true });

/** A dynamic page's meta, looked up by the feature that owns it (gig detail, profile...). */
export type PageMetaResolver = (params: Record<string, string>) => Promise<PageMeta | null>;

interface RouteEntry {
  pattern: RegExp;
  keys: string[];
  meta: PageMeta | ((params: Record<string, string>) => PageMeta | null);
  /** Name under which a feature registers a dynamic resolver. */
  dynamic?: string;
}

function route(path: string, meta: RouteEntry['meta'], dynamic?: string): RouteEntry {
  const keys: string[] = [];
  const source = path.replace(/:([a-zA-Z]+)/g, (_m, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}/?$`), keys, meta, ...(dynamic ? { dynamic } : {}) };
}

const exploreMeta = page(
  'Explore All Services',
  'Browse services from verified teen freelancers: design, websites, writing, video, music and more.',
);

/** The route table of the specification, as the server knows it. */
const ROUTES: RouteEntry[] = [
  route('/', {
    title: `${SITE} – Find Exceptional Teen Talent`,
    description: DEFAULT_DESCRIPTION,
    status: 200,
  }),
  route('/explore', exploreMeta),
  route('/projects', exploreMeta),
  route('/explore/:category', ({ category }) => {
    const found = CATEGORIES.find((c) => c.slug === category);
    return found
      ? page(
          `${found.name} Services`,
          `Hire teen freelancers for ${found.name.toLowerCase()}: compare services, prices and delivery times.`,
        )
      : exploreMeta;
  }),
  route(
    '/categories',
    page('All Categories', 'All thirteen categories of services offered by teen freelancers on TeenFreelance.'),
  ),
  route('/gig/:id', page('Service'), 'gig'),
  route('/projects/:id', page('Service'), 'gig'),
  route('/login', page('Log In', 'Log in to TeenFreelance to buy services, message sellers and manage your gigs.')),
  route('/register', page('Sign Up', 'Join TeenFreelance as a buyer or as a teen freelancer.')),
  route('/forgot-password', page('Forgot Password')),
  route('/reset-password', privatePage('Reset Password')),
  // The page a parent opens from the consent email (the token is in the query: never indexed).
  route('/parental-consent', privatePage('Parental Consent')),
  route('/auth/google', privatePage('Google Sign-In')),
  route('/profile', privatePage('Profile')),
  route('/profile/:id', page('Profile'), 'profile'),
  route('/dashboard', privatePage('Dashboard')),
  route('/create-gig', privatePage('Create a Gig')),
  route('/messages', privatePage('Messages')),
  route('/messages/:conversationId', privatePage('Messages')),
  route('/checkout', privatePage('Checkout')),
  route('/payment-success', privatePage('Payment Successful')),
  route(
    '/upgrade',
    page(
      'Upgrade to Pro',
      'Go Pro on TeenFreelance for $19.99 per month: featured placement, unlimited job applications and more.',
    ),
  ),
  route('/go-pro', page('Upgrade to Pro')),
  route('/post-job', privatePage('Post a Job')),
  route('/jobs', page('Browse Jobs', 'Jobs posted by buyers looking for teen talent.')),
  route('/jobs/:id', page('Job'), 'job'),
  route('/terms', page('Terms of Service')),
  route('/privacy', page('Privacy Policy')),
  route('/refund-policy', page('Refund Policy')),
  route('/help', page('Help Center')),
  route('/how-it-works', page('How It Works')),
];

export const NOT_FOUND_META: PageMeta = page('Page Not Found', 'The page you are looking for does not exist.', {
  status: 404,
  noIndex: true,
});

/**
 * The meta of the page at `pathname`: static for most routes, looked up by a
 * registered resolver for dynamic ones, 404 for paths outside the route table.
 */
export async function resolvePageMeta(
  pathname: string,
  resolvers: ReadonlyMap<string, PageMetaResolver>,
): Promise<PageMeta> {
  for (const entry of ROUTES) {
    const match = entry.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    entry.keys.forEach((key, i) => {
      params[key] = decodeURIComponent(match[i + 1] ?? '');
    });
    const resolver = entry.dynamic ? resolvers.get(entry.dynamic) : undefined;
    if (resolver) return (await resolver(params)) ?? NOT_FOUND_META;
    const meta = typeof entry.meta === 'function' ? entry.meta(params) : entry.meta;
    return meta ?? NOT_FOUND_META;
  }
  return NOT_FOUND_META;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Writes title, description, Open Graph and JSON-LD into the built index.html. */
export function renderHead(html: string, meta: PageMeta, url: string): string {
  const image = meta.image ? new URL(meta.image, url).toString() : undefined;
  const tags = [
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    meta.noIndex ? '<meta name="robots" content="noindex">' : '',
    // JSON-LD is data, not script: CSP does not execute it. `<` is escaped so the payload cannot close the tag.
    meta.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}

import { CATEGORIES_PATH, HOME_GIGS_PATH, SESSION_PATH, gigApiPath } from '@teenfreelance/contracts/api-paths';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import { exploreApiPath, parseExploreParams, toExploreQuery } from '@teenfreelance/contracts/explore-url';
import type { ExploreResponse, GigDetail } from '@teenfreelance/contracts/gigs';

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

type Params = Record<string, string>;
/** API answers by GET path, as the page's first reads got them. */
export type Answers = ReadonlyMap<string, unknown>;

/**
 * A dynamic page's meta, built by the feature that owns it (gig detail,
 * profile...), from the page's own answers when they hold what it needs.
 */
export type PageMetaResolver = (params: Params, answers: Answers) => PageMeta | null | Promise<PageMeta | null>;

interface PageData {
  /** The server renders the page's HTML (public pages that search engines and link previews read). */
  ssr?: boolean;
  /** The GET paths the page reads first, beyond the session every page reads. */
  reads?: (params: Params, search: URLSearchParams) => string[];
  /** The picture that will be the page's largest paint, found in those answers. */
  heroImage?: (answers: Answers, params: Params, search: URLSearchParams) => string | undefined;
}

interface RouteEntry extends PageData {
  path: string;
  pattern: RegExp;
  keys: string[];
  /** The page's lazily loaded module in the web app: src/app/routes/{module}.tsx. */
  module: string;
  meta: PageMeta | ((params: Params) => PageMeta | null);
  /** Name under which a feature registers a dynamic resolver. */
  dynamic?: string;
}

function route(
  path: string,
  module: string,
  meta: RouteEntry['meta'],
  options: PageData & { dynamic?: string } = {},
): RouteEntry {
  const keys: string[] = [];
  const source = path.replace(/:([a-zA-Z]+)/g, (_m, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { path, pattern: new RegExp(`^${source}/?$`), keys, module, meta, ...options };
}

const exploreQueryPath = (params: Params, search: URLSearchParams) =>
  exploreApiPath(toExploreQuery(parseExploreParams(search), params.category));

/** The explore list's first picture: the first card is the largest paint on a phone. */
const explorePage: PageData = {
  ssr: true,
  reads: (params, search) => [CATEGORIES_PATH, exploreQueryPath(params, search)],
  heroImage: (answers, params, search) =>
    (answers.get(exploreQueryPath(params, search)) as ExploreResponse | undefined)?.gigs[0]?.image?.card,
};

const gigPage: PageData & { dynamic: string } = {
  ssr: true,
  dynamic: 'gig',
  reads: ({ id = '' }) => [gigApiPath(id), CATEGORIES_PATH],
  heroImage: (answers, { id = '' }) => (answers.get(gigApiPath(id)) as GigDetail | undefined)?.images[0]?.detail,
};

const exploreMeta = page(
  'Explore All Services',
  'Browse services from verified teen freelancers: design, websites, writing, video, music and more.',
);

/**
 * The route table of the specification, as the server knows it: each page's
 * module in the web app (apps/web/src/app/router.tsx), head, and first reads.
 */
const ROUTES: RouteEntry[] = [
  route(
    '/',
    'home',
    { title: `${SITE} – Find Exceptional Teen Talent`, description: DEFAULT_DESCRIPTION, status: 200 },
    { ssr: true, reads: () => [HOME_GIGS_PATH, CATEGORIES_PATH] },
  ),
  route('/explore', 'explore', exploreMeta, explorePage),
  route('/projects', 'explore', exploreMeta, explorePage),
  route(
    '/explore/:category',
    'explore',
    ({ category }) => {
      const found = CATEGORIES.find((c) => c.slug === category);
      // An unknown category is a page that is not there: 404, and the app shows 'Category not found'.
      return found
        ? page(
            `${found.name} Services`,
            `Hire teen freelancers for ${found.name.toLowerCase()}: compare services, prices and delivery times.`,
          )
        : null;
    },
    explorePage,
  ),
  route(
    '/categories',
    'categories',
    page('All Categories', 'All thirteen categories of services offered by teen freelancers on TeenFreelance.'),
    { ssr: true, reads: () => [CATEGORIES_PATH] },
  ),
  route('/gig/:id', 'gig', page('Service'), gigPage),
  route('/projects/:id', 'gig', page('Service'), gigPage),
  route(
    '/login',
    'login',
    page('Log In', 'Log in to TeenFreelance to buy services, message sellers and manage your gigs.'),
  ),
  route('/register', 'register', page('Sign Up', 'Join TeenFreelance as a buyer or as a teen freelancer.')),
  route('/forgot-password', 'forgot-password', page('Forgot Password')),
  route('/reset-password', 'reset-password', privatePage('Reset Password')),
  // The page a parent opens from the consent email (the token is in the query: never indexed).
  route('/parental-consent', 'parental-consent', privatePage('Parental Consent')),
  route('/auth/google', 'google-sign-in', privatePage('Google Sign-In')),
  route('/profile', 'profile', privatePage('Profile')),
  route('/profile/:id', 'profile', page('Profile'), { dynamic: 'profile' }),
  route('/dashboard', 'dashboard', privatePage('Dashboard')),
  route('/create-gig', 'create-gig', privatePage('Create a Gig')),
  route('/messages', 'messages', privatePage('Messages')),
  route('/messages/:conversationId', 'messages', privatePage('Messages')),
  route('/checkout', 'checkout', privatePage('Checkout')),
  route('/payment-success', 'payment-success', privatePage('Payment Successful')),
  route(
    '/upgrade',
    'upgrade',
    page(
      'Upgrade to Pro',
      'Go Pro on TeenFreelance for $19.99 per month: featured placement, unlimited job applications and more.',
    ),
  ),
  route('/go-pro', 'upgrade', page('Upgrade to Pro')),
  route('/post-job', 'post-job', privatePage('Post a Job')),
  route('/jobs', 'jobs', page('Browse Jobs', 'Jobs posted by buyers looking for teen talent.')),
  route('/jobs/:id', 'job', page('Job'), { dynamic: 'job' }),
  route('/terms', 'terms', page('Terms of Service'), { ssr: true }),
  route('/privacy', 'privacy', page('Privacy Policy'), { ssr: true }),
  route('/refund-policy', 'refund-policy', page('Refund Policy'), { ssr: true }),
  route('/help', 'help', page('Help Center'), { ssr: true }),
  route('/how-it-works', 'how-it-works', page('How It Works'), { ssr: true }),
];

export const NOT_FOUND_META: PageMeta = page('Page Not Found', 'The page you are looking for does not exist.', {
  status: 404,
  noIndex: true,
});

/** What the server knows of a page before the browser runs it. */
export interface ResolvedPage {
  /** The web app's module for the page (src/app/routes/{module}.tsx). */
  module: string;
  /** GET paths the page reads first: the session, then the page's own. */
  reads: string[];
  /** The page's head from the answers to `reads`; null when the page is not there (404). */
  meta: (answers: Answers) => Promise<PageMeta | null>;
  /** Finds the page's largest picture in the answers to `reads`. */
  heroImage: (answers: Answers) => string | undefined;
  /** The server renders the page's HTML from those answers. */
  ssr: boolean;
}

/** The page for paths outside the route table, and for pages that are not there. */
export const NOT_FOUND_PAGE: ResolvedPage = {
  meta: async () => NOT_FOUND_META,
  module: 'not-found',
  reads: [SESSION_PATH],
  heroImage: () => undefined,
  ssr: false,
};

/** One URL of each server-rendered page module, for the renderer to load their chunks before visitors come. */
export const SERVER_RENDERED_SAMPLES: readonly string[] = [
  ...new Map(
    ROUTES.filter((entry) => entry.ssr).map((entry) => [entry.module, entry.path.replace(/:[a-zA-Z]+/g, 'sample')]),
  ).values(),
];

/** The path's parameters, or null when one is not valid percent-encoding (`/gig/%E0`). */
function readParams(keys: readonly string[], match: RegExpExecArray): Params | null {
  const params: Params = {};
  try {
    keys.forEach((key, i) => {
      params[key] = decodeURIComponent(match[i + 1] ?? '');
    });
  } catch {
    return null;
  }
  return params;
}

/**
 * The page at `url` and what it reads first. Its meta is static for most
 * routes, and built by a registered resolver for dynamic ones (from the
 * answers, or the resolver's own lookup); 404 for paths outside the route table.
 */
export function resolvePage(url: URL, resolvers: ReadonlyMap<string, PageMetaResolver>): ResolvedPage {
  for (const entry of ROUTES) {
    const match = entry.pattern.exec(url.pathname);
    if (!match) continue;
    const params = readParams(entry.keys, match);
    if (!params) return NOT_FOUND_PAGE;
    const resolver = entry.dynamic ? resolvers.get(entry.dynamic) : undefined;
    const search = url.searchParams;
    return {
      module: entry.module,
      reads: [SESSION_PATH, ...(entry.reads?.(params, search) ?? [])],
      meta: async (answers) =>
        resolver ? resolver(params, answers) : typeof entry.meta === 'function' ? entry.meta(params) : entry.meta,
      heroImage: (answers) => entry.heroImage?.(answers, params, search),
      ssr: entry.ssr ?? false,
    };
  }
  return NOT_FOUND_PAGE;
}

/**
 * `html` with the first match of `pattern` replaced by `text`, taken literally.
 * Pages carry user text, and a string replacement would expand `$&`, `$'`,
 * `` $` ``, `$1` and `$$` in it (a title of forty `` $` `` made a gig page
 * megabytes long); a replacement function's result is never expanded.
 * Every page is assembled through this (docs/decisions/0027).
 */
export function replaceLiterally(html: string, pattern: string | RegExp, text: string): string {
  return html.replace(pattern, () => text);
}

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A data block: JSON in a non-executable script (CSP does not run it). `<` is
 * escaped so the payload cannot close the tag.
 */
export function jsonScript(type: 'application/json' | 'application/ld+json', value: unknown, id?: string): string {
  const idAttribute = id ? ` id="${escapeHtml(id)}"` : '';
  return `<script type="${type}"${idAttribute}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Writes title, description, Open Graph and JSON-LD into the built index.html,
 * and any `extraTags` (preloads) at the end of the head.
 */
export function renderHead(html: string, meta: PageMeta, url: string, extraTags: readonly string[] = []): string {
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
    meta.jsonLd ? jsonScript('application/ld+json', meta.jsonLd) : '',
    ...extraTags,
  ]
    .filter(Boolean)
    .join('\n    ');
  let page = replaceLiterally(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  page = replaceLiterally(
    page,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
  );
  return replaceLiterally(page, '</head>', `    ${tags}\n  </head>`);
}

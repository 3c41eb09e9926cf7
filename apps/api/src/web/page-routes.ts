import { SESSION_PATH, gigPath } from '@teenfreelance/contracts/api-paths';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import type { ExploreResponse, GigDetail } from '@teenfreelance/contracts/gigs';
import { exploreListPath, pageReadPath } from '@teenfreelance/contracts/page-reads';
import {
  DEFAULT_PAGE_DESCRIPTION,
  NOT_FOUND_HEAD,
  PAGE_HEADS,
  SITE_NAME,
  type PageAnswers,
  type PageHead,
  type PageMeta,
  type PageMetaResolver,
  type PageParams,
} from '@teenfreelance/contracts/page-heads';
import {
  NOT_FOUND_PAGE as NOT_FOUND_TABLE_PAGE,
  PAGES,
  documentTitle,
  type Page,
  type PageKey,
  type PageModule,
} from '@teenfreelance/contracts/pages';

/** The head's shape is in the contracts' page heads, where the features that build one import it from. */
export type { PageMeta, PageMetaResolver };

/** A page's static head, as the page heads (packages/contracts/src/page-heads.ts) have it. */
const tableMeta = (head: PageHead): PageMeta => ({
  title: head.title,
  description: head.description ?? DEFAULT_PAGE_DESCRIPTION,
  status: 200,
  ...(head.noIndex ? { noIndex: true } : {}),
});

type Params = PageParams;
type Answers = PageAnswers;

/** Names under which features register the resolvers of the pages whose head depends on data. */
const DYNAMIC_META: Partial<Record<PageKey, string>> = {
  gig: 'gig',
  project: 'gig',
  userProfile: 'profile',
  job: 'job',
};

/** Heads that depend on the path only: a category's name; an unknown category is a page that is not there. */
const PATH_META: Partial<Record<PageKey, (params: Params) => PageMeta | null>> = {
  exploreCategory: ({ category }) => {
    const found = CATEGORIES.find((c) => c.slug === category);
    // An unknown category is a page that is not there: 404, and the app shows 'Category not found'.
    return found
      ? {
          title: documentTitle(PAGES.exploreCategory, found.name),
          description: `Hire teen freelancers for ${found.name.toLowerCase()}: compare services, prices and delivery times.`,
          status: 200,
        }
      : null;
  },
};

type HeroImage = (answers: Answers, params: Params, search: URLSearchParams) => string | undefined;

/** The picture that will be a page's largest paint, found in its answers. */
const HERO_IMAGES: Partial<Record<PageModule, HeroImage>> = {
  // The explore list's first picture: the first card is the largest paint on a phone.
  explore: (answers, params, search) =>
    (answers.get(exploreListPath(params, search)) as ExploreResponse | undefined)?.gigs[0]?.image?.card,
  gig: (answers, { id = '' }) => (answers.get(gigPath(id)) as GigDetail | undefined)?.images[0]?.detail,
};

interface RouteEntry {
  key: PageKey;
  page: Page;
  head: PageHead;
  pattern: RegExp;
  keys: string[];
}

function route(key: PageKey): RouteEntry {
  const page = PAGES[key];
  const keys: string[] = [];
  const source = page.path.replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
    keys.push(name);
    return '([^/]+)';
  });
  return { key, page, head: PAGE_HEADS[key], pattern: new RegExp(`^${source}/?$`), keys };
}

/** The page table with each page's head, as the server matches it: in the table's order. */
const ROUTES: RouteEntry[] = (Object.keys(PAGES) as PageKey[]).map(route);

export const NOT_FOUND_META: PageMeta = { ...tableMeta(NOT_FOUND_HEAD), status: 404 };

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
  /** Only a signed-in visitor sees it (the web app's `SessionRequired` stands before it). */
  signedInOnly: boolean;
}

/** The page for paths outside the route table, and for pages that are not there. */
export const NOT_FOUND_PAGE: ResolvedPage = {
  meta: async () => NOT_FOUND_META,
  module: NOT_FOUND_TABLE_PAGE.module,
  reads: [SESSION_PATH],
  heroImage: () => undefined,
  ssr: false,
  signedInOnly: false,
};

/** One URL of each server-rendered page module, for the renderer to load their chunks before visitors come. */
export const SERVER_RENDERED_SAMPLES: readonly string[] = [
  ...new Map(
    ROUTES.filter(({ head }) => head.ssr).map(({ page }) => [page.module, page.path.replace(/:[a-zA-Z]+/g, 'sample')]),
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
    const { key, page, head } = entry;
    const dynamic = DYNAMIC_META[key];
    const resolver = dynamic ? resolvers.get(dynamic) : undefined;
    const pathMeta = PATH_META[key];
    const search = url.searchParams;
    return {
      module: page.module,
      reads: [SESSION_PATH, ...head.reads.map((read) => pageReadPath(read, params, search))],
      meta: async (answers) => (resolver ? resolver(params, answers) : pathMeta ? pathMeta(params) : tableMeta(head)),
      heroImage: (answers) => HERO_IMAGES[page.module]?.(answers, params, search),
      ssr: head.ssr,
      signedInOnly: page.access === 'signed-in',
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
    `<meta property="og:site_name" content="${SITE_NAME}">`,
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

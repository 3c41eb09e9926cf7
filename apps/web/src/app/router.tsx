import { NOT_FOUND_PAGE, PAGES, type Page, type PageModule } from '@teenfreelance/contracts/pages';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, matchPath } from 'react-router';
import { DocumentTitle } from '../lib/document-title.tsx';
import { EarlyPressesReplay } from '../lib/early-presses.ts';
import { lazyHydrated, lazyInNextTask } from '../lib/lazy-hydrated.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/*
 * Declarative routes with one lazily loaded module per page. The data router
 * (createBrowserRouter) costs about 15 KB gzip more than <Routes>, which the
 * 100 KB budget for `/` cannot afford next to react-dom; nothing here needs loaders.
 * Which module shows which path, and behind what access, is the page table's
 * (packages/contracts/src/pages.ts); this file only knows how to load each module.
 */
/**
 * A page module, loaded when first shown, with the replay of early presses after it
 * (decision 0092). Inside the loaded module, not beside it: under Preact (decision
 * 0096) a sibling of a page that is still loading renders at once, and would replay
 * the presses before the page's own elements answer them. Kept whole when it hydrates
 * the server's page (lazyHydrated, decision 0105).
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const component = lazyHydrated(async () => {
    const { default: PageModuleComponent } = await load();
    function PageWithReplay() {
      return (
        <>
          <PageModuleComponent />
          <EarlyPressesReplay />
        </>
      );
    }
    return { default: PageWithReplay };
  });
  return Object.assign(component, { preload: load });
}

/** A page's component, and how to start loading its module before it is rendered. */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

const PAGE_COMPONENTS: Record<PageModule, LazyPage> = {
  home: lazyPage(() => import('./routes/home.tsx')),
  explore: lazyPage(() => import('./routes/explore.tsx')),
  categories: lazyPage(() => import('./routes/categories.tsx')),
  gig: lazyPage(() => import('./routes/gig.tsx')),
  login: lazyPage(() => import('./routes/login.tsx')),
  register: lazyPage(() => import('./routes/register.tsx')),
  'forgot-password': lazyPage(() => import('./routes/forgot-password.tsx')),
  'reset-password': lazyPage(() => import('./routes/reset-password.tsx')),
  'register-confirm': lazyPage(() => import('./routes/register-confirm.tsx')),
  'parental-consent': lazyPage(() => import('./routes/parental-consent.tsx')),
  'payout-setup': lazyPage(() => import('./routes/payout-setup.tsx')),
  'withdrawal-approval': lazyPage(() => import('./routes/withdrawal-approval.tsx')),
  'family-join': lazyPage(() => import('./routes/family-join.tsx')),
  'family-summary-off': lazyPage(() => import('./routes/family-summary-off.tsx')),
  family: lazyPage(() => import('./routes/family.tsx')),
  'gig-approval': lazyPage(() => import('./routes/gig-approval.tsx')),
  'google-sign-in': lazyPage(() => import('./routes/google-sign-in.tsx')),
  profile: lazyPage(() => import('./routes/profile.tsx')),
  dashboard: lazyPage(() => import('./routes/dashboard.tsx')),
  'earnings-statement': lazyPage(() => import('./routes/earnings-statement.tsx')),
  'create-gig': lazyPage(() => import('./routes/create-gig.tsx')),
  messages: lazyPage(() => import('./routes/messages.tsx')),
  notifications: lazyPage(() => import('./routes/notifications.tsx')),
  checkout: lazyPage(() => import('./routes/checkout.tsx')),
  'payment-success': lazyPage(() => import('./routes/payment-success.tsx')),
  order: lazyPage(() => import('./routes/order.tsx')),
  'order-receipt': lazyPage(() => import('./routes/order-receipt.tsx')),
  upgrade: lazyPage(() => import('./routes/upgrade.tsx')),
  'post-job': lazyPage(() => import('./routes/post-job.tsx')),
  jobs: lazyPage(() => import('./routes/jobs.tsx')),
  job: lazyPage(() => import('./routes/job.tsx')),
  terms: lazyPage(() => import('./routes/terms.tsx')),
  privacy: lazyPage(() => import('./routes/privacy.tsx')),
  'refund-policy': lazyPage(() => import('./routes/refund-policy.tsx')),
  help: lazyPage(() => import('./routes/help.tsx')),
  'how-it-works': lazyPage(() => import('./routes/how-it-works.tsx')),
  admin: lazyPage(() => import('./routes/admin.tsx')),
  'not-found': lazyPage(() => import('./routes/not-found.tsx')),
};

/** Pages that need a session: visitors go to /login?redirect={path and query}. */
const loadSessionRequired = () => import('./session-required.tsx');
const SessionRequired = lazyInNextTask(loadSessionRequired);

const pages: readonly Page[] = Object.values(PAGES);

/**
 * Starts loading the modules of the page at `pathname`, as `<AppRoutes>` matches it, before the app
 * renders: asking for a page's chunks costs the main thread about a millisecond each (the gig page has
 * over 40), which then falls in a task of its own and not in the hydration's (decision 0106).
 */
export function preloadPage(pathname: string): void {
  const page = pages.find((candidate) => matchPath(candidate.path, pathname)) ?? NOT_FOUND_PAGE;
  if (page.redirectTo) return;
  if (page.access === 'signed-in') void loadSessionRequired();
  void PAGE_COMPONENTS[page.module].preload();
}

function pageRoute(page: Page) {
  const PageComponent = PAGE_COMPONENTS[page.module];
  const element = page.redirectTo ? (
    <Navigate to={page.redirectTo} replace />
  ) : (
    <DocumentTitle page={page}>
      <PageComponent />
    </DocumentTitle>
  );
  return <Route key={page.path} path={page.path} element={element} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pages.filter((page) => page.access === 'public').map(pageRoute)}
        <Route element={<SessionRequired />}>
          {pages.filter((page) => page.access === 'signed-in').map(pageRoute)}
        </Route>
        {pageRoute(NOT_FOUND_PAGE)}
      </Route>
    </Routes>
  );
}

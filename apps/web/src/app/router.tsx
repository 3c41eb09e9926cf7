import { NOT_FOUND_PAGE, PAGES, type Page, type PageModule } from '@teenfreelance/contracts/pages';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DocumentTitle } from '../lib/document-title.tsx';
import { EarlyPressesReplay } from '../lib/early-presses.ts';
import { RootLayout } from './layout/root-layout.tsx';

/*
 * Declarative routes with one lazily loaded module per page. The data router
 * (createBrowserRouter) costs about 15 KB gzip more than <Routes>, which the
 * 100 KB budget for `/` cannot afford next to react-dom; nothing here needs loaders.
 * Which module shows which path, and behind what access, is the page table's
 * (packages/contracts/src/pages.ts); this file only knows how to load each module.
 */
const PAGE_COMPONENTS: Record<PageModule, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./routes/home.tsx')),
  explore: lazy(() => import('./routes/explore.tsx')),
  categories: lazy(() => import('./routes/categories.tsx')),
  gig: lazy(() => import('./routes/gig.tsx')),
  login: lazy(() => import('./routes/login.tsx')),
  register: lazy(() => import('./routes/register.tsx')),
  'forgot-password': lazy(() => import('./routes/forgot-password.tsx')),
  'reset-password': lazy(() => import('./routes/reset-password.tsx')),
  'register-confirm': lazy(() => import('./routes/register-confirm.tsx')),
  'parental-consent': lazy(() => import('./routes/parental-consent.tsx')),
  'payout-setup': lazy(() => import('./routes/payout-setup.tsx')),
  'withdrawal-approval': lazy(() => import('./routes/withdrawal-approval.tsx')),
  'family-join': lazy(() => import('./routes/family-join.tsx')),
  'family-summary-off': lazy(() => import('./routes/family-summary-off.tsx')),
  family: lazy(() => import('./routes/family.tsx')),
  'gig-approval': lazy(() => import('./routes/gig-approval.tsx')),
  'google-sign-in': lazy(() => import('./routes/google-sign-in.tsx')),
  profile: lazy(() => import('./routes/profile.tsx')),
  dashboard: lazy(() => import('./routes/dashboard.tsx')),
  'earnings-statement': lazy(() => import('./routes/earnings-statement.tsx')),
  'create-gig': lazy(() => import('./routes/create-gig.tsx')),
  messages: lazy(() => import('./routes/messages.tsx')),
  notifications: lazy(() => import('./routes/notifications.tsx')),
  checkout: lazy(() => import('./routes/checkout.tsx')),
  'payment-success': lazy(() => import('./routes/payment-success.tsx')),
  order: lazy(() => import('./routes/order.tsx')),
  'order-receipt': lazy(() => import('./routes/order-receipt.tsx')),
  upgrade: lazy(() => import('./routes/upgrade.tsx')),
  'post-job': lazy(() => import('./routes/post-job.tsx')),
  jobs: lazy(() => import('./routes/jobs.tsx')),
  job: lazy(() => import('./routes/job.tsx')),
  terms: lazy(() => import('./routes/terms.tsx')),
  privacy: lazy(() => import('./routes/privacy.tsx')),
  'refund-policy': lazy(() => import('./routes/refund-policy.tsx')),
  help: lazy(() => import('./routes/help.tsx')),
  'how-it-works': lazy(() => import('./routes/how-it-works.tsx')),
  admin: lazy(() => import('./routes/admin.tsx')),
  'not-found': lazy(() => import('./routes/not-found.tsx')),
};

/** Pages that need a session: visitors go to /login?redirect={path and query}. */
const SessionRequired = lazy(() => import('./session-required.tsx'));

const pages: readonly Page[] = Object.values(PAGES);

function pageRoute(page: Page) {
  const PageComponent = PAGE_COMPONENTS[page.module];
  const element = page.redirectTo ? (
    <Navigate to={page.redirectTo} replace />
  ) : (
    <DocumentTitle page={page}>
      <PageComponent />
      <EarlyPressesReplay />
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

import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';

/*
 * Declarative routes with one lazily loaded module per page. The data router
 * (createBrowserRouter) costs about 15 KB gzip more than <Routes>, which the
 * 100 KB budget for `/` cannot afford next to react-dom; nothing here needs loaders.
 */
const HomeRoute = lazy(() => import('./routes/home.tsx'));
const ExploreRoute = lazy(() => import('./routes/explore.tsx'));
const CategoriesRoute = lazy(() => import('./routes/categories.tsx'));
const GigRoute = lazy(() => import('./routes/gig.tsx'));
const LoginRoute = lazy(() => import('./routes/login.tsx'));
const RegisterRoute = lazy(() => import('./routes/register.tsx'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password.tsx'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password.tsx'));
const ParentalConsentRoute = lazy(() => import('./routes/parental-consent.tsx'));
const GoogleSignInRoute = lazy(() => import('./routes/google-sign-in.tsx'));
const ProfileRoute = lazy(() => import('./routes/profile.tsx'));
const DashboardRoute = lazy(() => import('./routes/dashboard.tsx'));
const CreateGigRoute = lazy(() => import('./routes/create-gig.tsx'));
const MessagesRoute = lazy(() => import('./routes/messages.tsx'));
const CheckoutRoute = lazy(() => import('./routes/checkout.tsx'));
const PaymentSuccessRoute = lazy(() => import('./routes/payment-success.tsx'));
const UpgradeRoute = lazy(() => import('./routes/upgrade.tsx'));
const PostJobRoute = lazy(() => import('./routes/post-job.tsx'));
const JobsRoute = lazy(() => import('./routes/jobs.tsx'));
const JobRoute = lazy(() => import('./routes/job.tsx'));
const TermsRoute = lazy(() => import('./routes/terms.tsx'));
const PrivacyRoute = lazy(() => import('./routes/privacy.tsx'));
const RefundPolicyRoute = lazy(() => import('./routes/refund-policy.tsx'));
const HelpRoute = lazy(() => import('./routes/help.tsx'));
const HowItWorksRoute = lazy(() => import('./routes/how-it-works.tsx'));
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx'));

/** Pages that need a session: visitors go to /login?from={path and query}. */
const SessionRequired = lazy(() => import('./session-required.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.explore.path} element={<ExploreRoute />} />
        <Route path={paths.exploreCategory.path} element={<ExploreRoute />} />
        <Route path={paths.projects.path} element={<ExploreRoute />} />
        <Route path={paths.categories.path} element={<CategoriesRoute />} />
        <Route path={paths.gig.path} element={<GigRoute />} />
        <Route path={paths.project.path} element={<GigRoute />} />
        <Route path={paths.login.path} element={<LoginRoute />} />
        <Route path={paths.register.path} element={<RegisterRoute />} />
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
        <Route path={paths.parentalConsent.path} element={<ParentalConsentRoute />} />
        <Route path={paths.googleSignIn.path} element={<GoogleSignInRoute />} />
        <Route path={paths.userProfile.path} element={<ProfileRoute />} />
        <Route path={paths.paymentSuccess.path} element={<PaymentSuccessRoute />} />
        <Route path={paths.upgrade.path} element={<UpgradeRoute />} />
        <Route path={paths.goPro.path} element={<Navigate to={paths.upgrade.getHref()} replace />} />
        <Route path={paths.jobs.path} element={<JobsRoute />} />
        <Route path={paths.job.path} element={<JobRoute />} />
        <Route path={paths.terms.path} element={<TermsRoute />} />
        <Route path={paths.privacy.path} element={<PrivacyRoute />} />
        <Route path={paths.refundPolicy.path} element={<RefundPolicyRoute />} />
        <Route path={paths.help.path} element={<HelpRoute />} />
        <Route path={paths.howItWorks.path} element={<HowItWorksRoute />} />
        <Route element={<SessionRequired />}>
          <Route path={paths.profile.path} element={<ProfileRoute />} />
          <Route path={paths.dashboard.path} element={<DashboardRoute />} />
          <Route path={paths.createGig.path} element={<CreateGigRoute />} />
          <Route path={paths.messages.path} element={<MessagesRoute />} />
          <Route path={paths.conversation.path} element={<MessagesRoute />} />
          <Route path={paths.checkout.path} element={<CheckoutRoute />} />
          <Route path={paths.postJob.path} element={<PostJobRoute />} />
        </Route>
        <Route path={paths.notFound.path} element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

import { DASHBOARD_PAGES, type DashboardPageKey } from '@brewline/contracts/navigation';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DashboardRedirect } from '../features/auth/guards';
import i18n from '../lib/i18n';
import { RouteError } from './route-error';

/** Every screen is its own chunk: the public pages and /signin load no dashboard code. */
type Lazy = () => Promise<{ Component: ComponentType }>;

const placeholder = (page: string): Lazy => async () => {
  const { PlaceholderPage } = await import('../features/shell/routes/placeholder-page');
  return { Component: () => <PlaceholderPage page={page} /> };
};
const publicPlaceholder: Lazy = async () => ({
  Component: (await import('../features/public/routes/public-placeholder-page')).PublicPlaceholderPage,
});

/** The screen of each dashboard page; a later release replaces a placeholder with its feature's page. */
const dashboardScreens: Record<DashboardPageKey, Lazy> = Object.fromEntries(
  DASHBOARD_PAGES.map((page) => [page.key, placeholder(page.key)]),
) as Record<DashboardPageKey, Lazy>;

function gated(page: DashboardPageKey): Lazy {
  return async () => {
    const [{ PageGate }, { Component: Screen }] = await Promise.all([import('../features/shell/components/page-gate'), dashboardScreens[page]()]);
    return {
      Component: () => (
        <PageGate page={page}>
          <Screen />
        </PageGate>
      ),
    };
  };
}

/** A screen's code and its texts arrive together, so it never waits for one after the other. */
const withTexts = (namespaces: string[], load: Lazy): Lazy => async () => (await Promise.all([load(), i18n.loadNamespaces(namespaces)]))[0];

const queryLayout: Lazy = async () => ({ Component: (await import('./query-layout')).QueryLayout });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        // The public site: one header and footer around the landing pages, the legal pages and Contact Us.
        lazy: withTexts(['public'], async () => ({ Component: (await import('../features/public/components/public-layout')).PublicLayout })),
        children: [
          { path: '/', lazy: async () => ({ Component: (await import('../features/public/routes/landing-page')).LandingPage }) },
          { path: '/shopLanding', lazy: async () => ({ Component: (await import('../features/public/routes/shop-landing-page')).ShopLandingPage }) },
          { path: '/terms', lazy: async () => ({ Component: (await import('../features/public/routes/terms-page')).TermsPage }) },
          { path: '/privacy', lazy: async () => ({ Component: (await import('../features/public/routes/privacy-page')).PrivacyPage }) },
          { lazy: queryLayout, children: [{ path: '/contactUs', lazy: withTexts(['contact'], async () => ({ Component: (await import('../features/contact/routes/contact-page')).ContactPage })) }] },
        ],
      },
      { path: '/signin', lazy: withTexts(['auth', 'account'], async () => ({ Component: (await import('../features/auth/routes/sign-in-page')).SignInPage })) },
      { path: '/dashboard/*', element: <DashboardRedirect /> },
      {
        // Screens that read server data; the landing pages and sign-in stay without the query library.
        lazy: queryLayout,
        children: [
          { path: '/signup', lazy: withTexts(['auth'], async () => ({ Component: (await import('../features/auth/routes/sign-up-page')).SignUpPage })) },
          { path: '/passwordreset', lazy: withTexts(['account', 'auth'], async () => ({ Component: (await import('../features/account/routes/password-reset-page')).PasswordResetPage })) },
          { path: '/forgot-password', lazy: withTexts(['account', 'auth'], async () => ({ Component: (await import('../features/account/routes/forgot-password-page')).ForgotPasswordPage })) },
          { path: '/staff-verify', lazy: withTexts(['account', 'auth'], async () => ({ Component: (await import('../features/account/routes/staff-verify-page')).StaffVerifyPage })) },
          { path: '/verify', lazy: withTexts(['account', 'auth'], async () => ({ Component: (await import('../features/account/routes/verify-email-page')).VerifyEmailPage })) },
          { path: '/onboarding', lazy: withTexts(['onboarding'], async () => ({ Component: (await import('../features/onboarding/routes/onboarding-page')).OnboardingPage })) },
          {
            path: '/app',
            lazy: withTexts(['shell', 'auth'], async () => ({ Component: (await import('../features/shell/routes/dashboard-routes')).AppArea })),
            children: [
              { index: true, element: <Navigate to="/app/overview" replace /> },
              { path: 'dashboard/*', element: <Navigate to="/app/overview" replace /> },
              ...DASHBOARD_PAGES.map((page) => ({ path: page.path, lazy: gated(page.key) })),
              { path: '*', lazy: withTexts(['shell'], async () => ({ Component: (await import('../features/shell/routes/not-found-page')).NotFoundPage })) },
        ],
      },
      {
        path: '/admin',
        lazy: withTexts(['shell', 'auth'], async () => ({ Component: (await import('../features/shell/routes/dashboard-routes')).AdminArea })),
        children: [
          { index: true, element: <Navigate to="/admin/overview" replace /> },
          { path: 'overview', lazy: async () => ({ Component: (await import('../features/shell/routes/admin-overview-page')).AdminOverviewPage }) },
          { path: 'menu', lazy: placeholder('menuBuilder') },
          { path: 'default-modifiers', lazy: placeholder('defaultModifiers') },
          { path: 'visits', lazy: withTexts(['visits-report'], async () => ({ Component: (await import('../features/visits-report/routes/visits-report-page')).VisitsReportPage })) },
          { path: '*', lazy: withTexts(['shell'], async () => ({ Component: (await import('../features/shell/routes/not-found-page')).NotFoundPage })) },
        ],
      },
        ],
      },
      { path: '*', lazy: withTexts(['shell'], async () => ({ Component: (await import('../features/shell/routes/not-found-page')).NotFoundPage })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

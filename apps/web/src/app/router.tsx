import { DASHBOARD_PAGES, type DashboardPageKey } from '@brewline/contracts/navigation';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DashboardRedirect, RequireAdmin, RequireShop } from '../features/auth/guards';
import i18n from '../lib/i18n';
import type { PageHandle } from '../lib/page-title';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { BUILT_SCREENS, type ScreenModule } from './screens';

/** Every screen is its own chunk: the public pages and /signin load no dashboard code. */
type Lazy = () => Promise<{ Component: ComponentType }>;

const placeholder =
  (page: string): Lazy =>
  async () => {
    const { PlaceholderPage } = await import('../features/shell/routes/placeholder-page');
    return { Component: () => <PlaceholderPage page={page} /> };
  };

/** A screen's code and its texts arrive together, so it never waits for one after the other. */
const withTexts =
  (namespaces: string[], load: Lazy): Lazy =>
  async () =>
    (await Promise.all([load(), i18n.loadNamespaces(namespaces)]))[0];

/** A built dashboard screen: its feature's texts and its page component, fetched together. */
const screen = (namespaces: string[], load: () => Promise<ComponentType>): Lazy =>
  withTexts(namespaces, async () => ({ Component: await load() }));

/** Every page module of the features, each its own chunk, loaded when its route is opened. */
const pageModules = import.meta.glob<Record<string, ComponentType>>('../features/*/routes/*-page.tsx');

/** A built screen from its line in BUILT_SCREENS: its texts and its page component, fetched together. */
const builtScreen = ({ module, component, texts }: ScreenModule): Lazy => {
  const load = pageModules[`../features/${module}.tsx`];
  if (!load) throw new Error(`screens: no page module features/${module}.tsx`);
  return screen(texts, async () => {
    const page = (await load())[component];
    if (!page) throw new Error(`screens: features/${module}.tsx exports no ${component}`);
    return page;
  });
};

const dashboardScreens: Record<DashboardPageKey, Lazy> = Object.fromEntries(
  DASHBOARD_PAGES.map((page) => {
    const built = BUILT_SCREENS[page.key];
    return [page.key, built ? builtScreen(built) : placeholder(page.key)];
  }),
) as Record<DashboardPageKey, Lazy>;

function gated(page: DashboardPageKey): Lazy {
  return async () => {
    const [{ PageGate }, { Component: Screen }] = await Promise.all([
      import('./dashboard-frame').then(async (gate) => {
        await gate.pageGateReady(page);
        return gate;
      }),
      dashboardScreens[page](),
    ]);
    return {
      Component: () => (
        <PageGate page={page}>
          <Screen />
        </PageGate>
      ),
    };
  };
}

/** The dashboard frame behind its guard: auth decides who may enter, the shell draws the frame; they meet here. */
const dashboardArea =
  (area: 'app' | 'admin'): Lazy =>
  async () => {
    const { DashboardLayout } = await import('./dashboard-frame');
    const Guard = area === 'app' ? RequireShop : RequireAdmin;
    return {
      Component: () => (
        <Guard>
          <DashboardLayout area={area} />
        </Guard>
      ),
    };
  };

const queryLayout: Lazy = async () => ({ Component: (await import('./dashboard-frame')).QueryLayout });

/** A route's page name for the browser tab ('Sign In · Brewline'): a translation key, see lib/page-title.ts. */
const titled = (title: string): { handle: PageHandle } => ({ handle: { title } });
const notFound: RouteObject = {
  path: '*',
  ...titled('pageNames.notFound'),
  lazy: withTexts(['shell'], async () => ({ Component: (await import('../features/shell/routes/not-found-page')).NotFoundPage })),
};

/** The signed-in user's own Account page: in both areas, for every signed-in user (no page permission gates it). */
const accountPage: RouteObject = {
  path: 'account',
  ...titled('shell:pages.account'),
  lazy: withTexts(['account', 'auth'], async () => ({
    Component: (await import('../features/account/routes/account-page')).AccountPage,
  })),
};

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        // The public site: one header and footer around the landing pages, the legal pages and Contact Us.
        lazy: withTexts(['public'], async () => ({
          Component: (await import('../features/public/components/public-layout')).PublicLayout,
        })),
        children: [
          {
            path: '/',
            ...titled('public:landing.pageName'),
            lazy: async () => ({ Component: (await import('../features/public/routes/landing-page')).LandingPage }),
          },
          {
            path: '/shopLanding',
            ...titled('public:shop.pageName'),
            lazy: async () => ({ Component: (await import('../features/public/routes/shop-landing-page')).ShopLandingPage }),
          },
          {
            path: '/terms',
            ...titled('public:terms.pageName'),
            lazy: async () => ({ Component: (await import('../features/public/routes/terms-page')).TermsPage }),
          },
          {
            path: '/privacy',
            ...titled('public:privacy.pageName'),
            lazy: async () => ({ Component: (await import('../features/public/routes/privacy-page')).PrivacyPage }),
          },
          {
            lazy: queryLayout,
            children: [
              {
                path: '/contactUs',
                ...titled('contact:pageName'),
                lazy: withTexts(['contact'], async () => ({
                  Component: (await import('../features/contact/routes/contact-page')).ContactPage,
                })),
              },
            ],
          },
        ],
      },
      {
        path: '/signin',
        ...titled('pageNames.signIn'),
        lazy: withTexts(['auth', 'account'], async () => ({
          Component: (await import('../features/auth/routes/sign-in-page')).SignInPage,
        })),
      },
      { path: '/dashboard/*', element: <DashboardRedirect /> },
      {
        // Screens that read server data; the landing pages and sign-in stay without the query library.
        lazy: queryLayout,
        children: [
          {
            path: '/signup',
            ...titled('pageNames.signUp'),
            lazy: withTexts(['auth'], async () => ({ Component: (await import('../features/auth/routes/sign-up-page')).SignUpPage })),
          },
          {
            path: '/passwordreset',
            ...titled('pageNames.resetPassword'),
            lazy: withTexts(['account', 'auth'], async () => ({
              Component: (await import('../features/account/routes/password-reset-page')).PasswordResetPage,
            })),
          },
          {
            path: '/forgot-password',
            ...titled('pageNames.forgotPassword'),
            lazy: withTexts(['account', 'auth'], async () => ({
              Component: (await import('../features/account/routes/forgot-password-page')).ForgotPasswordPage,
            })),
          },
          {
            path: '/staff-verify',
            ...titled('pageNames.staffPassword'),
            lazy: withTexts(['account', 'auth'], async () => ({
              Component: (await import('../features/account/routes/staff-verify-page')).StaffVerifyPage,
            })),
          },
          {
            path: '/verify',
            ...titled('pageNames.verifyEmail'),
            lazy: withTexts(['account', 'auth'], async () => ({
              Component: (await import('../features/account/routes/verify-email-page')).VerifyEmailPage,
            })),
          },
          {
            path: '/unsubscribe',
            ...titled('pageNames.unsubscribe'),
            lazy: withTexts(['account', 'auth'], async () => ({
              Component: (await import('../features/account/routes/unsubscribe-page')).UnsubscribePage,
            })),
          },
          {
            // A shop requires two-step sign-in and the user has none yet: set it up before the dashboard (decision 223).
            path: '/two-step-setup',
            ...titled('account:twoStepRequiredTitle'),
            lazy: withTexts(['account', 'auth'], async () => ({
              Component: (await import('../features/account/routes/two-step-setup-page')).TwoStepSetupPage,
            })),
          },
          {
            path: '/onboarding',
            ...titled('pageNames.onboarding'),
            lazy: withTexts(['onboarding'], async () => ({
              Component: (await import('../features/onboarding/routes/onboarding-page')).OnboardingPage,
            })),
          },
          {
            path: '/app',
            lazy: withTexts(['shell'], dashboardArea('app')),
            children: [
              { index: true, element: <Navigate to="/app/overview" replace /> },
              { path: 'dashboard/*', element: <Navigate to="/app/overview" replace /> },
              // Each page's tab title is its name in the navigation table, as the sidebar shows it.
              ...DASHBOARD_PAGES.map((page) => ({ path: page.path, ...titled(`shell:pages.${page.key}`), lazy: gated(page.key) })),
              accountPage,
              notFound,
            ],
          },
          {
            path: '/admin',
            lazy: withTexts(['shell'], dashboardArea('admin')),
            children: [
              { index: true, element: <Navigate to="/admin/overview" replace /> },
              {
                path: 'overview',
                ...titled('shell:pages.adminOverview'),
                lazy: async () => ({ Component: (await import('../features/shell/routes/admin-overview-page')).AdminOverviewPage }),
              },
              // The same screens as /app's; the administrator picks the shop in the header (?shop=).
              { path: 'menu', ...titled('shell:pages.menuBuilder'), lazy: dashboardScreens.menuBuilder },
              { path: 'default-modifiers', ...titled('shell:pages.defaultModifiers'), lazy: dashboardScreens.defaultModifiers },
              {
                path: 'visits',
                ...titled('shell:pages.visitsReport'),
                lazy: withTexts(['visits-report'], async () => ({
                  Component: (await import('../features/visits-report/routes/visits-report-page')).VisitsReportPage,
                })),
              },
              accountPage,
              notFound,
            ],
          },
        ],
      },
      notFound,
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

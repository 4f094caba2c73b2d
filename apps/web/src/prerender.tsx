/**
 * The build's prerendering (vite.config.ts runs it in Node once the app is built): draws a page as the browser's
 * first render would draw it in English and the light theme, and answers its HTML, the styles that HTML uses and the
 * tab's title. The route shell of that page carries them, so the page paints before any script has run.
 * A public page is drawn for a visitor who is signed out, and app/start.tsx hydrates it. A dashboard screen (under
 * /app/) is drawn for a placeholder user with no name who holds every permission in one shop, before any answer of
 * the server: its frame, its heading and its loading state. app/start.tsx draws the real user's first render over
 * it (decision 276).
 */
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { StrictMode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import i18n from './lib/i18n';
import type { PageHandle } from './lib/page-title';
import { drawPagesFor } from './lib/session-store';
import { styleCacheFor } from './lib/style-cache';
import { phoneMatchMedia } from './prerender-media';
import { PLACEHOLDER_SUMMARY, placeholderShopFor } from './prerender-shop';
import { canSeePage, DASHBOARD_PAGES } from '@brewline/contracts/navigation';
import type { ShopSummary } from '@brewline/contracts/schemas/shops';
import { ALL_PERMISSIONS } from '@brewline/contracts/permissions';
import { queryClient } from './lib/query-client';
import { sharedKeys } from './lib/query-keys';

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** For <head>: the page's preloads, and <style> elements in the form emotion's cache picks up in the browser. */
  head: string;
  /** The browser tab's title, as useRouteTitle sets it. */
  title: string;
  /** For whom it was drawn: a signed-out visitor (hydrated in the browser) or the placeholder user (drawn over). */
  drawnFor: 'visitor' | 'placeholder';
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Whom a dashboard screen is drawn for: a user without a name, holding every permission in the placeholder shop. */
const placeholderUser = (shop: ShopSummary) => ({
  token: '',
  session: {
    user: { id: 0, email: '', firstName: '', lastName: '', isPlatformAdmin: false },
    shops: [
      {
        shopId: shop.shopId,
        shopName: shop.shopName,
        isOnboarded: shop.isOnboarded,
        isChainShop: shop.isChainShop,
        permissions: ALL_PERMISSIONS,
      },
    ],
  },
  shopId: shop.shopId,
  isAdmin: false,
});

/** The placeholder shop of a dashboard path: the chain's for the chain's screens (prerender-shop.ts). */
function placeholderShopAt(path: string): ShopSummary {
  const page = DASHBOARD_PAGES.find((candidate) => path === `/app/${candidate.path}`);
  const shop = page && placeholderShopFor((summary) => canSeePage(page.rule, { ...summary, permissions: ALL_PERMISSIONS }));
  return shop ?? PLACEHOLDER_SUMMARY;
}

const onAPhone = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: phoneMatchMedia } } },
});

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const drawnFor = path.startsWith('/app/') ? 'placeholder' : 'visitor';
  const shop = placeholderShopAt(path);
  drawPagesFor(drawnFor === 'placeholder' ? placeholderUser(shop) : null);
  // The placeholder shop's summary, as if already answered: a page whose rule reads it (the membership screens, the
  // chain's) is then drawn, not its gate's busy sign. Nothing is fetched while prerendering.
  queryClient.setQueryData(sharedKeys.shopSummary(shop.shopId), shop);
  const cache = styleCacheFor('ltr');
  // In compat mode emotion keeps each rule in cache.inserted instead of writing a <style> beside each element
  // (what @emotion/server does): the rules are then written once, into <head>.
  cache.compat = true;
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the route answered a redirect or a response`);
  if (context.errors) throw new Error(`prerender ${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as app/start.tsx's, with the static router in place of the browser's: hydration compares them.
  const failures: unknown[] = [];
  const page = (
    <Suspense fallback={null}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Suspense>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        {drawnFor === 'placeholder' ? (
          // Phone first: a screen's media queries (the tables' cards, the drawer) are answered as on a phone.
          <ThemeProvider theme={onAPhone}>{page}</ThemeProvider>
        ) : (
          page
        )}
      </Providers>
    </StrictMode>,
    // A part that fails is left to the browser to draw; a prerendered page must not carry such a hole.
    { onError: (error) => void failures.push(error) },
  );
  if (failures.length > 0)
    throw new AggregateError(failures, `prerender ${path}: the page failed to draw: ${failures.map(String).join('; ')}`);
  // React writes the preloads it found (the hero picture) before the page; they belong in <head>.
  const rendered = await new Response(prelude).text();
  const preloads = /^(?:<link [^>]*>)*/.exec(rendered)![0];
  const html = rendered.slice(preloads.length);

  // Rules of a component are registered under '<key>-<name>'; the others came from <Global> (CssBaseline), which
  // looks for its own <style data-emotion="<key>-global <name>"> to take over, so it can replace it on a theme change.
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${name}">${rules}</style>`);
    } else {
      ids.push(name);
      css += rules;
    }
  }
  const head = [
    ...preloads.split(/(?=<link )/).filter(Boolean),
    ...globals,
    `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`,
  ].join('\n    ');

  const titleKey = context.matches
    .map((match) => (match.route.handle as PageHandle | undefined)?.title)
    .filter((title) => title !== undefined)
    .at(-1);
  const title = titleKey ? i18n.t('pageTitle', { page: i18n.t(titleKey) }) : i18n.t('productName');
  return { html, head, title: escapeHtml(title), drawnFor };
}

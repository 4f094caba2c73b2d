// First: React DOM is evaluated, then the browser gets a turn, then the rest of this chunk (see react-dom-first.ts).
import { createRoot, hydrateRoot } from './react-dom-first';
import { startTransition, StrictMode, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { startLanguage } from '../lib/i18n';
import { DRAWN_FOR_KEPT, removeKeptStylesOnceReplaced } from '../lib/kept-page';
import { preferencesStore } from '../lib/preferences';
import { Providers } from './providers';
import { createRouter } from './router';
import { startErrorReporting } from '../lib/error-reporting';
import { adoptWaitingVersion, startServiceWorker } from '../lib/service-worker';
import { sessionStore } from '../lib/session-store';
import { startTracking } from '../lib/tracking';

/**
 * Starts the app (main.tsx imports this once the first frame is out): the router, then hydrating the prerendered
 * page or drawing afresh, then tracking and error reports.
 */
type AppRouter = ReturnType<typeof createRouter>;

/** Resolves once the router has loaded the first page's code and texts (its lazy routes), so it can draw the page. */
const routerReady = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });

/**
 * The page came with its first paint drawn at build time (vite.config.ts, PRERENDERED): English, light. It is used
 * when this is still that page in that look; the server sends it only then, but a link to /#/signin
 * or choices remembered before the look cookie existed can still differ, and then the app draws afresh.
 */
function drawnAsPrerendered(root: HTMLElement): boolean {
  const { language, themeMode } = preferencesStore.get();
  return root.dataset.prerendered === window.location.pathname && language === 'en' && themeMode === 'light';
}

/**
 * Gives the browser its turn: this file's evaluation (React, the router, MUI), the router's start and hydration each
 * take the main thread for a while on a phone, and one task holding all of them is what a tap waits behind
 * (Lighthouse's total blocking time counts every task past 50 ms; decision 147).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A new version of the app that waited for this page takes over now, before the page has done anything (decision 280).
void adoptWaitingVersion();

// A language other than English is loaded before the first render, so no screen flashes English first.
void startLanguage().then(async () => {
  await yieldToBrowser();
  const router = createRouter();
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Providers>
        {/* A screen whose texts are still on their way waits here; route loaders fetch them with the code. */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>
  );
  // The boot step drew the last page kept with the user's figures (decision 315), in this very look.
  const keptPage = root.dataset.drawnFor === DRAWN_FOR_KEPT;
  if (keptPage || (root.dataset.prerendered !== undefined && drawnAsPrerendered(root))) {
    // Hydration must meet the very page the build drew, and a drawing over a dashboard screen's placeholder (or a
    // kept page) must not blank it with an empty first commit: the route's code and texts first.
    await routerReady(router);
    await yieldToBrowser();
    // A dashboard screen was drawn for a placeholder user (decision 276), or kept: the real user's first render
    // replaces it in one commit (React empties the container as it mounts). A public page was drawn as it is: hydrated.
    // Rendered in a transition: React works in slices that yield to the browser (the placeholder stays on screen
    // meanwhile), not in the 300 ms tasks a tap would wait behind on a phone.
    if (keptPage || root.dataset.drawnFor === 'placeholder') {
      if (keptPage) removeKeptStylesOnceReplaced(root, document);
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(app));
    } else hydrateRoot(root, app);
  } else {
    if (root.dataset.prerendered !== undefined) {
      root.replaceChildren();
      delete root.dataset.prerendered;
      // The prerendered page-wide styles (light body colours) would outlive it; its component styles are harmless.
      for (const style of document.querySelectorAll('style[data-emotion^="mui-global "]')) style.remove();
    }
    createRoot(root).render(app);
  }
  // Both ask /api/client-config after the first render and stay off unless the deployment switches them on.
  startTracking(router);
  void startErrorReporting();
  // The dashboard's files for the next visit, and for a visit without a network: for someone signed in, now or later.
  if (sessionStore.get()) void startServiceWorker();
  else {
    const stop = sessionStore.subscribe(() => {
      if (!sessionStore.get()) return;
      stop();
      void startServiceWorker();
    });
  }
});

import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startLanguage } from './lib/i18n';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { startErrorReporting } from './lib/error-reporting';
import { startTracking } from './lib/tracking';

// Links from the old product look like /#/signin: move them to their clean path before routing.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', window.location.hash.slice(1));
}

// A language other than English is loaded before the first render, so no screen flashes English first.
void startLanguage().then(() => {
  const router = createRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        {/* A screen whose texts are still on their way waits here; route loaders fetch them with the code. */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
  // Both ask /api/client-config after the first render and stay off unless the deployment switches them on.
  startTracking(router);
  void startErrorReporting();
});

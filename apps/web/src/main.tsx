import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startLanguage } from './lib/i18n';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { startErrorReporting } from './lib/error-reporting';
import { startTracking } from './lib/tracking';

// zod would probe once whether it may compile validators with new Function(); the content security policy
// forbids eval, so the probe is reported as a violation. Validating without compiling is fast enough for forms.
// zod keeps its configuration on this global (zod/v4/core's config() writes the same object), and setting it here
// costs the first screen none of zod's code (the browser test of the policy fails if the probe comes back).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

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

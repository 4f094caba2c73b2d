/// <reference lib="webworker" />
/**
 * The dashboard's service worker (decision 280): the app's files and its pages' shells are precached, so a repeat
 * visit, or one from the home screen, starts without waiting for the network, and still opens offline. The API is
 * never cached here: the figures always come from the server (the app keeps the last ones it showed, marked).
 * A new version installs beside the running one and waits; the page starting next asks it to take over and reloads
 * once (lib/service-worker.ts), so no page ever runs one version's code with another's files.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { shellForPath } from './shell-for-path';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

const precached = new Set(manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url).replace(/^\//, '')));

// Only the dashboard's and the admin area's pages: the public site and sign-in are drawn per visitor by the server.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      const shell = shellForPath(url.pathname, precached);
      return (shell && (await matchPrecache(shell))) || fetch(request);
    },
    { allowlist: [/^\/(app|admin)(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

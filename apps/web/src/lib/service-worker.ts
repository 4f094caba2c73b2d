/**
 * The dashboard's service worker (service-worker/service-worker.ts, decision 280), from the page's side.
 *
 * A running page is never reloaded under someone: a new version found while a page runs installs and waits, and the
 * page keeps the files it started with. The next page to start finds it waiting and asks it to take over; when that
 * comes at once, the page reloads once, into the new version. When the browser defers it, a later start takes over.
 */
const SCRIPT = '/service-worker.js';

/**
 * How long a starting page waits for the waiting version to take over. Chromium hands over only once the running
 * version is idle, which a page that is still loading can put off for 30 s or more (decision 280). A reload after
 * that would land in the middle of someone's work, or cut short the navigation that closed the page: past this, the
 * page stays on its version and the next page's start takes over.
 */
const HANDOVER_WINDOW_MS = 3_000;

/** At the app's start: a version that was waiting takes over, and this page reloads into it, if that comes soon. */
export async function adoptWaitingVersion(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting || !navigator.serviceWorker.controller) return;
  const reload = () => window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  setTimeout(() => navigator.serviceWorker.removeEventListener('controllerchange', reload), HANDOVER_WINDOW_MS);
}

/**
 * How long after the page's load event the worker is registered. The load event comes before a screen's own files
 * and figures have arrived (they are asked for by the app), and the worker's precaching (the whole app, about 1.2 MB
 * compressed) took their bandwidth on a phone: the Menu Builder's first figure moved from 8 to 12 s on a first visit.
 */
const AFTER_LOAD_MS = 10_000;

/** Registers the service worker once the signed-in app's first visit has settled: after load, a while, and idle. */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
  // Safari has no requestIdleCallback: the wait above stands in for it.
  if ('requestIdleCallback' in window) await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  // Refused (a private window, a browser that blocks workers): the dashboard works as it did without one.
  await navigator.serviceWorker.register(SCRIPT).catch(() => undefined);
}

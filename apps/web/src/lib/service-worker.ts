/**
 * The dashboard's service worker (service-worker/service-worker.ts, decision 280), from the page's side.
 *
 * Updates never mix versions: a new version found while a page runs installs and waits, and the page keeps the files
 * it started with. The next page to start finds it waiting and asks it to take over; when it does, that page reloads
 * once, into the new version.
 */
const SCRIPT = '/service-worker.js';

/** At the app's start: a version that was waiting takes over, and this page reloads into it. */
export async function adoptWaitingVersion(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting || !navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  registration.waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers the service worker once the signed-in app has drawn and the page has loaded and gone idle, so its
 * precaching (the whole app, about 1.2 MB compressed) never competes with a first visit's own files.
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  // Safari has no requestIdleCallback: a second's wait stands in for it.
  await new Promise((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 5000 }) : setTimeout(resolve, 1000),
  );
  // Refused (a private window, a browser that blocks workers): the dashboard works as it did without one.
  await navigator.serviceWorker.register(SCRIPT).catch(() => undefined);
}

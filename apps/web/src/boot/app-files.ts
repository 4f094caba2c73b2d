/**
 * The app's files on a prerendered page: the first frame first, then the files (decisions 142, 147). Used by the entry
 * (main.tsx) and, on a dashboard page, by the boot step, which runs as the page is parsed: it asks for the files as
 * soon as the page has painted instead of once the entry has arrived and run, a round trip sooner on a phone
 * (decision 312). Whichever comes first moves the links; the other finds the template empty.
 */

/**
 * A prerendered page (vite.config.ts, PRERENDERED) is painted by the browser before any of the app's code runs only
 * if the code waits for it: evaluating the modules (React, the router, MUI) would otherwise take the main thread
 * before the first frame is shown (decision 142); they are not even asked for before it (decision 147). Waits until
 * the browser reports the first contentful paint (two frames where it cannot, and at most three seconds); a tab that
 * is not shown paints nothing, so it starts at once (or as soon as it is hidden). The cap was a second, but a busy
 * machine sometimes shows a painted frame only after a second or two, and the app's start then came before the
 * page was on screen and delayed it further (decision 147).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    setTimeout(resolve, 3000);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    }
  });
}

/** How many of the app's modulepreloads are put in the head in one task. */
const PRELOADS_A_TASK = 8;

/**
 * A prerendered page keeps the app's modulepreloads in an inert <template> after #root (vite.config.ts): the first
 * paint needs none of them, and asked for with the page they took its bandwidth and, in Lighthouse's simulation, its
 * first paint (decision 147). Moved into the head, they are fetched at once, in parallel. A few at a time, with the
 * browser's turn between: each starts a fetch there and then, and the thirty of a screen in one task held a phone's
 * main thread for up to 70 ms.
 */
export async function fetchAppFiles(): Promise<void> {
  const files = document.getElementById('app-files');
  if (!(files instanceof HTMLTemplateElement)) return;
  const links = [...files.content.querySelectorAll('link')];
  for (let first = 0; first < links.length; first += PRELOADS_A_TASK) {
    if (first > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    document.head.append(...links.slice(first, first + PRELOADS_A_TASK));
  }
}

/**
 * The boot step: a few hundred bytes inlined at the top of every dashboard page's HTML (vite.config.ts), run as the
 * page is parsed. For a signed-in user with a shop selected, it asks for the screen's first figures at once, in
 * parallel with the app's scripts, instead of after all of them have arrived and run (a membership screen's once the
 * shop's summary says it is shown, decision 319); the app adopts the answers (lib/first-responses.ts, decision 279).
 * It reads the browser's copy of the session and of the shop's last summary (decision 312) and nothing else, and
 * fails quietly: the app then asks as it always did. Once the page is parsed, it draws the last page the user saw
 * with their figures on this address, if the browser kept one (decision 315).
 */
import { ADMIN_SHOP_ID } from '@brewline/contracts/constants';
import type { SessionShop } from '@brewline/contracts/schemas/auth';
import { utcDay } from '@brewline/contracts/days';
import type { ShopSummary } from '@brewline/contracts/schemas/shops';
import { firstRequestsAt, GATE_REQUESTS, requestsOnceSummaryAnswers } from '../app/first-requests';
import { afterFirstPaint, fetchAppFiles } from './app-files';
import { warmFormats } from './warm-formats';
import { keptAnswer, readKeptCopy } from '../lib/kept-copy';
import { appBuildOf, drawKeptPage, keptPageFor, lookOf, readKeptPages } from '../lib/kept-page';
import { sharedKeys } from '../lib/query-keys';
import { SESSION_KEYS } from '../lib/session-keys';

try {
  const token = localStorage.getItem(SESSION_KEYS.token);
  const shopId = Number(localStorage.getItem(SESSION_KEYS.shopId));
  const shops = JSON.parse(localStorage.getItem(SESSION_KEYS.permissions) ?? '[]') as SessionShop[];
  const entry = shops.find((shop) => shop.shopId === shopId);
  // A link naming another shop (?shop=) selects it first; an administrator has no shop of their own.
  const linked = new URLSearchParams(location.search).has('shop');
  if (token && entry && shopId !== ADMIN_SHOP_ID && !linked) {
    const userId = Number(localStorage.getItem(SESSION_KEYS.userId));
    // The shop's settings as the last visit's summary said them: whether its membership screens are shown.
    const keptSettings = keptAnswer<ShopSummary>(readKeptCopy(localStorage), userId, sharedKeys.shopSummary(shopId), Date.now());
    const context = { shopId, permissions: entry.permissions, today: utcDay(new Date()), keptSettings };
    const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
    const byPath = new Map<string, Promise<Response>>();
    const ask = (path: string) => {
      const response = fetch(path, { headers });
      // An answer nobody adopts (the user left the page) must not be reported as an unhandled failure.
      response.catch(() => undefined);
      byPath.set(path, response);
    };
    firstRequestsAt(location.pathname, context).forEach(ask);
    if (byPath.size > 0) window.brewlineFirstResponses = { token, sentAt: Date.now(), byPath };
    // A membership screen with no summary kept that shows it: its reads follow the summary's answer (decision 319),
    // read from a copy, before the app (whose scripts are still on their way) takes the answer itself.
    const [summaryPath] = GATE_REQUESTS(context);
    byPath
      .get(summaryPath!)
      ?.then((response) => (response.ok ? (response.clone().json() as Promise<ShopSummary>) : undefined))
      .then((summary) => summary && requestsOnceSummaryAnswers(location.pathname, context, summary).forEach(ask))
      .catch(() => undefined);
    const pages = readKeptPages(localStorage);
    // Once #root and the entry script are parsed (the first 'interactive'), before the entry runs.
    if (pages.length > 0)
      document.addEventListener(
        'readystatechange',
        () => {
          const root = document.getElementById('root');
          const wanted = {
            userId,
            shopId,
            build: appBuildOf(document),
            path: location.pathname + location.search,
            look: lookOf(localStorage, navigator.languages, innerWidth),
            day: utcDay(new Date()),
          };
          const page = keptPageFor(pages, wanted, Date.now());
          if (root && page) drawKeptPage(root, page, document);
        },
        { once: true },
      );
  }
} catch {
  // No storage, or a copy this step cannot read: the app asks for everything itself.
}

// The app's files wait for the first paint (decision 147); asked for as soon as it has happened, not once the entry has
// arrived and run, they leave a round trip sooner on a phone (decision 312). The formats' data is loaded while they come.
void afterFirstPaint()
  .then(fetchAppFiles)
  .then(() => setTimeout(warmFormats, 0));

import { getClientConfig, redactUrl } from './client-config';

/**
 * Page views for analytics and advertising. Off unless the deployment sets an analytics id: until
 * /api/client-config names one, nothing is loaded and nothing is sent. With an id, the Google tag is added once
 * and each route change sends one page_view, its URL stripped of tokens and personal parameters.
 */
interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

// Google tag ids look like G-XXXXXXX (also AW-, GT-, UA-); anything else is not put into a script address.
const TAG_ID = /^[A-Z]{1,3}-[A-Z0-9-]{4,}$/i;

let state: 'waiting' | 'on' | 'off' = 'waiting';
let queued: string[] = [];

function addGoogleTag(id: string) {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the arguments object itself, not an array (an array pushed here is ignored): this is the snippet
  // its documentation gives, so the rest-parameters rule cannot apply to this one line.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object, see above
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false, page_location: redactUrl(window.location.href) });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

function send(path: string) {
  window.gtag?.('event', 'page_view', {
    page_location: redactUrl(path, window.location.origin),
    page_path: new URL(path, window.location.origin).pathname,
    page_title: document.title,
  });
}

function pageView(path: string) {
  if (state === 'on') send(path);
  else if (state === 'waiting') queued.push(path);
}

/** Records a page view for the first page and every route change after it; call once, after the first render. */
export function startTracking(router: RouterLike): void {
  let last = '';
  const record = ({ pathname, search }: { pathname: string; search: string }) => {
    const path = pathname + search;
    if (path === last) return;
    last = path;
    pageView(path);
  };
  record(router.state.location);
  router.subscribe((next) => record(next.location));

  void getClientConfig().then(({ analyticsId }) => {
    if (!analyticsId || !TAG_ID.test(analyticsId)) {
      state = 'off';
      queued = [];
      return;
    }
    addGoogleTag(analyticsId);
    state = 'on';
    for (const path of queued) send(path);
    queued = [];
  });
}

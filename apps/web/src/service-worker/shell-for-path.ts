/**
 * Which precached page the service worker answers a navigation with (decision 280): a dashboard screen's own route
 * shell (route-shells/app-<path>.html, its scripts preloaded), any other /app path the dashboard's generic shell, and
 * the admin area the app's index.html. The plain shells, never the ones drawn at build time: those are drawn in
 * English and the light theme, and only the server can tell from the request whether that is this user's look.
 * Null for every other page (the public site, sign-in): those go to the network as before.
 */
export function shellForPath(pathname: string, precached: ReadonlySet<string>): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/admin' || path.startsWith('/admin/')) return precached.has('index.html') ? 'index.html' : null;
  if (path !== '/app' && !path.startsWith('/app/')) return null;
  const own = `route-shells/${path.slice(1).replaceAll('/', '-')}.html`;
  if (precached.has(own)) return own;
  return precached.has('route-shells/app.html') ? 'route-shells/app.html' : null;
}

import { describe, expect, it } from 'vitest';
import { shellForPath } from './shell-for-path';

const PRECACHED = new Set([
  'index.html',
  'route-shells/app.html',
  'route-shells/app-overview.html',
  'route-shells/app-sales_overview.html',
]);

describe('the page the service worker answers a navigation with', () => {
  it("answers a dashboard screen with its own shell, which preloads that screen's scripts", () => {
    expect(shellForPath('/app/overview', PRECACHED)).toBe('route-shells/app-overview.html');
    expect(shellForPath('/app/sales_overview/', PRECACHED)).toBe('route-shells/app-sales_overview.html');
  });

  it("answers any other dashboard path with the dashboard's shell", () => {
    expect(shellForPath('/app', PRECACHED)).toBe('route-shells/app.html');
    expect(shellForPath('/app/events/12', PRECACHED)).toBe('route-shells/app.html');
  });

  it("answers the admin area with the app's page", () => {
    expect(shellForPath('/admin/overview', PRECACHED)).toBe('index.html');
  });

  it('leaves the public site and sign-in to the network', () => {
    for (const path of ['/', '/signin', '/terms', '/application', '/administrator']) expect(shellForPath(path, PRECACHED)).toBeNull();
  });

  it('answers nothing it has not precached', () => {
    expect(shellForPath('/app/overview', new Set())).toBeNull();
  });
});

import { PERMISSION_FLAGS } from '@brewline/contracts/permissions';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from './db/schema/shops';
import { authPlugin, type RouteAccessEntry } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { createTestApp, type TestApp } from './test/test-app';

type Caller = Awaited<ReturnType<TestApp['signIn']>>;

let t: TestApp;
let owner: Caller;
let chainOwner: Caller;
let staff: Caller;
let admin: Caller;
let bluebirdId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '1000' } });
  owner = await t.signIn('owner@demo.brewline.app');
  chainOwner = await t.signIn('chain@demo.brewline.app');
  staff = await t.signIn('staff@demo.brewline.app');
  admin = await t.signIn('admin@demo.brewline.app');
  bluebirdId = owner.session.shops[0]!.shopId;
});
afterAll(() => t.close());

type ShopRoute = RouteAccessEntry & { access: { shop: keyof PermissionSet | 'member' } };
const shopRoutes = () => t.app.routeAccess.filter((route): route is ShopRoute => typeof route.access === 'object');

/** The route's URL with :shopId filled in, any other parameter set to 1 and a wildcard set to a plain name. */
function urlFor(route: RouteAccessEntry, shopId: number | string) {
  return route.url
    .replace(/:shopId(\([^)]*\))?/, String(shopId))
    .replace(/:\w+(\([^)]*\))?/g, '1')
    .replace(/\*$/, 'x');
}

const call = (route: RouteAccessEntry, shopId: number | string, caller?: Caller) =>
  t.app.inject({
    method: route.method as 'GET',
    url: urlFor(route, shopId),
    headers: caller ? { authorization: caller.authorization } : {},
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  });

describe('every shop-scoped route', () => {
  it('has at least one such route to check, and each of them names :shopId', () => {
    const routes = shopRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/shops/:shopId/summary');
    for (const route of routes) expect(route.url).toContain(':shopId');
  });

  it('refuses a user of another shop with 403, whatever the route', async () => {
    let checked = 0;
    for (const route of shopRoutes()) {
      const response = await call(route, bluebirdId, chainOwner);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') {
        expect(response.json(), `${route.method} ${route.url}`).toEqual({
          error: { code: 'FORBIDDEN', message: messages.forbidden, messageKey: 'forbidden', requestId: expect.any(String) },
        });
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("refuses a user of the shop who lacks the route's permission with 403", async () => {
    const staffFlags = staff.session.shops.find((shop) => shop.shopId === bluebirdId) as unknown as { permissions: PermissionSet };
    expect(staffFlags.permissions).toMatchObject({ analytics: true, menuBuilding: false });
    const lacking = shopRoutes().filter(({ access }) => access.shop !== 'member' && !staffFlags.permissions[access.shop]);
    for (const route of lacking) {
      const response = await call(route, bluebirdId, staff);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    // The rule itself is checked on the flags the routes use today, and on every flag once routes need them.
    expect(lacking.every(({ access }) => PERMISSION_FLAGS.includes(access.shop as never))).toBe(true);
  });

  it('asks for a sign-in (401) when no token is sent', async () => {
    for (const route of shopRoutes()) {
      const response = await call(route, bluebirdId);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets the platform administrator through the access check of any shop (never 401, never the access refusal)', async () => {
    // Last of the checks: an administrator's call may change data. A route may still refuse for a rule of its
    // own (Manage Shops is for a chain's own shop), but never with the access check's 'forbidden'.
    for (const route of shopRoutes()) {
      const response = await call(route, bluebirdId, admin);
      const where = `${route.method} ${route.url} answered ${response.statusCode}: ${response.body}`;
      expect(response.statusCode, where).not.toBe(401);
      // A HEAD answer has no body to read the reason from; its GET twin is checked with it.
      if (response.statusCode === 403 && route.method !== 'HEAD') expect(response.json().error.messageKey, where).not.toBe('forbidden');
    }
  });

  it('refuses the admin shop id -1 to an owner', async () => {
    const summary = shopRoutes().find((r) => r.url === '/api/shops/:shopId/summary' && r.method === 'GET')!;
    expect((await call(summary, -1, owner)).statusCode).toBe(403);
  });

  it('answers 400 naming shopId when the shop id is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shops/abc/summary', headers: { authorization: owner.authorization } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'shopId' });
  });

  it('lets the owner and the staff member reach a route that needs only membership of the shop', async () => {
    const summary = shopRoutes().find((r) => r.url === '/api/shops/:shopId/summary' && r.method === 'GET')!;
    expect(summary.access.shop).toBe('member');
    expect((await call(summary, bluebirdId, owner)).statusCode).toBe(200);
    expect((await call(summary, bluebirdId, staff)).statusCode).toBe(200);
  });
});

describe('routes for platform administrators', () => {
  it('declares GET /api/shops as platformAdmin', () => {
    expect(t.app.routeAccess).toContainEqual({ method: 'GET', url: '/api/shops', access: 'platformAdmin' });
  });

  it('refuses the shop list to a shop owner with adminOnly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shops', headers: { authorization: owner.authorization } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: messages.adminOnly, messageKey: 'adminOnly', requestId: expect.any(String) },
    });
  });

  it('refuses the shop list without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/shops' })).statusCode).toBe(401);
  });

  it('gives the administrator the onboarded shops sorted by name whatever its case', async () => {
    // Lower-case names would sort after every capital under a byte-order collation.
    await t.db.insert(shops).values([
      { name: 'aardvark Beans', isOnboarded: true },
      { name: 'zz last Cafe', isOnboarded: true },
      { name: 'Also Not Ready', isOnboarded: false },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/shops?onboarded=true',
      headers: { authorization: admin.authorization },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<Array<{ shopId: number; shopName: string; isOnboarded: boolean }>>();

    const onboarded = await t.db.select({ name: shops.name }).from(shops).where(eq(shops.isOnboarded, true));
    const expected = onboarded.map((s) => s.name).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(list.map((s) => s.shopName)).toEqual(expected);
    expect(list[0]!.shopName).toBe('aardvark Beans');
    expect(list.at(-1)!.shopName).toBe('zz last Cafe');
    expect(list.every((s) => s.isOnboarded)).toBe(true);
    expect(list.map((s) => s.shopName)).not.toContain('Fresh Start Cafe');
  });

  it('gives every shop, onboarded or not, without the filter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shops', headers: { authorization: admin.authorization } });
    const names = response.json<Array<{ shopName: string }>>().map((s) => s.shopName);
    expect(names).toContain('Fresh Start Cafe');
    expect(names).toContain('Bluebird Coffee');
  });
});

describe('declaring access', () => {
  async function tinyApp() {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(authPlugin, { authenticate: async () => null });
    return app;
  }

  it('refuses to build an app with an /api route that does not declare its access', async () => {
    const app = await tinyApp();
    await expect(async () => {
      app.get('/api/forgotten', async () => ({ ok: true }));
      await app.ready();
    }).rejects.toThrow('Route GET /api/forgotten does not declare its access');
    await app.close().catch(() => undefined);
  });

  it('refuses a shop-scoped route whose path has no :shopId', async () => {
    const app = await tinyApp();
    await expect(async () => {
      app.get('/api/menu/:id', { config: { access: { shop: 'menuBuilding' } } }, async () => ({ ok: true }));
      await app.ready();
    }).rejects.toThrow('is shop-scoped but has no :shopId parameter');
    await app.close().catch(() => undefined);
  });

  it('records every route of the real app that declared access, and every /api route of it did', () => {
    const declared = new Set(t.app.routeAccess.map((r) => `${r.method} ${r.url}`));
    for (const route of [
      'POST /api/auth/sign-in',
      'POST /api/auth/sign-up',
      'POST /api/auth/sign-out',
      'GET /api/auth/session',
      'GET /api/health',
    ]) {
      expect(declared).toContain(route);
    }
    expect(t.app.routeAccess.every((r) => r.url.startsWith('/api/'))).toBe(true);
  });

  it('keeps the shop info and hours, and their versioned saves, to shop management', () => {
    for (const method of ['GET', 'PUT']) {
      for (const url of ['/api/shops/:shopId/info', '/api/shops/:shopId/hours']) {
        expect(t.app.routeAccess).toContainEqual({ method, url, access: { shop: 'shopManagement' } });
      }
    }
  });

  it('checks access before the body: a caller without the right is refused 403 even for a save from a stale copy', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${bluebirdId}/hours`,
      headers: { authorization: staff.authorization },
      payload: { hours: [], version: -1 },
    });
    expect(response.statusCode).toBe(403);
  });
});

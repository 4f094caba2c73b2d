import { ACTIVITY_ACTION_NAMES, type ActivityAction } from '@brewline/contracts/activity';
import type { CustomersPage } from '@brewline/contracts/schemas/customers';
import type { GuestList } from '@brewline/contracts/schemas/events';
import type { MenuResponse } from '@brewline/contracts/schemas/menu';
import type { UserList } from '@brewline/contracts/schemas/users';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/activity';
import { menuItems } from '../../db/schema/menu';
import { DEMO_PASSWORD } from '../../seed/seed-demo';
import { listOperations } from '../../test/openapi-walk';
import { addServiceKey, createTestApp, type TestApp } from '../../test/test-app';

/** A route as Fastify registered it: `PUT /api/shops/:shopId/menu`. */
type Route = string;

/**
 * The routes that change data (every POST, PUT, PATCH and DELETE) and the streamed downloads, as the app registered
 * them: read from Fastify's route tree, so a route added tomorrow is here without anyone listing it.
 */
function changingRoutes(tree: string): Route[] {
  const segments: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    segments.length = node[1]!.length / 4;
    segments.push(node[2]!);
    const path = segments.join('');
    for (const method of node[3]?.split(', ') ?? []) {
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || (method === 'GET' && path.endsWith('.xlsx'))) {
        routes.push(`${method} ${path}`);
      }
    }
  }
  return routes.sort();
}

/**
 * Why each changing route writes no row: the log records who changed what a shop's users manage (decision 225),
 * sign-ins (decision 227) and the server's streamed downloads, and nothing else. A new changing route fails the test
 * below until it is listed here or among the logged ones.
 */
const NOT_LOGGED: Record<Route, string> = {
  'POST /api/auth/password-reset-requests': "an account's own mail, not a shop's change",
  'POST /api/auth/password-reset-tokens/check': 'a check: nothing changes',
  'POST /api/auth/password-resets': "an account's own password, not a shop's change",
  'POST /api/auth/password-changes': "an account's own password, not a shop's change",
  'POST /api/auth/staff-verifications': 'a new user setting their password, not a shop change',
  'POST /api/auth/email-verifications': "an account's own email, not a shop's change",
  'POST /api/auth/sign-up': 'a new owner and shop: nobody has a log to read yet',
  'POST /api/auth/sign-out': 'a session ended; the log records sign-ins only (decision 227)',
  'POST /api/auth/sessions/end-others': "an account's own sessions, not a shop's change",
  'DELETE /api/auth/sessions/:sessionId': "an account's own session, not a shop's change",
  'PUT /api/auth/summary-mails': "an account's own mail settings (decision 270)",
  'POST /api/summary-mails/unsubscribe': "an account's own mail settings, from the mail's link (decision 270)",
  'POST /unsubscribe': "the mail's one-click unsubscribe (decision 270)",
  'POST /api/admin/summary-mails/run-due': "the platform administrator's run of the due mails",
  'POST /api/account/two-step/setup': "an account's own sign-in settings (decisions 220-224)",
  'POST /api/account/two-step/enable': "an account's own sign-in settings (decisions 220-224)",
  'POST /api/account/two-step/disable': "an account's own sign-in settings (decisions 220-224)",
  'POST /api/account/two-step/forget-devices': "an account's own sign-in settings (decisions 220-224)",
  'PUT /api/shops/:shopId/two-step-requirement': 'not among the changes decision 225 records',
  'POST /api/shops/:shopId/announcements': 'not among the changes decision 225 records',
  'POST /api/shops/:shopId/announcements/:announcementId/retraction': 'not among the changes decision 225 records',
  'POST /api/shops/:shopId/manage-shops': "a chain's new shop: not among the changes decision 225 records",
  'PUT /api/shops/:shopId/manage-shops/:memberShopId/info': 'not among the changes decision 225 records',
  'PUT /api/shops/:shopId/manage-shops/:memberShopId/menu': "the chain's menu copied: not among the changes decision 225 records",
  'POST /api/contact-messages': 'a message to support, kept in its own table',
  'PUT /api/shops/:shopId/default-modifiers': 'not among the changes decision 225 records',
  'PUT /api/shops/:shopId/events/:menuItemId/guests/:orderItemId/check-in': 'a guest checked in at the door, kept with the guest',
  'DELETE /api/shops/:shopId/events/:menuItemId/guests/:orderItemId/check-in': 'a check-in undone, kept with the guest',
  'POST /api/shops/:shopId/members/transitions': 'not among the changes decision 225 records',
  'POST /api/shops/:shopId/members/:memberId/transitions': 'not among the changes decision 225 records',
  'GET /api/shops/:shopId/membership-value.xlsx': 'a download decision 225 does not list (Membership Value came with decision 240)',
  'POST /api/shops/:shopId/memberships': 'not among the changes decision 225 records',
  'PUT /api/shops/:shopId/memberships/:membershipId': 'not among the changes decision 225 records',
  'PUT /api/shops/:shopId/menu/items/:itemId/complimentary': 'not among the changes decision 225 records',
  'PUT /api/shops/:shopId/menu/values/complimentary': 'not among the changes decision 225 records',
  'PUT /api/shops/:shopId/menu/values/:valueId/subsidies': 'not among the changes decision 225 records',
  'POST /api/shops/:shopId/menu-images': 'a picture added to the library: not among the changes decision 225 records',
  'DELETE /api/shops/:shopId/menu-images/:name': 'a picture removed from the library: not among the changes decision 225 records',
  'POST /api/shops/:shopId/onboarding/completion': "onboarding's end, before the shop has users to read a log",
  'POST /api/orders': "the ordering app's orders: the ledger keeps them (decision 160)",
  'POST /api/consumers/access-requests': "the ordering app's access request: kept in its own table, nothing changes (decision 291)",
  'POST /api/shops/:shopId/payments/onboarding-link': 'a link asked for: the account changes only when the provider answers',
  'PUT /api/shops/:shopId/pickup-options': 'not among the changes decision 225 records',
  'PUT /api/shops/:shopId/images/:kind': 'the logo and banner: not among the changes decision 225 records',
  'PUT /api/shops/:shopId/settings':
    "tax and social addresses are not among the changes decision 225 records; its Paused and Busy switches are logged as the rush's (decision 299)",
  'PUT /api/shops/:shopId/settings/rewards': 'not among the changes decision 225 records',
  'POST /api/visits': "a visitor's page view, counted for the administrator",
};

describe('every change the activity log promises writes its row', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let bluebird: number;
  let newcomer: { authorization: string; shopId: number };
  /** An owner signed up for the two-step sign-in, so that no demo user's sign-in changes. */
  const twoStepOwner = { email: 'walk.two-step@example.com', password: 'walk-two-step-password', authorization: '' };
  let promoCodeId: number;
  /** The ordering app's key for Bluebird, and an espresso it orders (read before the menu's save renames things). */
  let appKey: string;
  const espresso = { itemId: 0, sizeId: 0 };
  const today = new Date().toISOString().slice(0, 10);

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: { authorization: string } = owner) =>
    t.app.inject({ method, url, headers: who, payload });
  const eventId = async (name: string) =>
    (
      await t.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.shopId, bluebird), eq(menuItems.name, name)))
    )[0]!.id;

  /** A new customer of Bluebird (one espresso through the order intake with the demo's key): their id and email. */
  let customerSequence = 0;
  const newCustomer = async () => {
    const email = `walk.customer.${++customerSequence}@example.com`;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${appKey}` },
      payload: {
        appOrderId: `walk-${email}`,
        shopId: bluebird,
        consumer: { name: 'Walk Customer', email },
        items: [{ menuItemId: espresso.itemId, quantity: 1, optionValueIds: [espresso.sizeId] }],
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { rows } = (await inject('GET', `/api/shops/${bluebird}/customers?search=${encodeURIComponent(email)}`)).json<CustomersPage>();
    return { id: rows[0]!.id, email };
  };

  /**
   * Each logged route, the action it promises, and a request that makes the change (a row of the log: decisions 225,
   * 226, 227). Requests run in this order on one database.
   */
  const LOGGED: Array<{ route: Route; action: ActivityAction; status?: number; request: () => Promise<LightMyRequestResponse> }> = [
    {
      route: 'POST /api/auth/sign-in',
      action: 'signedIn',
      request: () => inject('POST', '/api/auth/sign-in', { email: 'owner@demo.brewline.app', password: DEMO_PASSWORD }),
    },
    {
      route: 'POST /api/auth/sign-in',
      action: 'signInFailed',
      status: 401,
      request: () => inject('POST', '/api/auth/sign-in', { email: 'owner@demo.brewline.app', password: 'not-the-password' }),
    },
    {
      route: 'POST /api/auth/sign-in/two-step',
      action: 'signedIn',
      request: async () => {
        // The set-up and the password step write no row: the code step's sign-in is the only one.
        const who = { authorization: twoStepOwner.authorization };
        const { secret } = (await inject('POST', '/api/account/two-step/setup', {}, who)).json<{ secret: string }>();
        const enabled = await inject('POST', '/api/account/two-step/enable', { code: await generate({ secret }) }, who);
        const [recoveryCode] = enabled.json<{ recoveryCodes: string[] }>().recoveryCodes;
        const { email, password } = twoStepOwner;
        const { challengeToken } = (await inject('POST', '/api/auth/sign-in', { email, password })).json<{ challengeToken: string }>();
        return inject('POST', '/api/auth/sign-in/two-step', { challengeToken, code: recoveryCode, rememberDevice: false });
      },
    },
    {
      route: 'POST /api/shops/:shopId/users',
      action: 'userAdded',
      status: 201,
      request: () =>
        inject('POST', `/api/shops/${bluebird}/users`, {
          firstName: 'Walk',
          lastName: 'Through',
          email: 'walk.through@example.com',
          shops: [
            {
              shopId: bluebird,
              permissions: { analytics: true, shopManagement: false, membership: false, menuBuilding: false, userManagement: false },
            },
          ],
        }),
    },
    {
      route: 'PUT /api/shops/:shopId/users/:loginId/permissions',
      action: 'permissionsChanged',
      request: async () => {
        const { users } = (await inject('GET', `/api/shops/${bluebird}/users`)).json<UserList>();
        const barista = users.find((user) => user.email === 'barista@demo.brewline.app')!;
        const { permissions } = barista.shops.find((shop) => shop.shopId === bluebird)!;
        return inject('PUT', `/api/shops/${bluebird}/users/${barista.loginId}/permissions`, {
          shops: [{ shopId: bluebird, permissions: { ...permissions, analytics: !permissions.analytics } }],
          version: barista.version,
        });
      },
    },
    {
      route: 'PUT /api/shops/:shopId/menu',
      action: 'menuSaved',
      request: async () => {
        const { menu, version } = (await inject('GET', `/api/shops/${bluebird}/menu`)).json<MenuResponse>();
        menu.categories[0]!.items[0]!.name = 'Walked through';
        const removed = { categories: [], items: [], options: [], values: [] };
        return inject('PUT', `/api/shops/${bluebird}/menu`, { menu, removed, version });
      },
    },
    {
      route: 'PUT /api/shops/:shopId/events/:menuItemId/guests/:orderItemId/refund',
      action: 'guestRefunded',
      request: async () => {
        const url = `/api/shops/${bluebird}/events/${await eventId('Latte Art Workshop')}/guests`;
        const guest = (await inject('GET', url)).json<GuestList>().guests.find((one) => one.refundedAt === null)!;
        return inject('PUT', `${url}/${guest.orderItemId}/refund`, {});
      },
    },
    {
      route: 'POST /api/shops/:shopId/promo-codes',
      action: 'promoCodeCreated',
      status: 201,
      request: async () => {
        const draft = { code: 'WALK1', description: 'Walked', valueUnit: 'percent', value: '10', startDate: today, endDate: null };
        const created = await inject('POST', `/api/shops/${bluebird}/promo-codes`, draft);
        promoCodeId = created.json<{ promoCodeId: number }>().promoCodeId;
        return created;
      },
    },
    {
      route: 'POST /api/shops/:shopId/promo-codes/segments/:segment',
      action: 'promoCodeCreated',
      status: 201,
      request: () =>
        inject('POST', `/api/shops/${bluebird}/promo-codes/segments/new`, {
          code: 'WALKSEGMENT',
          valueUnit: 'percent',
          value: '10',
          startDate: today,
        }),
    },
    {
      route: 'POST /api/shops/:shopId/promo-codes/:promoCodeId/deactivation',
      action: 'promoCodeDeactivated',
      request: () => inject('POST', `/api/shops/${bluebird}/promo-codes/${promoCodeId}/deactivation`, {}),
    },
    {
      route: 'POST /api/shops/:shopId/payments/authorization',
      action: 'payoutSettingsChanged',
      request: async () => {
        const link = await inject(
          'POST',
          `/api/shops/${newcomer.shopId}/payments/onboarding-link`,
          { businessName: 'Fresh Start Cafe', firstName: 'Mia', email: 'new@demo.brewline.app', phoneNumber: '5035550142' },
          newcomer,
        );
        const state = new URL(link.json<{ onboardingUrl: string }>().onboardingUrl).searchParams.get('state')!;
        return inject('POST', `/api/shops/${newcomer.shopId}/payments/authorization`, { code: state }, newcomer);
      },
    },
    {
      route: 'PUT /api/shops/:shopId/info',
      action: 'shopInfoChanged',
      request: async () => {
        const {
          shopId: _id,
          isOnboarded: _onboarded,
          ...fields
        } = (await inject('GET', `/api/shops/${bluebird}/info`)).json<object>() as {
          shopId: number;
          isOnboarded: boolean;
        };
        return inject('PUT', `/api/shops/${bluebird}/info`, { ...fields, city: 'Walkville' });
      },
    },
    {
      route: 'PUT /api/shops/:shopId/rush/busy',
      action: 'busyStarted',
      request: () =>
        inject('PUT', `/api/shops/${bluebird}/rush/busy`, { station: 'food', extraMinutes: 15, length: { kind: 'minutes', minutes: 30 } }),
    },
    {
      route: 'DELETE /api/shops/:shopId/rush/busy/:station',
      action: 'busyEnded',
      request: () => t.app.inject({ method: 'DELETE', url: `/api/shops/${bluebird}/rush/busy/food`, headers: owner }),
    },
    {
      route: 'PUT /api/shops/:shopId/rush/pause',
      action: 'orderingPaused',
      request: () => inject('PUT', `/api/shops/${bluebird}/rush/pause`, { length: { kind: 'minutes', minutes: 15 } }),
    },
    {
      route: 'DELETE /api/shops/:shopId/rush/pause',
      action: 'orderingReopened',
      request: () => t.app.inject({ method: 'DELETE', url: `/api/shops/${bluebird}/rush/pause`, headers: owner }),
    },
    {
      route: 'PUT /api/shops/:shopId/rush/automatic',
      action: 'automaticBusyChanged',
      request: async () => {
        const loaded = (await inject('GET', `/api/shops/${bluebird}/rush/automatic`)).json<{ food: object }>();
        return inject('PUT', `/api/shops/${bluebird}/rush/automatic`, {
          settings: { ...loaded, food: { on: true, ordersOver: 8, extraMinutes: 10 } },
          loaded,
        });
      },
    },
    {
      route: 'PUT /api/shops/:shopId/accounts-mapping',
      action: 'accountMappingSaved',
      request: async () => {
        const { accounts } = (await inject('GET', `/api/shops/${bluebird}/accounts-mapping`)).json<{ accounts: { bank: object } }>();
        return inject('PUT', `/api/shops/${bluebird}/accounts-mapping`, { ...accounts, bank: { name: 'Walk Checking', code: '091' } });
      },
    },
    {
      route: 'PUT /api/shops/:shopId/hours',
      action: 'shopHoursChanged',
      request: async () =>
        inject('PUT', `/api/shops/${bluebird}/hours`, (await inject('GET', `/api/shops/${bluebird}/hours`)).json<object>()),
    },
    {
      route: 'GET /api/shops/:shopId/analytics/transactions.xlsx',
      action: 'exportDownloaded',
      request: () => inject('GET', `/api/shops/${bluebird}/analytics/transactions.xlsx?from=${today}&to=${today}`),
    },
    {
      route: 'GET /api/shops/:shopId/customers.xlsx',
      action: 'exportDownloaded',
      request: () => inject('GET', `/api/shops/${bluebird}/customers.xlsx?segment=new`),
    },
    {
      route: 'GET /api/shops/:shopId/analytics/payouts.xlsx',
      action: 'exportDownloaded',
      request: () => inject('GET', `/api/shops/${bluebird}/analytics/payouts.xlsx`),
    },
    {
      route: 'GET /api/shops/:shopId/events/:menuItemId/guests.xlsx',
      action: 'exportDownloaded',
      request: async () => inject('GET', `/api/shops/${bluebird}/events/${await eventId('Coffee Cupping Night')}/guests.xlsx`),
    },
    {
      route: 'GET /api/shops/:shopId/customers/:customerId/data.xlsx',
      action: 'exportDownloaded',
      request: async () => inject('GET', `/api/shops/${bluebird}/customers/${(await newCustomer()).id}/data.xlsx`),
    },
    {
      route: 'POST /api/shops/:shopId/customers/:customerId/erasure',
      action: 'customerErased',
      request: async () => {
        const { id, email } = await newCustomer();
        return inject('POST', `/api/shops/${bluebird}/customers/${id}/erasure`, { email });
      },
    },
    {
      route: 'POST /api/consumers/erasure-requests',
      action: 'customerErased',
      status: 202,
      request: async () =>
        t.app.inject({
          method: 'POST',
          url: '/api/consumers/erasure-requests',
          headers: { authorization: `Bearer ${appKey}` },
          payload: { email: (await newCustomer()).email, requestId: 'walk-erasure' },
        }),
    },
    {
      route: 'PUT /api/shops/:shopId/tips/pool',
      action: 'tipPoolSaved',
      request: () =>
        inject('PUT', `/api/shops/${bluebird}/tips/pool`, { from: '2026-01-05', to: '2026-01-11', entries: [{ name: 'Ana', hours: 6 }] }),
    },
    {
      route: 'PUT /api/shops/:shopId/tips/pool',
      action: 'tipPoolRemoved',
      request: async () => {
        const range = { from: '2026-01-12', to: '2026-01-18' };
        await inject('PUT', `/api/shops/${bluebird}/tips/pool`, { ...range, entries: [{ name: 'Ben', hours: 5 }] });
        return inject('PUT', `/api/shops/${bluebird}/tips/pool`, { ...range, entries: [] });
      },
    },
    {
      route: 'GET /api/shops/:shopId/activity.xlsx',
      action: 'exportDownloaded',
      request: () => inject('GET', `/api/shops/${bluebird}/activity.xlsx?from=${today}&to=${today}`),
    },
  ];

  /** How many rows of an action the log holds, whoever's. */
  const rowsOf = async (action: ActivityAction) =>
    Number(
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(activityLog)
          .where(eq(activityLog.action, action))
      )[0]!.n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    newcomer = await t.signInToShop('new@demo.brewline.app');
    appKey = await addServiceKey(t.db, bluebird, 'Walk app');
    const { menu } = (await inject('GET', `/api/shops/${bluebird}/menu`)).json<MenuResponse>();
    const item = menu.categories.flatMap((category) => category.items).find((one) => one.name === 'Espresso')!;
    Object.assign(espresso, { itemId: item.id, sizeId: item.options.find((option) => option.title === 'Size')!.values[0]!.id });
    const { email, password } = twoStepOwner;
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { shopName: 'Walk Two Step', email, password },
    });
    twoStepOwner.authorization = `Bearer ${signedUp.json<{ accessToken: string }>().accessToken}`;
  });
  afterAll(() => t.close());

  it('lists every route that changes data (and every streamed download) as logged or, with the reason, not', async () => {
    const registered = changingRoutes(t.app.printRoutes({ commonPrefix: false }));
    const logged = new Set(LOGGED.map((entry) => entry.route));
    expect(Object.keys(NOT_LOGGED).filter((route) => logged.has(route))).toEqual([]);
    expect(registered).toEqual([...new Set([...logged, ...Object.keys(NOT_LOGGED)])].sort());
  });

  it("reads the route tree as the API's own document names its operations", async () => {
    const registered = new Set(changingRoutes(t.app.printRoutes({ commonPrefix: false })));
    const documented = (await listOperations(t))
      .filter((operation) => operation.method !== 'GET' || operation.path.endsWith('.xlsx'))
      .map((operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(documented.length).toBeGreaterThan(40);
    expect(documented.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('promises a row for every action of the log', () => {
    expect([...new Set(LOGGED.map((entry) => entry.action))].sort()).toEqual([...ACTIVITY_ACTION_NAMES].sort());
  });

  it.each(LOGGED.map((entry) => [entry.route, entry.action, entry] as const))(
    '%s writes %s',
    async (_route, action, { request, status }) => {
      const before = await rowsOf(action);
      const response = await request();
      expect(response.statusCode, response.body).toBe(status ?? 200);
      expect(await rowsOf(action)).toBe(before + 1);
    },
  );
});

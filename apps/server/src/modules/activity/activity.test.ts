import type { ActivityPage, ActivityRow } from '@brewline/contracts/schemas/activity';
import type { GuestList } from '@brewline/contracts/schemas/events';
import type { MenuResponse } from '@brewline/contracts/schemas/menu';
import type { UserList } from '@brewline/contracts/schemas/users';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/activity';
import { logins } from '../../db/schema/accounts';
import { menuItems } from '../../db/schema/menu';
import type { Payments } from '../../ports/payments';
import { createSandboxPayments } from '../../ports/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The sandbox, with a switch that makes the provider refuse refunds. */
function switchablePayments() {
  const sandbox = createSandboxPayments({ publicUrl: 'http://localhost:3000', signingKey: randomBytes(32) });
  const state = { refuse: false };
  const payments: Payments = {
    ...sandbox,
    async refund(request) {
      if (state.refuse) throw new Error('card network down');
      return sandbox.refund(request);
    },
  };
  return { payments, state };
}

type Who = { authorization: string };

describe('the activity log', () => {
  const provider = switchablePayments();
  let t: TestApp;
  let owner: Who;
  let bluebird: number;
  let ownerLoginId: number;
  let ownerName: string;
  let newcomer: Who & { shopId: number };
  let staff: Who;
  let today: string;

  const get = (url: string, who: Who = owner) => t.app.inject({ method: 'GET', url, headers: who });
  const send = (method: 'PUT' | 'POST', url: string, payload: object, who: Who = owner) =>
    t.app.inject({ method, url, headers: who, payload });
  const rows = async (query = '', shopId = bluebird, who: Who = owner) => {
    const response = await get(`/api/shops/${shopId}/activity?from=${today}&to=${today}&pageSize=100${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityPage>();
  };
  /** Every row of the log, whoever's: a failed change must add none anywhere. */
  const allRows = async () => Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(activityLog))[0]!.n);
  const newest = async (action: string, shopId = bluebird, who: Who = owner): Promise<ActivityRow | undefined> =>
    (await rows('', shopId, who)).rows.find((row) => row.action === action);

  beforeAll(async () => {
    t = await createTestApp({ payments: provider.payments });
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    const [login] = await t.db.select().from(logins).where(eq(logins.email, 'owner@demo.brewline.app'));
    ownerLoginId = login!.id;
    ownerName = `${login!.firstName} ${login!.lastName}`.trim();
    newcomer = await t.signInToShop('new@demo.brewline.app');
    staff = await t.signInToShop('staff@demo.brewline.app');
    today = new Date().toISOString().slice(0, 10);
  });
  afterAll(() => t.close());

  describe('a row for each kind of change, written with the change', () => {
    it('records a price saved in the Menu Builder with the item, the field, from and to, and its sentence', async () => {
      const loaded = (await get(`/api/shops/${bluebird}/menu`)).json<MenuResponse>();
      const latte = loaded.menu.categories.flatMap((category) => category.items).find((item) => item.name === 'Latte')!;
      const small = latte.options.find((option) => option.title === 'Size')!.values.find((value) => value.value === 'Small')!;
      expect(small.priceCents).toBe(450);
      small.priceCents = 475;
      const removed = { categories: [], items: [], options: [], values: [] };
      const saved = await send('PUT', `/api/shops/${bluebird}/menu`, { menu: loaded.menu, removed, version: loaded.version });
      expect(saved.statusCode, saved.body).toBe(200);
      const row = await newest('menuSaved');
      expect(row).toMatchObject({
        actorLoginId: ownerLoginId,
        actorName: ownerName,
        area: 'menu',
        details: { changes: [{ item: 'Latte (Small)', field: 'price', from: 450, to: 475 }] },
      });
      expect(row!.clientAddress).toBeTruthy();

      // A stale save (the version loaded before) is refused and records nothing.
      const before = await allRows();
      small.priceCents = 500;
      const stale = await send('PUT', `/api/shops/${bluebird}/menu`, { menu: loaded.menu, removed, version: loaded.version });
      expect(stale.statusCode).toBe(409);
      expect(await allRows()).toBe(before);
      // A save that changes nothing records nothing either.
      const again = (await get(`/api/shops/${bluebird}/menu`)).json<MenuResponse>();
      expect((await send('PUT', `/api/shops/${bluebird}/menu`, { menu: again.menu, removed, version: again.version })).statusCode).toBe(
        200,
      );
      expect(await allRows()).toBe(before);
    });

    it('records a permission given and taken, naming the user, and nothing for a refused change', async () => {
      const list = (await get(`/api/shops/${bluebird}/users`)).json<UserList>();
      const barista = list.users.find((user) => user.email === 'barista@demo.brewline.app')!;
      const entry = barista.shops.find((shop) => shop.shopId === bluebird)!;
      const url = `/api/shops/${bluebird}/users/${barista.loginId}/permissions`;
      const permissions = { ...entry.permissions, analytics: !entry.permissions.analytics };
      const saved = await send('PUT', url, { shops: [{ shopId: bluebird, permissions }], version: barista.version });
      expect(saved.statusCode, saved.body).toBe(200);
      const row = await newest('permissionsChanged');
      expect(row).toMatchObject({
        area: 'users',
        targetId: String(barista.loginId),
        targetName: `${barista.firstName} ${barista.lastName}`,
        details: { changes: [{ field: 'analytics', from: entry.permissions.analytics, to: !entry.permissions.analytics }] },
      });
      const before = await allRows();
      const stale = await send('PUT', url, { shops: [{ shopId: bluebird, permissions: entry.permissions }], version: barista.version });
      expect(stale.statusCode).toBe(409);
      expect(await allRows()).toBe(before);
    });

    it('records a user added', async () => {
      const permissions = { analytics: true, shopManagement: false, membership: false, menuBuilding: false, userManagement: false };
      const added = await send('POST', `/api/shops/${bluebird}/users`, {
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor.activity@example.com',
        shops: [{ shopId: bluebird, permissions }],
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(await newest('userAdded')).toMatchObject({ targetName: 'Noor Haddad', details: { email: 'noor.activity@example.com' } });
    });

    it('records a promo code created and deactivated; an invalid or duplicate code and a second deactivation record none', async () => {
      const draft = { code: 'ACTLOG1', description: 'Activity', valueUnit: 'percent', value: '10', startDate: today, endDate: null };
      const before = await allRows();
      const invalid = await send('POST', `/api/shops/${bluebird}/promo-codes`, { ...draft, startDate: '2000-01-01' });
      expect(invalid.statusCode).toBe(400);
      expect(await allRows()).toBe(before);
      const created = await send('POST', `/api/shops/${bluebird}/promo-codes`, draft);
      expect(created.statusCode, created.body).toBe(201);
      expect(await newest('promoCodeCreated')).toMatchObject({ area: 'promoCodes', targetName: 'ACTLOG1' });
      const afterCreate = await allRows();
      expect(afterCreate).toBe(before + 1);
      expect((await send('POST', `/api/shops/${bluebird}/promo-codes`, { ...draft, code: 'actlog1' })).statusCode).toBe(409);
      expect(await allRows()).toBe(afterCreate);

      const id = created.json<{ promoCodeId: number }>().promoCodeId;
      expect((await send('POST', `/api/shops/${bluebird}/promo-codes/${id}/deactivation`, {})).statusCode).toBe(200);
      expect(await newest('promoCodeDeactivated')).toMatchObject({ targetId: String(id), targetName: 'ACTLOG1' });
      const afterDeactivate = await allRows();
      expect((await send('POST', `/api/shops/${bluebird}/promo-codes/${id}/deactivation`, {})).statusCode).toBe(200);
      expect(await allRows()).toBe(afterDeactivate);
    });

    it("records a guest's refund with the amount; a refund the provider refuses records none", async () => {
      const [event] = await t.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.shopId, bluebird), eq(menuItems.name, 'Latte Art Workshop')));
      const url = `/api/shops/${bluebird}/events/${event!.id}/guests`;
      const guest = (await get(url)).json<GuestList>().guests.find((one) => one.refundedAt === null)!;
      const before = await allRows();
      provider.state.refuse = true;
      expect((await send('PUT', `${url}/${guest.orderItemId}/refund`, {})).statusCode).toBe(502);
      provider.state.refuse = false;
      expect(await allRows()).toBe(before);
      const refunded = await send('PUT', `${url}/${guest.orderItemId}/refund`, {});
      expect(refunded.statusCode, refunded.body).toBe(200);
      const row = await newest('guestRefunded');
      expect(row).toMatchObject({ area: 'events', targetName: 'Latte Art Workshop', details: { guest: guest.name } });
      expect(row!.details.amountCents).toBe(refunded.json<{ refundedCents: number }>().refundedCents);
      expect((await send('PUT', `${url}/${guest.orderItemId}/refund`, {})).statusCode).toBe(409);
      expect(await allRows()).toBe(before + 1);
    });

    it('records the shop info fields changed, from and to, and the hours; a stale save records none', async () => {
      const info = (await get(`/api/shops/${bluebird}/info`)).json<Record<string, unknown> & { version: number }>();
      const { shopId: _id, isOnboarded: _onboarded, ...fields } = info;
      const saved = await send('PUT', `/api/shops/${bluebird}/info`, { ...fields, city: 'Activityville' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await newest('shopInfoChanged')).toMatchObject({
        area: 'shopInfo',
        details: { changes: [{ field: 'city', from: info.city, to: 'Activityville' }] },
      });
      const before = await allRows();
      expect((await send('PUT', `/api/shops/${bluebird}/info`, { ...fields, city: 'Elsewhere' })).statusCode).toBe(409);
      expect(await allRows()).toBe(before);

      const hours = (await get(`/api/shops/${bluebird}/hours`)).json<{ hours: object[]; version: number }>();
      expect((await send('PUT', `/api/shops/${bluebird}/hours`, hours)).statusCode).toBe(200);
      expect(await newest('shopHoursChanged')).toMatchObject({ area: 'shopInfo', actorLoginId: ownerLoginId });
    });

    it('records the payout account connected; a refused code records none', async () => {
      const link = await send(
        'POST',
        `/api/shops/${newcomer.shopId}/payments/onboarding-link`,
        { businessName: 'Fresh Start Cafe', firstName: 'Mia', email: 'new@demo.brewline.app', phoneNumber: '5035550142' },
        newcomer,
      );
      expect(link.statusCode, link.body).toBe(200);
      const state = new URL(link.json<{ onboardingUrl: string }>().onboardingUrl).searchParams.get('state')!;
      const before = await allRows();
      const forged = `${state.split('.')[0]}.${'A'.repeat(43)}`;
      expect((await send('POST', `/api/shops/${newcomer.shopId}/payments/authorization`, { code: forged }, newcomer)).statusCode).toBe(400);
      expect(await allRows()).toBe(before);
      expect((await send('POST', `/api/shops/${newcomer.shopId}/payments/authorization`, { code: state }, newcomer)).statusCode).toBe(200);
      expect(await newest('payoutSettingsChanged', newcomer.shopId, newcomer)).toMatchObject({ area: 'payments' });
    });

    it('records each spreadsheet downloaded: transactions, payouts, a guest list', async () => {
      expect((await get(`/api/shops/${bluebird}/analytics/transactions.xlsx?from=${today}&to=${today}`)).statusCode).toBe(200);
      expect((await get(`/api/shops/${bluebird}/analytics/payouts.xlsx`)).statusCode).toBe(200);
      const [event] = await t.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.shopId, bluebird), eq(menuItems.name, 'Coffee Cupping Night')));
      expect((await get(`/api/shops/${bluebird}/events/${event!.id}/guests.xlsx`)).statusCode).toBe(200);
      const files = (await rows('&area=exports')).rows.map((row) => row.details.file);
      expect(files).toEqual(
        expect.arrayContaining(['TransactionsData.xlsx', 'PayoutsData.xlsx', expect.stringMatching(/Coffee Cupping Night\.xlsx$/)]),
      );
    });

    it("records sign-ins and a known login's failed one where its shops see them; an unknown email records none", async () => {
      await t.signIn('owner@demo.brewline.app');
      const failed = await send('POST', '/api/auth/sign-in', { email: 'owner@demo.brewline.app', password: 'not-the-password' });
      expect(failed.statusCode).toBe(401);
      const account = (await rows('&area=account')).rows;
      expect(account.find((row) => row.action === 'signInFailed')).toMatchObject({ actorLoginId: ownerLoginId, actorName: ownerName });
      expect(account.some((row) => row.action === 'signedIn' && row.actorLoginId === ownerLoginId)).toBe(true);
      const before = await allRows();
      const unknown = await send('POST', '/api/auth/sign-in', { email: 'nobody.activity@example.com', password: 'whatever-it-is' });
      expect(unknown.statusCode).toBe(401);
      expect(await allRows()).toBe(before);
      // Fresh Start's owner signed in too, but is no user of Bluebird: that row is not Bluebird's.
      expect(account.some((row) => row.actorName.includes('new@') || row.actorLoginId === null)).toBe(false);
    });
  });

  describe('who may read it', () => {
    it('answers only users with userManagement on the shop', async () => {
      expect((await get(`/api/shops/${bluebird}/activity?from=${today}&to=${today}`, staff)).statusCode).toBe(403);
      expect((await get(`/api/shops/${bluebird}/activity.xlsx?from=${today}&to=${today}`, staff)).statusCode).toBe(403);
      expect((await get(`/api/shops/${bluebird}/activity?from=${today}&to=${today}`, newcomer)).statusCode).toBe(403);
      expect((await get(`/api/shops/${bluebird}/activity?from=${today}&to=${today}`, { authorization: '' })).statusCode).toBe(401);
    });

    it('never shows a row of another shop', async () => {
      const theirs = await rows('', newcomer.shopId, newcomer);
      expect(theirs.rows.length).toBeGreaterThan(0);
      expect(theirs.rows.some((row) => row.action === 'menuSaved' || row.actorLoginId === ownerLoginId)).toBe(false);
      const ours = await rows();
      expect(ours.rows.some((row) => row.action === 'payoutSettingsChanged')).toBe(false);
    });
  });

  describe('filters, paging and sorting on the server', () => {
    it('filters by person and by area', async () => {
      const mine = await rows(`&loginId=${ownerLoginId}`);
      expect(mine.rows.length).toBeGreaterThan(0);
      expect(mine.rows.every((row) => row.actorLoginId === ownerLoginId)).toBe(true);
      expect(mine.people.map((person) => person.loginId)).toContain(ownerLoginId);
      const menu = await rows('&area=menu');
      expect(menu.rows.length).toBeGreaterThan(0);
      expect(menu.rows.every((row) => row.area === 'menu')).toBe(true);
      const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const later = await get(`/api/shops/${bluebird}/activity?from=${tomorrow}&to=${tomorrow}`);
      expect(later.json<ActivityPage>().total).toBe(0);
    });

    it('pages and sorts every row of the filter', async () => {
      const all = await rows('&sort=createdAt&direction=desc');
      expect(all.total).toBeGreaterThanOrEqual(8);
      const first = await rows('&sort=createdAt&direction=desc').then(() =>
        get(`/api/shops/${bluebird}/activity?from=${today}&to=${today}&pageSize=10&page=1`),
      );
      const second = await get(`/api/shops/${bluebird}/activity?from=${today}&to=${today}&pageSize=10&page=2`);
      const one = first.json<ActivityPage>();
      const two = second.json<ActivityPage>();
      expect(one.total).toBe(all.total);
      expect(one.rows.map((row) => row.id)).toEqual(all.rows.slice(0, 10).map((row) => row.id));
      expect(two.rows.map((row) => row.id)).toEqual(all.rows.slice(10, 20).map((row) => row.id));
      const times = all.rows.map((row) => row.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      const byArea = (await rows('&sort=area&direction=asc')).rows.map((row) => row.area);
      expect(byArea).toEqual([...byArea].sort());
      const byName = (await rows('&sort=actorName&direction=desc')).rows.map((row) => row.actorName.toLowerCase());
      expect(byName).toEqual([...byName].sort().reverse());
      expect((await get(`/api/shops/${bluebird}/activity?from=${today}&to=${today}&sort=clientAddress`)).statusCode).toBe(400);
      expect((await get(`/api/shops/${bluebird}/activity?from=${today}&to=${today}&pageSize=7`)).statusCode).toBe(400);
    });
  });

  it('downloads the filtered rows as ActivityLog.xlsx with the sentences, and records the download', async () => {
    // The owner's menu rows (the demo's barista may have some today too).
    const filter = `&area=menu&loginId=${ownerLoginId}`;
    const response = await get(`/api/shops/${bluebird}/activity.xlsx?from=${today}&to=${today}${filter}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('ActivityLog.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Activity')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['When', 'Who', 'Area', 'What', 'Client address']);
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    const body = Array.from({ length: sheet.rowCount - 1 }, (_, index) => cells(index + 2));
    expect(body.length).toBe((await rows(filter)).total);
    expect(body.map((row) => row[3])).toContain('Changed the price of Latte (Small) from $4.50 to $4.75');
    expect(body.every((row) => row[1] === ownerName && row[2] === 'Menu')).toBe(true);
    expect(await newest('exportDownloaded')).toMatchObject({ details: { file: 'ActivityLog.xlsx' } });
  });

  describe('nothing can change or delete a row', () => {
    it('has no endpoint that writes the log', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: `/api/shops/${bluebird}/activity`, headers: owner, payload: {} });
        expect(response.statusCode, method).toBe(404);
      }
      const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
      const activityPaths = Object.entries(document.paths).filter(([path]) => path.includes('/activity'));
      expect(activityPaths.length).toBe(2);
      for (const [, operations] of activityPaths) expect(Object.keys(operations)).toEqual(['get']);
    });

    it('is refused UPDATE, DELETE and TRUNCATE by the database', async () => {
      const before = await allRows();
      await expect(t.db.update(activityLog).set({ action: 'signedIn' })).rejects.toThrow();
      await expect(t.db.delete(activityLog)).rejects.toThrow();
      await expect(t.db.execute(sql`truncate activity_log`)).rejects.toThrow();
      expect(await allRows()).toBe(before);
    });
  });
});

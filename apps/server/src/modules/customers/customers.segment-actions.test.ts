import type { CustomerContactCount, CustomerProfile, CustomersPage } from '@brewline/contracts/schemas/customers';
import type { PromoCode, PromoCodeList } from '@brewline/contracts/schemas/promo-codes';
import { shopToday } from '../../lib/shop-time.rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema/accounts';
import { consumers } from '../../db/schema/consumers';
import { menuCategories, menuItems, menuOptionValues, menuOptions, menus } from '../../db/schema/menu';
import { marketingConsents, orders, promoCodeCustomers, promoCodeRedemptions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { addServiceKey, createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { contactTags } from './customers.rules';

/**
 * Acting on a segment (decision 290), at Bluebird Coffee with hand-made customers ordering through the intake:
 *
 *   Dana Drift, Dev Drift, Dora Drift, Dirk Van Drift: 4 orders each, moved to 100, 90, 80 and 70 days ago, so each
 *   is Drifting and Lapsed. Dana agrees to marketing; Dev agrees, then says no; Dora never answers; Dirk agrees once
 *   and later orders without an answer (which changes nothing).
 *   Rita Regular: 4 orders now, agrees (a Regular, not Drifting).
 */
describe('acting on a customer segment', () => {
  let t: TestApp;
  let bluebird = 0;
  let harbor = 0;
  let key = '';
  let harborKey = '';
  let drip = { item: 0, value: 0 };
  let harborDrip = { item: 0, value: 0 };
  let today = '';
  let sequence = 0;
  let owner: { authorization: string };
  let analyst: { authorization: string };
  let barista: { authorization: string };
  let chainOwner: { authorization: string };
  const DAY = 86_400_000;
  const person = (name: string) => ({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` });
  const dana = person('Dana Drift');
  const dev = person('Dev Drift');
  const dora = person('Dora Drift');
  const dirk = person('Dirk Van Drift');
  const rita = person('Rita Regular');

  const order = (
    who: { name: string; email: string },
    extra: { marketingConsent?: boolean; promoCode?: string } = {},
    shopId = bluebird,
  ) => {
    const { marketingConsent, promoCode } = extra;
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${shopId === bluebird ? key : harborKey}` },
      payload: {
        appOrderId: `segment-${++sequence}`,
        shopId,
        consumer: { ...who, ...(marketingConsent === undefined ? {} : { marketingConsent }) },
        items: [shopId === bluebird ? drip : harborDrip].map(({ item, value }) => ({
          menuItemId: item,
          quantity: 1,
          optionValueIds: [value],
        })),
        ...(promoCode === undefined ? {} : { promoCode }),
      },
    });
  };
  const get = async <T>(url: string, auth: { authorization: string }) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: auth.authorization } });
    return { status: response.statusCode, json: () => response.json<T>(), response };
  };
  const createForSegment = (segment: string, auth: { authorization: string }, body: Record<string, unknown> = {}, shopId = bluebird) =>
    t.app.inject({
      method: 'POST',
      url: `/api/shops/${shopId}/promo-codes/segments/${segment}`,
      headers: { authorization: auth.authorization },
      payload: { code: 'COMEBACK', valueUnit: 'percent', value: '20', userRedeemCount: '5', startDate: today, ...body },
    });
  const consentOf = async (email: string) => {
    const [row] = await t.db
      .select({ consented: marketingConsents.consented })
      .from(marketingConsents)
      .innerJoin(consumers, eq(consumers.id, marketingConsents.consumerId))
      .where(and(eq(marketingConsents.shopId, bluebird), eq(consumers.email, email)));
    return row?.consented ?? null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const shopOf = async (name: string) => (await t.db.select().from(shops).where(eq(shops.name, name)))[0]!;
    const shop = await shopOf('Bluebird Coffee');
    bluebird = shop.id;
    // Another shop with a menu of its own: where the answers and the code of Bluebird must not reach.
    const [other] = await t.db
      .select({ shopId: menus.shopId })
      .from(menus)
      .where(and(eq(menus.isActive, true), sql`${menus.shopId} <> ${shop.id}`))
      .limit(1);
    harbor = other!.shopId;
    today = shopToday(shop.state, new Date());
    key = await addServiceKey(t.db, bluebird, 'segment test');
    harborKey = await addServiceKey(t.db, harbor, 'segment test elsewhere');
    // A $5.00 drip at each shop, with its one size.
    const dripAt = async (shopId: number) => {
      const [menu] = await t.db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)));
      const [category] = await t.db
        .insert(menuCategories)
        .values({ menuId: menu!.id, position: 96, title: 'Segment Test', kind: 'drink', view: 'list' })
        .returning();
      const [item] = await t.db
        .insert(menuItems)
        .values({ categoryId: category!.id, shopId, position: 0, name: 'Segment Drip', pickupTime: '5-10 min' })
        .returning({ id: menuItems.id });
      const [option] = await t.db
        .insert(menuOptions)
        .values({ menuItemId: item!.id, position: 0, title: 'Size', widgetType: 'exactly_one' })
        .returning();
      const [value] = await t.db
        .insert(menuOptionValues)
        .values({ optionId: option!.id, position: 0, value: 'Regular', priceCents: 500 })
        .returning({ id: menuOptionValues.id });
      return { item: item!.id, value: value!.id };
    };
    drip = await dripAt(bluebird);
    harborDrip = await dripAt(harbor);
    [owner, analyst, barista] = await Promise.all([
      t.signIn('owner@demo.brewline.app'),
      t.signIn('staff@demo.brewline.app'),
      t.signIn('barista@demo.brewline.app'),
    ]);
    chainOwner = await t.signIn('chain@demo.brewline.app');

    const answers: Array<[{ name: string; email: string }, Array<boolean | undefined>]> = [
      [dana, [undefined, true, undefined, undefined]],
      [dev, [true, undefined, undefined, false]],
      [dora, [undefined, undefined, undefined, undefined]],
      [dirk, [true, undefined, undefined, undefined]],
      [rita, [true, undefined, undefined, undefined]],
    ];
    for (const [who, list] of answers) {
      for (const marketingConsent of list) {
        const response = await order(who, { marketingConsent });
        expect(response.statusCode, response.body).toBe(201);
      }
    }
    // The drifting four's orders move back in time (100, 90, 80, 70 days ago), Rita's to 20, 15, 10 and 5 days ago
    // (a Regular, not drifting); the rollups are computed again.
    const moveOrders = async (who: Array<{ email: string }>, daysAgo: (index: number) => number) => {
      const emails = who.map((one) => one.email);
      const people = await t.db.select({ id: consumers.id }).from(consumers).where(inArray(consumers.email, emails));
      for (const { id } of people) {
        const placed = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.consumerId, id)).orderBy(orders.id);
        for (const [index, row] of placed.entries()) {
          await t.db
            .update(orders)
            .set({ createdAt: new Date(Date.now() - daysAgo(index) * DAY) })
            .where(eq(orders.id, row.id));
        }
      }
    };
    await moveOrders([dana, dev, dora, dirk], (index) => 100 - index * 10);
    await moveOrders([rita], (index) => 20 - index * 5);
    await buildLedger(t.db).rebuildRollups([bluebird]);
  });
  afterAll(() => t.close());

  it('keeps the latest answer per shop and customer: a yes, a withdrawal, none, and an absent answer changing nothing', async () => {
    expect(await consentOf(dana.email)).toBe(true);
    expect(await consentOf(dev.email)).toBe(false);
    expect(await consentOf(dora.email)).toBeNull();
    expect(await consentOf(dirk.email)).toBe(true);
    // The answer belongs to the shop it was given at.
    expect((await order(dora, { marketingConsent: true }, harbor)).statusCode).toBe(201);
    expect(await consentOf(dora.email)).toBeNull();
  });

  it("holds exactly the segment's consenting customers, with the mailing tools' columns", async () => {
    const count = await get<CustomerContactCount>(`/api/shops/${bluebird}/customers/contacts?segment=drifting`, owner);
    expect(count.status).toBe(200);
    expect(count.json()).toEqual({ contacts: 2 });

    const file = await get(`/api/shops/${bluebird}/customers/contacts.csv?segment=drifting`, owner);
    expect(file.status).toBe(200);
    expect(file.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(file.response.headers['content-disposition'])).toContain('filename="Customers-Drifting-contacts.csv"');
    const body = file.response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Email Address,First Name,Last Name,Tags');
    // The tags are the segments the profile (the contracts' rules, not the SQL) finds the customer in.
    const tagsOf = async (email: string) => {
      const found = await get<CustomersPage>(`/api/shops/${bluebird}/customers?search=${encodeURIComponent(email)}`, owner);
      const profile = await get<CustomerProfile>(`/api/shops/${bluebird}/customers/${found.json().rows[0]!.id}`, owner);
      const tags = contactTags(profile.json().segments);
      return tags.includes(',') ? `"${tags}"` : tags;
    };
    const danaTags = await tagsOf(dana.email);
    expect(danaTags).toContain('Drifting');
    expect(lines.slice(1).sort()).toEqual(
      [`${dana.email},Dana,Drift,${danaTags}`, `${dirk.email},Dirk Van,Drift,${await tagsOf(dirk.email)}`].sort(),
    );
    // Every consenting customer of the whole list, not only a page: Rita too.
    const everyone = await get(`/api/shops/${bluebird}/customers/contacts.csv`, owner);
    expect(everyone.status).toBe(200);
    expect(everyone.response.body).toContain(`${rita.email},Rita,Regular,${await tagsOf(rita.email)}\r\n`);
    expect(everyone.response.body).not.toContain(dev.email);
    expect(everyone.response.body).not.toContain(dora.email);
    expect((await get<CustomerContactCount>(`/api/shops/${bluebird}/customers/contacts`, owner)).json().contacts).toBe(
      everyone.response.body.slice(1).split('\r\n').filter(Boolean).length - 1,
    );
  });

  it("refuses a staff member without analytics, and another shop's owner", async () => {
    for (const url of [`/api/shops/${bluebird}/customers/contacts`, `/api/shops/${bluebird}/customers/contacts.csv`]) {
      expect((await get(url, barista)).status).toBe(403);
      expect((await get(url, chainOwner)).status).toBe(403);
    }
    expect((await createForSegment('drifting', barista)).statusCode).toBe(403);
    expect((await createForSegment('drifting', analyst)).statusCode).toBe(403);
    expect((await createForSegment('drifting', chainOwner)).statusCode).toBe(403);
  });

  it("makes a segment's code for a snapshot of its customers, one use each, and refuses anyone else", async () => {
    expect((await createForSegment('membersAtRisk', owner)).json()).toMatchObject({ error: { messageKey: 'promoSegmentEmpty' } });
    const response = await createForSegment('drifting', owner);
    expect(response.statusCode, response.body).toBe(201);
    const code = response.json<PromoCode>();
    const drifting = await get<CustomersPage>(`/api/shops/${bluebird}/customers?segment=drifting&pageSize=100`, owner);
    const ids = drifting.json().rows.map((row) => row.id);
    expect(code).toMatchObject({ segment: 'drifting', segmentCustomers: ids.length, userRedeemCount: 1, newUsersOnly: false, cameBack: 0 });
    const snapshot = await t.db
      .select({ id: promoCodeCustomers.consumerId })
      .from(promoCodeCustomers)
      .where(eq(promoCodeCustomers.promoCodeId, code.promoCodeId));
    expect(snapshot.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

    // Rita is not in it: refused with the segment's own message, counted toward her limit of refused codes.
    const outsider = await order(rita, { promoCode: 'comeback' });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({
      error: { messageKey: 'orderPromoNotForCustomer', message: 'This promo code is only for selected customers.', field: 'promoCode' },
    });
    const [hits] = await t.db
      .select({ hits: sql<number>`coalesce(sum(${rateLimitHits.hits}), 0)::int` })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `promo-code:${bluebird}:${rita.email}`));
    expect(hits!.hits).toBe(1);
    // Another shop never reaches it.
    expect((await order(dana, { promoCode: 'COMEBACK' }, harbor)).json()).toMatchObject({ error: { messageKey: 'orderPromoInvalid' } });

    // 20 orders at once by one of its customers: one redemption.
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(dana, { promoCode: 'COMEBACK' })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const [used] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.promoCodeId, code.promoCodeId));
    expect(used!.n).toBe(1);

    // The list shows the segment, whom it was made for, and who came back.
    const list = await get<PromoCodeList>(`/api/shops/${bluebird}/promo-codes?code=COMEBACK`, owner);
    expect(list.json().rows[0]).toMatchObject({ segment: 'drifting', segmentCustomers: ids.length, redemptions: 1, cameBack: 1 });
    // Another shop's owner does not see it.
    expect((await get(`/api/shops/${bluebird}/promo-codes`, chainOwner)).status).toBe(403);
  });
});

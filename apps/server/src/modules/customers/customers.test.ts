import { CUSTOMER_SEGMENTS } from '@brewline/contracts/customers';
import type { CustomerProfile, CustomerSegments, CustomersPage } from '@brewline/contracts/schemas/customers';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import { menuItems } from '../../db/schema/menu';
import { orders, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { hashPassword } from '../../lib/password';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { createCustomersRepository } from './customers.repository';

/**
 * The Customers list and profile on a hand-made chain: the chain shop C, its shops A and B, and a shop X outside it.
 *
 *   Ann   A × 3 (60, 30 and 2 days ago), B × 1 (1 day ago), one A order refunded
 *   Ben   A × 1 (5 days ago), an approved member of A's tier
 *   Cat   B × 1 (10 days ago)
 *   Xena  X × 2: X's customer only
 *   A0..A6  A × 1 each (for paging)
 *
 * The owner holds everything at C, A, B; the analyst holds analytics at C and A only; the barista menu building at A.
 */
describe('Customers', () => {
  let t: TestApp;
  const shop = { C: 0, A: 0, B: 0, X: 0 };
  const who: Record<string, number> = {};
  let owner: { authorization: string };
  let analyst: { authorization: string };
  let barista: { authorization: string };
  let xOwner: { authorization: string };
  const DAY = 86_400_000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

  const get = async <T>(url: string, auth: { authorization: string }) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: auth.authorization } });
    const json = String(response.headers['content-type']).startsWith('application/json');
    return { status: response.statusCode, body: (json ? response.json<T>() : null) as T, response };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [chain] = await t.db
      .insert(shops)
      .values({ name: 'Cust Chain', isOnboarded: true, isChainShop: true })
      .returning({ id: shops.id });
    shop.C = chain!.id;
    const members = await t.db
      .insert(shops)
      .values([
        { name: 'Cust Alder', isOnboarded: true, chainShopId: shop.C },
        { name: 'Cust Birch', isOnboarded: true, chainShopId: shop.C },
        { name: 'Cust Elsewhere', isOnboarded: true },
      ])
      .returning({ id: shops.id });
    [shop.A, shop.B, shop.X] = members.map((row) => row.id) as [number, number, number];

    const passwordHash = await hashPassword('customers-password');
    const people = ['owner', 'analyst', 'barista', 'xowner'];
    const loginRows = await t.db
      .insert(logins)
      .values(people.map((name) => ({ email: `customers-${name}@example.com`, passwordHash })))
      .returning({ id: logins.id });
    const [ownerId, analystId, baristaId, xOwnerId] = loginRows.map((row) => row.id) as [number, number, number, number];
    await t.db
      .insert(shopPermissions)
      .values([
        ...[shop.C, shop.A, shop.B].map((shopId) => ({ loginId: ownerId, shopId, ...ALL_PERMISSIONS })),
        { loginId: analystId, shopId: shop.C, ...NO_PERMISSIONS, analytics: true },
        { loginId: analystId, shopId: shop.A, ...NO_PERMISSIONS, analytics: true },
        { loginId: baristaId, shopId: shop.A, ...NO_PERMISSIONS, menuBuilding: true },
        { loginId: xOwnerId, shopId: shop.X, ...ALL_PERMISSIONS },
      ]);
    const signIns = await Promise.all(people.map((name) => t.signIn(`customers-${name}@example.com`, 'customers-password')));
    [owner, analyst, barista, xOwner] = [signIns[0]!, signIns[1]!, signIns[2]!, signIns[3]!];

    const names = [
      'Ann Customer',
      'Ben Customer',
      'Cat Customer',
      'Xena Other',
      'Dee Member',
      ...Array.from({ length: 7 }, (_, i) => `Paging A${i}`),
    ];
    const rows = await t.db
      .insert(consumers)
      .values(
        names.map((name, i) => ({
          name,
          email: `${name.toLowerCase().replace(/ /g, '.')}@customers.example.com`,
          phone: i === 0 ? '5035550101' : '',
        })),
      )
      .returning({ id: consumers.id });
    names.forEach((name, i) => (who[name.split(' ')[0]!] = rows[i]!.id));
    const paging = rows.slice(5).map((row) => row.id);

    const order = async (shopId: number, consumerId: number, createdAt: Date, total: number) => {
      const [row] = await t.db
        .insert(orders)
        .values({
          shopId,
          appOrderId: `cust-${shopId}-${consumerId}-${createdAt.getTime()}`,
          consumerId,
          subtotalCents: total,
          discountCents: 0,
          taxCents: 0,
          tipCents: 0,
          totalCents: total,
          feeCents: 0,
          netCents: total,
          createdAt,
        })
        .returning();
      await buildLedger(t.db).addOrder(row!, []);
      const money = { subtotalCents: total, tipCents: 0, taxCents: 0, discountCents: 0, amountCents: total, feeCents: 0, netCents: total };
      const [transaction] = await t.db
        .insert(transactions)
        .values({
          shopId,
          type: TRANSACTION_TYPE.order,
          description: `Order #${row!.id}`,
          orderId: row!.id,
          consumerId,
          ...money,
          createdAt,
        })
        .returning({ id: transactions.id });
      return { order: row!, transactionId: transaction!.id };
    };
    const refunded = await order(shop.A, who.Ann!, daysAgo(60), 1000);
    await order(shop.A, who.Ann!, daysAgo(30), 500);
    await order(shop.A, who.Ann!, daysAgo(2), 700);
    await order(shop.B, who.Ann!, daysAgo(1), 800);
    await buildLedger(t.db).recordTransaction({
      shopId: shop.A,
      type: TRANSACTION_TYPE.orderRefund,
      description: `Refund of order #${refunded.order.id}`,
      orderId: refunded.order.id,
      consumerId: who.Ann!,
      subtotalCents: -1000,
      tipCents: 0,
      taxCents: 0,
      discountCents: 0,
      amountCents: -1000,
      feeCents: 0,
      netCents: -1000,
      createdAt: daysAgo(59),
    });
    await order(shop.A, who.Ben!, daysAgo(5), 450);
    await order(shop.B, who.Cat!, daysAgo(10), 300);
    await order(shop.X, who.Xena!, daysAgo(3), 900);
    await order(shop.X, who.Xena!, daysAgo(1), 900);
    for (const [i, consumerId] of paging.entries()) await order(shop.A, consumerId, daysAgo(20 + i), 100 * (i + 1));
    const [tier] = await t.db
      .insert(memberships)
      .values({ shopId: shop.A, name: 'Alder Club', priceCents: 900 })
      .returning({ id: memberships.id });
    await t.db.insert(userMemberships).values({
      membershipId: tier!.id,
      shopId: shop.A,
      consumerId: who.Ben!,
      status: 'approved',
      priceCents: 900,
      approvedAt: daysAgo(40),
    });
    // A member who never ordered: on Members, not on Customers, and still with a profile.
    await t.db
      .insert(userMemberships)
      .values({ membershipId: tier!.id, shopId: shop.A, consumerId: who.Dee!, status: 'pending', priceCents: 900 });
  });
  afterAll(() => t?.close());

  it('a staff member without analytics is refused; one with it reads the list', async () => {
    expect((await get(`/api/shops/${shop.A}/customers`, barista)).status).toBe(403);
    expect((await get(`/api/shops/${shop.A}/customers/segments`, barista)).status).toBe(403);
    expect((await get(`/api/shops/${shop.A}/customers/${who.Ann}`, barista)).status).toBe(403);
    expect((await get(`/api/shops/${shop.A}/customers.xlsx`, barista)).status).toBe(403);
    expect((await get(`/api/shops/${shop.X}/customers`, owner)).status).toBe(403);
    const list = await get<CustomersPage>(`/api/shops/${shop.A}/customers`, analyst);
    expect(list.status).toBe(200);
  });

  it("lists a shop's own customers only, with their figures, the latest visit first", async () => {
    const { body } = await get<CustomersPage>(`/api/shops/${shop.A}/customers`, owner);
    expect(body.total).toBe(9);
    expect(body.rows.map((row) => row.name)).not.toContain('Xena Other');
    expect(body.rows.map((row) => row.name)).not.toContain('Dee Member');
    expect(body.rows.map((row) => row.name)).not.toContain('Cat Customer');
    expect(body.rows[0]!.name).toBe('Ann Customer');
    const ann = body.rows[0]!;
    // At A: three orders of 1000, 500 and 700, the first refunded.
    expect(ann).toMatchObject({ visits: 3, spendCents: 1200, averageOrderCents: 400, phone: '5035550101', member: null });
    expect(ann.shops.map((row) => row.shopName)).toEqual(['Cust Alder']);
    const ben = body.rows.find((row) => row.name === 'Ben Customer')!;
    expect(ben.member).toMatchObject({ tier: 'Alder Club', status: 'approved' });
    expect(ben.member!.renewsAt).not.toBeNull();
    const x = await get<CustomersPage>(`/api/shops/${shop.X}/customers`, xOwner);
    expect(x.body.rows.map((row) => row.name)).toEqual(['Xena Other']);
  });

  it('pages and sorts on the server', async () => {
    const first = await get<CustomersPage>(`/api/shops/${shop.A}/customers?pageSize=4&sort=spend&order=asc`, owner);
    const second = await get<CustomersPage>(`/api/shops/${shop.A}/customers?pageSize=4&page=1&sort=spend&order=asc`, owner);
    const third = await get<CustomersPage>(`/api/shops/${shop.A}/customers?pageSize=4&page=2&sort=spend&order=asc`, owner);
    expect([first.body.total, second.body.total, third.body.total]).toEqual([9, 9, 9]);
    const all = [...first.body.rows, ...second.body.rows, ...third.body.rows];
    expect(all).toHaveLength(9);
    expect(new Set(all.map((row) => row.id)).size).toBe(9);
    const spends = all.map((row) => row.spendCents);
    expect(spends).toEqual([...spends].sort((a, b) => a - b));
    expect((await get(`/api/shops/${shop.A}/customers?sort=secret`, owner)).status).toBe(400);
  });

  it('searches part of a name, an email or a phone', async () => {
    const search = async (text: string) =>
      (await get<CustomersPage>(`/api/shops/${shop.A}/customers?search=${encodeURIComponent(text)}`, owner)).body.rows.map(
        (row) => row.name,
      );
    expect(await search('ann.cus')).toEqual(['Ann Customer']);
    expect(await search('BEN')).toEqual(['Ben Customer']);
    expect(await search('555-01')).toEqual(['Ann Customer']);
    expect(await search('xena')).toEqual([]);
    expect(await search('%')).toEqual([]);
  });

  it("a chain shop lists its shops' customers once each, only of the shops the caller holds analytics on", async () => {
    const { body } = await get<CustomersPage>(`/api/shops/${shop.C}/customers`, owner);
    expect(body.total).toBe(10);
    const ann = body.rows.find((row) => row.name === 'Ann Customer')!;
    expect(ann).toMatchObject({ visits: 4, spendCents: 2000 });
    expect(ann.shops.map((row) => row.shopName)).toEqual(['Cust Alder', 'Cust Birch']);
    expect(body.rows.map((row) => row.name)).toContain('Cat Customer');
    const seen = await get<CustomersPage>(`/api/shops/${shop.C}/customers`, analyst);
    expect(seen.body.total).toBe(9);
    expect(seen.body.rows.map((row) => row.name)).not.toContain('Cat Customer');
    expect(seen.body.rows.find((row) => row.name === 'Ann Customer')).toMatchObject({ visits: 3 });
  });

  it("a whole chain read from its own rollup (decision 292) counts and lists as its shops' rows summed", async () => {
    const repository = createCustomersRepository(t.db);
    const now = new Date();
    const shopIds = [shop.C, shop.A, shop.B];
    const whole = { shopIds, wholeChain: shop.C, now };
    const summed = { shopIds, wholeChain: null, now };
    expect(await repository.segmentCounts(whole, CUSTOMER_SEGMENTS)).toEqual(await repository.segmentCounts(summed, CUSTOMER_SEGMENTS));
    const byVisits = { sort: 'visits', direction: 'desc' } as const;
    expect(await repository.page(whole, byVisits, 100, 0)).toEqual(await repository.page(summed, byVisits, 100, 0));
    for (const segment of CUSTOMER_SEGMENTS) {
      expect(await repository.page({ ...whole, segment }, byVisits, 100, 0), segment).toEqual(
        await repository.page({ ...summed, segment }, byVisits, 100, 0),
      );
    }
    expect((await repository.page(whole, byVisits, 100, 0)).length).toBe(10);
  });

  it('counts the segments, and lists one', async () => {
    const { body } = await get<CustomerSegments>(`/api/shops/${shop.A}/customers/segments`, owner);
    expect(body.all).toBe(9);
    expect(body.counts.new).toBe(8);
    const list = await get<CustomersPage>(`/api/shops/${shop.A}/customers?segment=new`, owner);
    expect(list.body.total).toBe(8);
    expect(list.body.rows.map((row) => row.name)).not.toContain('Ann Customer');
  });

  it("a profile of the shop's customer, and none of another shop's", async () => {
    const { status, body } = await get<CustomerProfile>(`/api/shops/${shop.A}/customers/${who.Ann}`, owner);
    expect(status).toBe(200);
    expect(body.customer.name).toBe('Ann Customer');
    expect(body.usualGapDays).toBe(29);
    expect(body.daysSinceLastVisit).toBe(2);
    expect(body.refunds).toEqual([expect.objectContaining({ amountCents: -1000 })]);
    expect(body.spendByMonth.reduce((sum, month) => sum + month.spendCents, 0)).toBe(2200);
    const dee = await get<CustomerProfile>(`/api/shops/${shop.A}/customers/${who.Dee}`, owner);
    expect(dee.status).toBe(200);
    expect(dee.body.customer).toMatchObject({ visits: 0, firstVisit: null, member: { tier: 'Alder Club', status: 'pending' } });
    expect(dee.body.segments).toEqual([]);
    expect((await get(`/api/shops/${shop.A}/customers/${who.Xena}`, owner)).status).toBe(404);
    expect((await get(`/api/shops/${shop.A}/customers/${who.Cat}`, owner)).status).toBe(404);
    expect((await get(`/api/shops/${shop.C}/customers/${who.Cat}`, analyst)).status).toBe(404);
    expect((await get(`/api/shops/${shop.C}/customers/${who.Cat}`, owner)).status).toBe(200);
    const ordersPage = await get<{ rows: Array<{ transactionId: number | null }>; total: number }>(
      `/api/shops/${shop.A}/customers/${who.Ann}/orders`,
      owner,
    );
    expect(ordersPage.body.total).toBe(3);
    expect(ordersPage.body.rows.every((row) => row.transactionId !== null)).toBe(true);
    expect((await get(`/api/shops/${shop.A}/customers/${who.Xena}/orders`, owner)).status).toBe(404);
  });

  it('downloads Customers.xlsx of the filter', async () => {
    const { status, response } = await get(`/api/shops/${shop.A}/customers.xlsx?segment=new`, owner);
    expect(status).toBe(200);
    expect(response.headers['content-disposition']).toContain('Customers.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    // The header and the 8 new customers, the latest visit first.
    expect(sheet.rowCount).toBe(9);
    expect(sheet.getRow(2).getCell(1).value).toBe('Ben Customer');
    expect(sheet.getRow(2).getCell(4).value).toBe('Alder Club (Active)');
  });
  // Last, as it adds an order of Ben's.
  it("a profile's items, add-ons, events and each membership's complimentary items (decision 295)", async () => {
    const [latte, jazz] = await t.db
      .insert(menuItems)
      .values([
        { shopId: shop.A, position: 0, name: 'Profile Latte', pickupTime: '5 min', archivedAt: new Date() },
        { shopId: shop.A, position: 1, name: 'Profile Jazz Night', pickupTime: '5 min', isEvent: true, archivedAt: new Date() },
      ])
      .returning({ id: menuItems.id });
    const [membership] = await t.db
      .select({ id: userMemberships.id })
      .from(userMemberships)
      .where(and(eq(userMemberships.consumerId, who.Ben!), eq(userMemberships.status, 'approved')));
    const [row] = await t.db
      .insert(orders)
      .values({
        shopId: shop.A,
        appOrderId: `cust-profile-${who.Ben}`,
        consumerId: who.Ben!,
        userMembershipId: membership!.id,
        subtotalCents: 1350,
        discountCents: 0,
        taxCents: 0,
        tipCents: 0,
        totalCents: 1350,
        feeCents: 0,
        netCents: 1350,
        createdAt: daysAgo(6),
      })
      .returning();
    const oat = { optionTitle: 'Milk', value: 'Oat', priceCents: 75 };
    await buildLedger(t.db).addOrder(row!, [
      { menuItemId: latte!.id, name: 'Profile Latte', quantity: 2, totalCents: 900, isComplimentary: false, options: [oat] },
      { menuItemId: latte!.id, name: 'Profile Latte', quantity: 1, totalCents: 0, isComplimentary: true, options: [oat] },
      { menuItemId: jazz!.id, name: 'Profile Jazz Night', quantity: 2, totalCents: 450, isComplimentary: false, options: [] },
    ]);
    const { body } = await get<CustomerProfile>(`/api/shops/${shop.A}/customers/${who.Ben}`, owner);
    expect(body.favouriteItems).toEqual([
      { name: 'Profile Latte', count: 3 },
      { name: 'Profile Jazz Night', count: 2 },
    ]);
    expect(body.favouriteModifiers).toEqual([{ name: 'Milk: Oat', count: 3 }]);
    expect(body.events).toEqual([expect.objectContaining({ name: 'Profile Jazz Night', tickets: 2 })]);
    expect(body.memberships).toEqual([expect.objectContaining({ tier: 'Alder Club', complimentaryItems: 1 })]);
    // The list's favourite item is the same count's first.
    const list = await get<CustomersPage>(`/api/shops/${shop.A}/customers?search=ben.customer`, owner);
    expect(list.body.rows).toEqual([expect.objectContaining({ name: 'Ben Customer', favouriteItem: 'Profile Latte' })]);
  });
});

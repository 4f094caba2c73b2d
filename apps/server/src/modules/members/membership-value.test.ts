import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import type { MembershipValue } from '@brewline/contracts/schemas/membership-value';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import { menuItems, menuOptions, menuOptionValues, subsidies } from '../../db/schema/menu';
import { orderItemOptions, orderItems, orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';

/*
 * Membership Value through the API (decision 240), on a hand-made month of orders at Bluebird whose figures are
 * worked out below. The orders are added to the rollups one at a time by the ledger, as the intake does.
 *
 * Tiers 'Value Gold' (members c1, c2) and 'Value Silver' (member c3); c4 and c5 have no membership. The Large value
 * of the latte carries a subsidy of 50 cents for Gold only.
 *
 * September: o1 c1 Gold: 2 lattes complimentary (unit 450 with Large) + 1 latte paid at 400 -> comps 2 worth 900,
 *   subsidy 2 x 50 = 100, subtotal 400. o2 c1 Gold: 1 latte with Large at 450 -> subsidy 50, subtotal 450.
 *   o3 c4: 800. Dues: c1 2000, c2 2000 and its refund -2000.
 * October: o4 c2 Gold: 1 latte complimentary at 400 -> comps 1 worth 400. o5 c3 Silver: 3 lattes with Large at 450
 *   -> 1350 (no Silver subsidy). o6 c4 400, o7 c5 400, o8 c5 400. Dues: c1 2000, c3 900.
 *
 * Gold September: dues 2000, comps 2 / 900, subsidies 150, net 2000 + 150 - 900 = 1250; 2 orders, gross 850, 1
 * customer-month, 2 visits, average 425. Gold October: dues 2000, comps 1 / 400, net 1600; 1 order, gross 0.
 * Gold over both: dues 4000, comps 3 / 1300, subsidies 150, net 2850; 3 orders, 850 gross, 2 customer-months, 1.5
 * visits, average 283. Silver: net 900 (October dues), 1 order of 1350. All tiers: net 3750, 4 orders, 2200 gross, 3
 * customer-months, 1.33 visits, average 550. Non-members: 4 orders, 2000 gross, 3 customer-months (c4 Sep, c4 and c5
 * Oct), 1.33 visits, average 500.
 */
describe('Membership Value', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let bluebird: number;
  let gold: number;
  let silver: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    const tiers = await t.db
      .insert(memberships)
      .values([
        { shopId: bluebird, name: 'Value Gold', priceCents: 2000 },
        { shopId: bluebird, name: 'Value Silver', priceCents: 900 },
      ])
      .returning({ id: memberships.id });
    gold = tiers[0]!.id;
    silver = tiers[1]!.id;
    const people = await t.db
      .insert(consumers)
      .values([1, 2, 3, 4, 5].map((n) => ({ name: `Value Customer ${n}`, email: `value-${n}@example.com` })))
      .returning({ id: consumers.id });
    const c = (n: number) => people[n - 1]!.id;
    const members = await t.db
      .insert(userMemberships)
      .values([
        {
          membershipId: gold,
          shopId: bluebird,
          consumerId: c(1),
          status: 'approved',
          priceCents: 2000,
          approvedAt: new Date('2026-08-01T00:00:00Z'),
        },
        {
          membershipId: gold,
          shopId: bluebird,
          consumerId: c(2),
          status: 'approved',
          priceCents: 2000,
          approvedAt: new Date('2026-08-01T00:00:00Z'),
        },
        {
          membershipId: silver,
          shopId: bluebird,
          consumerId: c(3),
          status: 'approved',
          priceCents: 900,
          approvedAt: new Date('2026-08-01T00:00:00Z'),
        },
      ])
      .returning({ id: userMemberships.id });
    const [latte] = await t.db
      .insert(menuItems)
      .values({ shopId: bluebird, position: 99, name: 'Value Latte', pickupTime: '5-10 min', archivedAt: new Date('2026-11-01T00:00:00Z') })
      .returning({ id: menuItems.id });
    const [size] = await t.db
      .insert(menuOptions)
      .values({ menuItemId: latte!.id, position: 0, title: 'Size', widgetType: 'allow_one' })
      .returning({ id: menuOptions.id });
    const [large] = await t.db
      .insert(menuOptionValues)
      .values({ optionId: size!.id, position: 0, value: 'Large', priceCents: 50 })
      .returning({ id: menuOptionValues.id });
    await t.db.insert(subsidies).values({
      shopId: bluebird,
      membershipId: gold,
      menuItemId: latte!.id,
      menuOptionId: size!.id,
      optionValueId: large!.id,
      amountCents: 50,
    });

    const ledger = buildLedger(t.db);
    let serial = 0;
    type Line = { quantity: number; unit: number; comp: boolean; large: boolean };
    async function order(at: string, consumer: number, member: number | null, lines: Line[]) {
      serial += 1;
      const createdAt = new Date(at);
      const subtotal = lines.reduce((sum, line) => sum + (line.comp ? 0 : line.unit * line.quantity), 0);
      const [row] = await t.db
        .insert(orders)
        .values({
          shopId: bluebird,
          appOrderId: `value-${serial}`,
          consumerId: consumer,
          userMembershipId: member,
          subtotalCents: subtotal,
          discountCents: 0,
          taxCents: 0,
          tipCents: 0,
          totalCents: subtotal,
          feeCents: 0,
          netCents: subtotal,
          createdAt,
        })
        .returning();
      const rollupLines = [];
      for (const line of lines) {
        const [item] = await t.db
          .insert(orderItems)
          .values({
            orderId: row!.id,
            shopId: bluebird,
            menuItemId: latte!.id,
            name: 'Value Latte',
            categoryTitle: 'Coffee',
            quantity: line.quantity,
            unitPriceCents: line.unit,
            totalCents: line.comp ? 0 : line.unit * line.quantity,
            isComplimentary: line.comp,
            createdAt,
          })
          .returning({ id: orderItems.id });
        const options = line.large ? [{ optionTitle: 'Size', value: 'Large', priceCents: 50 }] : [];
        if (line.large) await t.db.insert(orderItemOptions).values({ orderItemId: item!.id, ...options[0]!, menuOptionValueId: large!.id });
        rollupLines.push({
          menuItemId: latte!.id,
          name: 'Value Latte',
          quantity: line.quantity,
          totalCents: line.comp ? 0 : line.unit * line.quantity,
          isComplimentary: line.comp,
          options,
        });
      }
      await ledger.addOrder(row!, rollupLines);
    }
    async function dues(at: string, member: number, consumer: number, amount: number) {
      const refund = amount < 0;
      await ledger.recordTransaction({
        shopId: bluebird,
        userMembershipId: member,
        consumerId: consumer,
        type: refund ? TRANSACTION_TYPE.membershipDuesRefund : TRANSACTION_TYPE.membershipDues,
        description: refund ? 'Refund of membership dues' : 'Membership dues',
        subtotalCents: amount,
        tipCents: 0,
        taxCents: 0,
        discountCents: 0,
        amountCents: amount,
        feeCents: 0,
        netCents: amount,
        createdAt: new Date(at),
      });
    }
    const [m1, m2, m3] = members.map((member) => member.id);
    await order('2026-09-04T09:00:00Z', c(1), m1!, [
      { quantity: 2, unit: 450, comp: true, large: true },
      { quantity: 1, unit: 400, comp: false, large: false },
    ]);
    await order('2026-09-20T09:00:00Z', c(1), m1!, [{ quantity: 1, unit: 450, comp: false, large: true }]);
    await order('2026-09-21T09:00:00Z', c(4), null, [{ quantity: 2, unit: 400, comp: false, large: false }]);
    await dues('2026-09-03T08:00:00Z', m1!, c(1), 2000);
    await dues('2026-09-05T08:00:00Z', m2!, c(2), 2000);
    await dues('2026-09-06T08:00:00Z', m2!, c(2), -2000);
    await order('2026-10-02T09:00:00Z', c(2), m2!, [{ quantity: 1, unit: 400, comp: true, large: false }]);
    await order('2026-10-03T09:00:00Z', c(3), m3!, [{ quantity: 3, unit: 450, comp: false, large: true }]);
    await order('2026-10-04T09:00:00Z', c(4), null, [{ quantity: 1, unit: 400, comp: false, large: false }]);
    await order('2026-10-05T09:00:00Z', c(5), null, [{ quantity: 1, unit: 400, comp: false, large: false }]);
    await order('2026-10-31T23:59:00Z', c(5), null, [{ quantity: 1, unit: 400, comp: false, large: false }]);
    await dues('2026-10-03T08:00:00Z', m1!, c(1), 2000);
    await dues('2026-10-04T08:00:00Z', m3!, c(3), 900);
  }, 300_000);
  afterAll(() => t?.close());

  const get = (query: string, authorization = owner.authorization, shopId = bluebird) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/membership-value?${query}`, headers: { authorization } });

  it('every figure per tier, month by month, for the whole months the range touches', async () => {
    const response = await get('from=2026-09-15&to=2026-10-02');
    expect(response.statusCode).toBe(200);
    const report = response.json<MembershipValue>();
    expect(report.months).toEqual(['2026-09', '2026-10']);
    const goldTier = report.tiers.find((tier) => tier.membershipId === gold)!;
    expect(goldTier.name).toBe('Value Gold');
    expect(goldTier.months[0]).toEqual({
      month: '2026-09',
      duesCollectedCents: 2000,
      compItems: 2,
      compValueCents: 900,
      subsidyCents: 150,
      netCents: 1250,
      orders: 2,
      grossCents: 850,
      customerMonths: 1,
      visitsPerMonth: 2,
      averageOrderCents: 425,
    });
    expect(goldTier.months[1]).toMatchObject({
      duesCollectedCents: 2000,
      compItems: 1,
      compValueCents: 400,
      subsidyCents: 0,
      netCents: 1600,
      orders: 1,
      grossCents: 0,
    });
    expect(goldTier.totals).toEqual({
      duesCollectedCents: 4000,
      compItems: 3,
      compValueCents: 1300,
      subsidyCents: 150,
      netCents: 2850,
      orders: 3,
      grossCents: 850,
      customerMonths: 2,
      visitsPerMonth: 1.5,
      averageOrderCents: 283,
    });
    const silverTier = report.tiers.find((tier) => tier.membershipId === silver)!;
    expect(silverTier.totals).toMatchObject({ duesCollectedCents: 900, subsidyCents: 0, netCents: 900, orders: 1, grossCents: 1350 });
    const all = report.tiers.at(-1)!;
    expect(all.membershipId).toBeNull();
    expect(all.totals).toMatchObject({ duesCollectedCents: 4900, compItems: 3, compValueCents: 1300, subsidyCents: 150, netCents: 3750 });
    expect(all.totals).toMatchObject({ orders: 4, grossCents: 2200, customerMonths: 3, visitsPerMonth: 1.33, averageOrderCents: 550 });
    expect(report.nonMembers.totals).toEqual({
      orders: 4,
      grossCents: 2000,
      customerMonths: 3,
      visitsPerMonth: 1.33,
      averageOrderCents: 500,
    });
    // The shop's own demo tiers are listed too, with nothing in these months.
    expect(report.tiers.map((tier) => tier.name)).toContain('Bluebird Insiders');
  });

  it('the range decides the months; one tier of the shop can be asked for', async () => {
    const october = (await get(`from=2026-10-01&to=2026-10-31&membershipId=${gold}`)).json<MembershipValue>();
    expect(october.months).toEqual(['2026-10']);
    expect(october.tiers.map((tier) => tier.membershipId)).toEqual([gold, null]);
    // The picker's choices stay every tier of the shop, whichever was asked for.
    const all = (await get('from=2026-10-01&to=2026-10-31')).json<MembershipValue>();
    expect(october.tierChoices).toEqual(all.tierChoices);
    expect(all.tierChoices.map((tier) => tier.membershipId)).toEqual(all.tiers.flatMap((tier) => tier.membershipId ?? []));
    expect(october.tiers[0]!.totals.netCents).toBe(1600);
    expect(october.nonMembers.totals).toMatchObject({ orders: 3, grossCents: 1200, customerMonths: 2 });
    const august = (await get('from=2026-08-01&to=2026-08-31')).json<MembershipValue>();
    expect(august.tiers.find((tier) => tier.membershipId === gold)!.totals.netCents).toBe(0);
  });

  it('refuses a range that is reversed, too long or ends after today', async () => {
    expect((await get('from=2026-10-02&to=2026-10-01')).json()).toMatchObject({ error: { messageKey: 'reportRangeInvalid' } });
    expect((await get('from=2020-01-01&to=2026-10-01')).json()).toMatchObject({ error: { messageKey: 'reportRangeTooLong' } });
    const late = await get('from=2026-10-01&to=2027-06-01');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: { messageKey: 'reportRangeAfterToday' } });
  });

  it('access: the membership permission, and a tier of the shop', async () => {
    const staff = await t.signIn('staff@demo.brewline.app');
    expect((await get('from=2026-10-01&to=2026-10-31', staff.authorization)).statusCode).toBe(403);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${bluebird}/membership-value.xlsx?from=2026-10-01&to=2026-10-31`,
      headers: { authorization: staff.authorization },
    });
    expect(download.statusCode).toBe(403);
    const [harborClub] = await t.db.select({ id: memberships.id }).from(memberships).where(eq(memberships.name, 'Harbor Club'));
    expect((await get(`from=2026-10-01&to=2026-10-31&membershipId=${harborClub!.id}`)).statusCode).toBe(404);
    expect((await get('from=2026-10-01&to=2026-10-31&membershipId=99999999')).statusCode).toBe(404);
    const chain = await t.signIn('chain@demo.brewline.app');
    expect((await get('from=2026-10-01&to=2026-10-31', chain.authorization)).statusCode).toBe(403);
  });

  it('MembershipValue.xlsx holds the same figures, read back', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${bluebird}/membership-value.xlsx?from=2026-09-01&to=2026-10-31&membershipId=${gold}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('MembershipValue.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Membership Tier',
      'Month',
      'Dues Collected',
      'Complimentary Items',
      'Complimentary Menu Value',
      'Subsidies Earned',
      'Net',
      'Orders',
      'Gross Sales',
      'Visits per Customer per Month',
      'Average Order',
    ]);
    const rows = [];
    for (let index = 2; index <= sheet.rowCount; index++) rows.push((sheet.getRow(index).values as unknown[]).slice(1));
    // Gold: September, October, Total; Non-members: three. No all-tiers lines: with one tier they would repeat it.
    expect(rows.map((row) => row[0])).toEqual([...Array<string>(3).fill('Value Gold'), ...Array<string>(3).fill('Non-members')]);
    expect(rows[0]).toEqual(['Value Gold', '2026-09', 20, 2, 9, 1.5, 12.5, 2, 8.5, 2, 4.25]);
    expect(rows[2]).toEqual(['Value Gold', 'Total', 40, 3, 13, 1.5, 28.5, 3, 8.5, 1.5, 2.83]);
    expect(rows[5]!.slice(0, 2)).toEqual(['Non-members', 'Total']);
    expect(rows[5]!.slice(7)).toEqual([4, 20, 1.33, 5]);
  });
});

import type { ActivityPage } from '@brewline/contracts/schemas/activity';
import { addDays, utcDay } from '@brewline/contracts/analytics';
import type { AccountMappingResponse, Journal } from '@brewline/contracts/schemas/journal';
import { JOURNAL_ACCOUNT_DEFAULTS, XERO_LINES_PER_FILE } from './journal.rules';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import { orders, payouts, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { hashPassword } from '../../lib/password';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { readCsv } from '../../test/read-csv';

/**
 * The journal on a hand-made shop in New York (UTC−5 in winter):
 *
 *   2026-01-20 15:00 UTC  dues of $10.00 (fee $0.50) for a month from January 20th: $3.87 January's, $6.13 February's
 *   2026-01-26 .. 2026-03-21, one order a day at 17:00 UTC: subtotal $10.00, discount $1.00, tax $0.80, tip $2.00, fee $0.60
 *   2026-01-31 18:00 UTC  a refund of January 31st's order: sales $9.00, tax $0.80, tip $2.00 back, fee $0.60 back
 *   a payout of the week 2026-01-26 .. 2026-02-01, paid 2026-02-02 14:00 UTC, of the week's nets
 */
describe('the account mapping and the journal', () => {
  let t: TestApp;
  let shopId = 0;
  let owner: { authorization: string };
  let analyst: { authorization: string };
  let barista: { authorization: string };
  let paidCents = 0;

  const inject = async (method: 'GET' | 'PUT', url: string, auth: { authorization: string } | null, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: auth ? { authorization: auth.authorization } : {}, payload });
    return response;
  };
  const journal = async (from: string, to: string, by = 'day', auth = owner) => {
    const response = await inject('GET', `/api/shops/${shopId}/journal?from=${from}&to=${to}&by=${by}`, auth);
    return { status: response.statusCode, body: response.json<Journal & { error?: { messageKey: string } }>() };
  };
  const file = async (query: string, auth = owner) => {
    const response = await inject('GET', `/api/shops/${shopId}/journal.csv?${query}`, auth);
    return { status: response.statusCode, headers: response.headers, text: response.body, rows: readCsv(response.body) };
  };
  const cents = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);
  const lineOf = (body: Journal, day: string, description: string) =>
    body.entries.find((entry) => entry.day === day)?.lines.find((line) => line.description === description);

  beforeAll(async () => {
    t = await createTestApp();
    const [shop] = await t.db
      .insert(shops)
      .values({ name: 'Journal Test Shop', state: 'NY', isOnboarded: true })
      .returning({ id: shops.id });
    shopId = shop!.id;
    const passwordHash = await hashPassword('journal-test-password');
    const people = await t.db
      .insert(logins)
      .values([
        { email: 'journal-owner@example.com', passwordHash, firstName: 'Olive', lastName: 'Owner' },
        { email: 'journal-analyst@example.com', passwordHash, firstName: 'Ann', lastName: 'Analyst' },
        { email: 'journal-barista@example.com', passwordHash, firstName: 'Bea', lastName: 'Barista' },
      ])
      .returning({ id: logins.id });
    await t.db.insert(shopPermissions).values([
      { loginId: people[0]!.id, shopId, ...ALL_PERMISSIONS },
      { loginId: people[1]!.id, shopId, ...NO_PERMISSIONS, analytics: true },
      { loginId: people[2]!.id, shopId, ...NO_PERMISSIONS, menuBuilding: true },
    ]);
    owner = await t.signIn('journal-owner@example.com', 'journal-test-password');
    analyst = await t.signIn('journal-analyst@example.com', 'journal-test-password');
    barista = await t.signIn('journal-barista@example.com', 'journal-test-password');

    const [consumer] = await t.db
      .insert(consumers)
      .values({ name: 'Jo Member', email: 'jo-member@example.com' })
      .returning({ id: consumers.id });
    const [tier] = await t.db.insert(memberships).values({ shopId, name: 'Regulars', priceCents: 1000 }).returning({ id: memberships.id });
    const [member] = await t.db
      .insert(userMemberships)
      .values({ membershipId: tier!.id, shopId, consumerId: consumer!.id, status: 'approved', priceCents: 1000 })
      .returning({ id: userMemberships.id });
    await t.db.insert(transactions).values({
      shopId,
      type: TRANSACTION_TYPE.membershipDues,
      description: 'Membership dues',
      userMembershipId: member!.id,
      consumerId: consumer!.id,
      subtotalCents: 1000,
      tipCents: 0,
      taxCents: 0,
      discountCents: 0,
      amountCents: 1000,
      feeCents: 50,
      netCents: 950,
      createdAt: new Date('2026-01-20T15:00:00Z'),
    });
    const days = Array.from({ length: 55 }, (_, i) => addDays('2026-01-26', i));
    const money = { subtotalCents: 1000, discountCents: 100, taxCents: 80, tipCents: 200, feeCents: 60 };
    const placed = await t.db
      .insert(orders)
      .values(
        days.map((day) => ({
          shopId,
          appOrderId: `journal-${day}`,
          consumerId: consumer!.id,
          ...money,
          totalCents: 1180,
          netCents: 1120,
          createdAt: new Date(`${day}T17:00:00Z`),
        })),
      )
      .returning({ id: orders.id, createdAt: orders.createdAt });
    await t.db.insert(transactions).values(
      placed.map((order) => ({
        shopId,
        type: TRANSACTION_TYPE.order,
        description: `Order #${order.id}`,
        orderId: order.id,
        consumerId: consumer!.id,
        ...money,
        amountCents: 1180,
        netCents: 1120,
        createdAt: order.createdAt,
      })),
    );
    const refunded = placed.find((order) => utcDay(order.createdAt) === '2026-01-31')!;
    await t.db.insert(transactions).values({
      shopId,
      type: TRANSACTION_TYPE.orderRefund,
      description: `Refund of order #${refunded.id}`,
      orderId: refunded.id,
      consumerId: consumer!.id,
      subtotalCents: -1000,
      discountCents: -100,
      taxCents: -80,
      tipCents: -200,
      amountCents: -1180,
      feeCents: -60,
      netCents: -1120,
      createdAt: new Date('2026-01-31T18:00:00Z'),
    });
    // The week's nets: seven orders, less the refund.
    paidCents = 6 * 1120;
    const [payout] = await t.db
      .insert(payouts)
      .values({
        shopId,
        periodStart: '2026-01-26',
        periodEnd: '2026-02-01',
        orderCount: 7,
        subtotalCents: 6000,
        taxCents: 480,
        tipCents: 1200,
        discountCents: 600,
        totalCents: 6 * 1180,
        feeCents: 360,
        paidCents,
        paidAt: new Date('2026-02-02T14:00:00Z'),
      })
      .returning({ id: payouts.id });
    await t.db
      .update(transactions)
      .set({ payoutId: payout!.id })
      .where(
        // Every transaction of the week (the dues were paid by an earlier payout, not in this shop's data).
        (await import('drizzle-orm'))
          .sql`shop_id = ${shopId} and created_at >= '2026-01-26T00:00:00Z' and created_at < '2026-02-02T00:00:00Z'`,
      );
    await buildLedger(t.db).rebuildRollups([shopId]);
  });
  afterAll(() => t?.close());

  it('offers the default accounts until the owner saves a mapping, and logs the save', async () => {
    const first = await inject('GET', `/api/shops/${shopId}/accounts-mapping`, owner);
    expect(first.json<AccountMappingResponse>()).toEqual({ accounts: JOURNAL_ACCOUNT_DEFAULTS, saved: false });
    const accounts = {
      ...JOURNAL_ACCOUNT_DEFAULTS,
      bank: { name: 'Chase Checking', code: '091' },
      sales: { name: 'Coffee Sales', code: '200' },
    };
    const saved = await inject('PUT', `/api/shops/${shopId}/accounts-mapping`, owner, accounts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AccountMappingResponse>()).toEqual({ accounts, saved: true });
    expect((await inject('GET', `/api/shops/${shopId}/accounts-mapping`, owner)).json<AccountMappingResponse>().accounts.bank.name).toBe(
      'Chase Checking',
    );
    const log = await inject(
      'GET',
      `/api/shops/${shopId}/activity?from=${addDays(utcDay(new Date()), -1)}&to=${utcDay(new Date())}&area=shopInfo`,
      owner,
    );
    const row = log.json<ActivityPage>().rows.find((each) => each.action === 'accountMappingSaved')!;
    expect(row.details.changes).toEqual([
      { item: 'Sales', field: 'name', from: 'Sales', to: 'Coffee Sales' },
      { item: 'Business Checking', field: 'name', from: 'Business Checking', to: 'Chase Checking' },
      { item: 'Business Checking', field: 'code', from: '090', to: '091' },
    ]);
  });

  it('refuses a blank name or a bad code, and keeps the mapping', async () => {
    const blank = await inject('PUT', `/api/shops/${shopId}/accounts-mapping`, owner, {
      ...JOURNAL_ACCOUNT_DEFAULTS,
      refunds: { name: ' ', code: '206' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: { messageKey: string } }>().error.messageKey).toBe('journalAccountNameBlank');
    const code = await inject('PUT', `/api/shops/${shopId}/accounts-mapping`, owner, {
      ...JOURNAL_ACCOUNT_DEFAULTS,
      refunds: { name: 'Refunds', code: '-206' },
    });
    expect(code.json<{ error: { messageKey: string } }>().error.messageKey).toBe('journalAccountCodeInvalid');
    expect((await inject('GET', `/api/shops/${shopId}/accounts-mapping`, owner)).json<AccountMappingResponse>().accounts.bank.name).toBe(
      'Chase Checking',
    );
  });

  it('lets only shop management edit the mapping; the journal is for analytics', async () => {
    expect((await inject('GET', `/api/shops/${shopId}/accounts-mapping`, null)).statusCode).toBe(401);
    expect((await inject('GET', `/api/shops/${shopId}/accounts-mapping`, analyst)).statusCode).toBe(403);
    expect((await inject('PUT', `/api/shops/${shopId}/accounts-mapping`, analyst, JOURNAL_ACCOUNT_DEFAULTS)).statusCode).toBe(403);
    expect((await journal('2026-01-26', '2026-01-27', 'day', analyst)).status).toBe(200);
    expect((await journal('2026-01-26', '2026-01-27', 'day', barista)).status).toBe(403);
    expect((await file('from=2026-01-26&to=2026-01-27&format=xero', barista)).status).toBe(403);
    expect((await journal('2026-01-27', '2026-01-26')).body.error?.messageKey).toBe('reportRangeInvalid');
    expect((await journal('2099-01-01', '2099-01-02')).body.error?.messageKey).toBe('reportRangeAfterToday');
  });

  it("books a day's sales, refund and fees on the shop's day, balanced, with the mapped names", async () => {
    const { body } = await journal('2026-01-31', '2026-01-31');
    expect(body.entries).toHaveLength(1);
    const [entry] = body.entries;
    expect(entry!.lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0)).toBe(0);
    // The order (net $11.20) less its refund ($11.20): nothing comes in; the refund is booked part by part.
    expect(lineOf(body, '2026-01-31', 'Collected less fees')).toBeUndefined();
    expect(lineOf(body, '2026-01-31', 'Sales at menu price')).toMatchObject({ account: 'sales', creditCents: 1000 });
    expect(lineOf(body, '2026-01-31', 'Order refunds: sales')).toMatchObject({ account: 'refunds', debitCents: 900 });
    expect(lineOf(body, '2026-01-31', 'Order refunds: tips')).toMatchObject({ account: 'tipsPayable', debitCents: 200 });
    expect(body.accounts.sales.name).toBe('Coffee Sales');
  });

  it('keeps dues for the months they cover: deferred at payment, earned on the first of the next month', async () => {
    const { body } = await journal('2026-01-20', '2026-02-02');
    expect(lineOf(body, '2026-01-20', 'Membership dues of this month')).toMatchObject({ account: 'membershipRevenue', creditCents: 387 });
    expect(lineOf(body, '2026-01-20', 'Membership dues of later months')).toMatchObject({
      account: 'deferredMembershipRevenue',
      creditCents: 613,
    });
    expect(lineOf(body, '2026-01-20', 'Collected less fees')).toMatchObject({ debitCents: 950 });
    expect(lineOf(body, '2026-02-01', 'Earlier dues earned this month')).toMatchObject({
      account: 'deferredMembershipRevenue',
      debitCents: 613,
    });
    // Days with nothing to book have no entry.
    expect(body.entries.map((entry) => entry.day)).toEqual([
      '2026-01-20',
      ...Array.from({ length: 8 }, (_, i) => addDays('2026-01-26', i)),
    ]);
  });

  it("ends a payout's entry at the bank amount", async () => {
    const { body } = await journal('2026-02-01', '2026-02-07', 'payout');
    expect(body.entries).toHaveLength(1);
    const lines = body.entries[0]!.lines;
    expect(body.entries[0]!.day).toBe('2026-02-02');
    expect(lines.at(-1)).toMatchObject({ account: 'bank', debitCents: paidCents, creditCents: 0 });
    expect(lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0)).toBe(0);
    // What the week collected is what the bank got: the clearing account comes back to zero.
    const clearing = lines.filter((line) => line.account === 'clearing').reduce((sum, line) => sum + line.debitCents - line.creditCents, 0);
    expect(clearing).toBe(0);
  });

  it('downloads QuickBooks’ journal entries, read back to the entries on screen', async () => {
    const { body } = await journal('2026-01-20', '2026-02-02');
    const qb = await file('from=2026-01-20&to=2026-02-02&format=quickbooks');
    expect(qb.status).toBe(200);
    expect(qb.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(qb.headers['content-disposition']).toContain('Journal-QuickBooks-2026-01-20-to-2026-02-02-by-day.csv');
    expect(qb.rows[0]).toEqual(['Journal No.', 'Journal Date', 'Account Name', 'Description', 'Debits', 'Credits']);
    const rows = qb.rows.slice(1);
    expect(rows).toHaveLength(body.entries.reduce((sum, entry) => sum + entry.lines.length, 0));
    expect(rows[0]!.slice(0, 2)).toEqual(['BL-20260120', '01/20/2026']);
    const perJournal = new Map<string, number>();
    for (const row of rows) perJournal.set(row[0]!, (perJournal.get(row[0]!) ?? 0) + cents(row[4]) - cents(row[5]));
    expect([...perJournal.values()].every((sum) => sum === 0)).toBe(true);
    expect(rows.some((row) => row[2] === 'Coffee Sales')).toBe(true);
  });

  it("downloads Xero's manual journal in numbered parts of at most 300 lines, each balanced", async () => {
    const range = 'from=2026-01-20&to=2026-03-21';
    const { body } = await journal('2026-01-20', '2026-03-21');
    const lines = body.entries.reduce((sum, entry) => sum + entry.lines.length, 0);
    expect(lines).toBeGreaterThan(XERO_LINES_PER_FILE);
    expect(body.xeroParts).toBe(2);
    const parts = [await file(`${range}&format=xero&part=1`), await file(`${range}&format=xero&part=2`)];
    expect(parts[1]!.headers['content-disposition']).toContain('Journal-Xero-2026-01-20-to-2026-03-21-by-day-part-2-of-2.csv');
    for (const part of parts) {
      expect(part.rows[0]).toEqual(['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount']);
      expect(part.rows.length - 1).toBeLessThanOrEqual(XERO_LINES_PER_FILE);
      expect(part.rows.slice(1).reduce((sum, row) => sum + cents(row[5]), 0)).toBe(0);
    }
    expect(parts[0]!.rows.length + parts[1]!.rows.length - 2).toBe(lines);
    expect((await file(`${range}&format=xero&part=3`)).status).toBe(400);
  });
});

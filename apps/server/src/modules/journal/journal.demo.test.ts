import { addDays, daysInRange, monthStart, utcDay } from '@brewline/contracts/analytics';
import type { DayCloseReport } from '@brewline/contracts/schemas/day-close';
import type { Journal } from '@brewline/contracts/schemas/journal';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../test/read-csv';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The journal of Bluebird Coffee on the demo orders (13 months up to today): random weeks of it balance, their
 * clearing lines are the day close's nets, a payout's entry ends at what it paid, and last month's two files read back
 * to the same figures.
 */
describe("Bluebird's journal on the demo data", () => {
  let t: TestApp;
  let owner: { authorization: string; shopId: number };
  const get = async (path: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${owner.shopId}/${path}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const sum = (journal: Journal, account: string, description?: string) =>
    journal.entries
      .flatMap((entry) => entry.lines)
      .filter((line) => line.account === account && (description === undefined || line.description === description))
      .reduce((total, line) => total + line.debitCents - line.creditCents, 0);
  const cents = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);

  beforeAll(async () => {
    t = await createTestApp({ demoOrders: true });
    owner = await t.signInToShop('owner@demo.brewline.app');
  });
  afterAll(() => t?.close());

  it("balances every day of random weeks, each day's money in being the day close's net", async () => {
    const today = utcDay(new Date());
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 7, max: 380 }), async (back) => {
        const from = addDays(today, -back);
        const to = addDays(from, 6);
        const journal = (await get(`journal?from=${from}&to=${to}`)).json<Journal>();
        const close = (await get(`day-close?from=${from}&to=${to}`)).json<DayCloseReport>();
        for (const entry of journal.entries)
          expect(entry.lines.reduce((total, line) => total + line.debitCents - line.creditCents, 0)).toBe(0);
        expect(sum(journal, 'clearing', 'Collected less fees')).toBe(close.total.netCents);
        expect(-sum(journal, 'sales')).toBe(close.total.grossSalesCents - close.total.memberGrossSalesCents);
        expect(-sum(journal, 'memberSales')).toBe(close.total.memberGrossSalesCents + close.total.complimentaryValueCents);
        expect(-sum(journal, 'tipsPayable')).toBe(close.total.tipCents + close.total.refundTipCents);
        expect(sum(journal, 'platformFees')).toBe(close.total.feeCents);
      }),
      { numRuns: 6 },
    );
  });

  it("ends each payout's entry at the amount it paid", async () => {
    const today = utcDay(new Date());
    const range = `from=${addDays(today, -60)}&to=${today}`;
    const journal = (await get(`journal?${range}&by=payout`)).json<Journal>();
    const paid = new Map(
      (await get(`day-close?${range}`)).json<DayCloseReport>().payouts.map((payout) => [`BL-P${payout.payoutId}`, payout.paidCents]),
    );
    expect(journal.entries.length).toBeGreaterThan(4);
    for (const entry of journal.entries) {
      expect(entry.lines.at(-1)).toMatchObject({ account: 'bank', debitCents: paid.get(entry.number) });
      expect(entry.lines.reduce((total, line) => total + line.debitCents - line.creditCents, 0)).toBe(0);
    }
  });

  it("reads last month's QuickBooks and Xero files back to the entries and the day close", async () => {
    const lastDay = addDays(monthStart(utcDay(new Date())), -1);
    const from = monthStart(lastDay);
    const range = `from=${from}&to=${lastDay}`;
    const journal = (await get(`journal?${range}`)).json<Journal>();
    expect(journal.entries).toHaveLength(daysInRange(from, lastDay));
    const close = (await get(`day-close?${range}`)).json<DayCloseReport>();
    const qb = readCsv((await get(`journal.csv?${range}&format=quickbooks`)).body).slice(1);
    const byName = (name: string) => qb.filter((row) => row[2] === name).reduce((total, row) => total + cents(row[4]) - cents(row[5]), 0);
    // The demo's members order too: their sales are on Member Sales.
    expect(close.total.memberGrossSalesCents).toBeGreaterThan(0);
    expect(-byName('Sales')).toBe(close.total.grossSalesCents - close.total.memberGrossSalesCents);
    expect(-byName('Member Sales')).toBe(close.total.memberGrossSalesCents + close.total.complimentaryValueCents);
    expect(qb.filter((row) => row[3] === 'Collected less fees').reduce((total, row) => total + cents(row[4]) - cents(row[5]), 0)).toBe(
      close.total.netCents,
    );
    expect(qb.reduce((total, row) => total + cents(row[4]) - cents(row[5]), 0)).toBe(0);
    const xero = [];
    for (let part = 1; part <= journal.xeroParts; part++)
      xero.push(...readCsv((await get(`journal.csv?${range}&format=xero&part=${part}`)).body).slice(1));
    expect(xero).toHaveLength(qb.length);
    const xeroSales = xero.filter((row) => row[3] === '200').reduce((total, row) => total + cents(row[5]), 0);
    expect(xeroSales).toBe(-(close.total.grossSalesCents - close.total.memberGrossSalesCents));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../db/schema/consumers';
import { transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';
import { transactionsNewestFirst } from './ledger.export.repository';
import { createLedgerRepository } from './ledger.repository';
import type { TransactionFilter, TransactionRecord } from './ledger.types';

/**
 * The download's rows come back from the database as one JSON text each (decision 122): they must be the very
 * records the Transactions table reads as columns, whatever the text holds, with nulls kept null, and newest first
 * across batches even when rows share a time to the microsecond.
 */
describe('the rows of TransactionsData.xlsx', () => {
  let t: TestApp;
  let shopId: number;
  const filter: TransactionFilter = {
    span: { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-02-01T00:00:00Z') },
    type: null,
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [shop] = await t.db.insert(shops).values({ name: 'Export Rows Cafe', isOnboarded: true }).returning({ id: shops.id });
    shopId = shop!.id;
    const names = ['Zoë "Z" O\'Brien \\ <b>&amp;</b>', 'مريم الحسن', '李小龙 🐉', '=SUM(A1)', 'Tab\there\nnew line'];
    const people = await t.db
      .insert(consumers)
      .values(names.map((name, i) => ({ name, email: `export-rows-${i}@example.com` })))
      .returning({ id: consumers.id });
    // Pairs of rows share a time to the microsecond, so the keyset has to break ties by id.
    await t.db.insert(transactions).values(
      Array.from({ length: 23 }, (_, i) => ({
        shopId,
        type: [0, 6, 2, 3, 10][i % 5]!,
        description: i % 5 === 2 ? 'Order Refund' : `Order "${i}" <line>`,
        consumerId: i % 6 === 5 ? null : people[i % people.length]!.id,
        subtotalCents: i % 5 === 2 ? -450 - i : 450 + i,
        tipCents: i,
        taxCents: 37 + i,
        discountCents: i % 4 === 0 ? 50 : 0,
        amountCents: 500 + i,
        feeCents: 40 + i,
        netCents: 460 + i,
        promoCode: i % 4 === 0 ? 'SPRING10' : null,
        createdAt: new Date(Date.parse('2026-01-10T08:00:00.123Z') + Math.floor(i / 2) * 61_001),
      })),
    );
    // One outside the range.
    await t.db.insert(transactions).values({
      shopId,
      type: 0,
      description: 'Order',
      subtotalCents: 1,
      tipCents: 0,
      taxCents: 0,
      discountCents: 0,
      amountCents: 1,
      feeCents: 0,
      netCents: 1,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
  });
  afterAll(() => t?.close());

  const read = async (batch?: number, only = filter) => {
    const rows: TransactionRecord[] = [];
    for await (const row of transactionsNewestFirst(t.db, shopId, only, batch)) rows.push(row);
    return rows;
  };

  it('are the Transactions table’s records, newest first, in any batch size', async () => {
    const table = await createLedgerRepository(t.db).transactionPage(
      shopId,
      filter,
      { key: 'createdAt', direction: 'desc' },
      { offset: 0, limit: 100 },
    );
    expect(table).toHaveLength(23);
    expect(table.some((row) => row.orderId === null && row.promoCode === null && row.userName === '')).toBe(true);
    for (const batch of [undefined, 1, 2, 22, 23]) expect(await read(batch), `batch ${batch}`).toEqual(table);
  });

  it('of one type are that type’s rows only', async () => {
    const refunds = await read(2, { ...filter, type: 2 });
    expect(refunds.map((row) => row.type)).toEqual([2, 2, 2, 2, 2]);
    expect(refunds.every((row) => row.description === 'Order Refund' && row.subtotalCents < 0)).toBe(true);
  });
});

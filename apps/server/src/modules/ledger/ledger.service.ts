import { TRANSACTION_COLUMNS, TRANSACTIONS_EXPORT_NAME, type TransactionSortKey } from '@brewline/contracts/analytics';
import type { TransactionSummary } from '@brewline/contracts/schemas/analytics';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { TRANSACTION_TYPE_GROUP, transactionTypeLabel } from '../../lib/transaction-types.rules';
import { reportDownloadColumns, type SpreadsheetStream } from '../../lib/spreadsheet-stream';
import type { LedgerQueries, LedgerRepository } from './ledger.repository';
import { isOrderTransaction, salesTotals, summaryOfRows } from './ledger.rules';
import type { OrderFigures, OrderSums, RollupLine, Span, TransactionFilter, TransactionRecord } from './ledger.types';

/** TransactionsData.xlsx's columns: the Transactions columns of the contracts, each type written as its label. */
const DOWNLOAD_COLUMNS = reportDownloadColumns<TransactionRecord>(TRANSACTION_COLUMNS, {
  values: { type: (row) => transactionTypeLabel(row.type) },
  widths: { description: 24, userName: 24 },
});

/** The ledger's writes inside another module's database transaction (an order with its row, a refund with its row). */
function writesOf(queries: LedgerQueries) {
  return {
    /** Writes a transaction, and adds it to the daily sums unless it is an order's own (the order rollups hold it). */
    async recordTransaction(values: Parameters<LedgerQueries['insertTransaction']>[0]): Promise<number> {
      const row = await queries.insertTransaction(values);
      if (!isOrderTransaction(row.type)) await queries.addTransactionToSums(row);
      return row.id;
    },
    /** Adds an order to every report rollup. */
    addOrder: (order: Parameters<LedgerQueries['addOrderToRollups']>[0], lines: readonly RollupLine[]) =>
      queries.addOrderToRollups(order, lines),
    /** The promo code an order's own transaction carries (its refund row carries it too). */
    async orderPromoCode(orderId: number): Promise<string | null> {
      return (await queries.orderTransaction(orderId))?.promoCode ?? null;
    },
  };
}
export type LedgerWrites = ReturnType<typeof writesOf>;

/**
 * The ledger (decision 160): the shop's transactions, their type codes and the rules on them (refunds, dues, which
 * types the order rollups hold), the report rollups and their rebuild, and the transactions download. Orders, events
 * and analytics reach it through this service only.
 */
export function createLedgerService({ repository }: { repository: LedgerRepository }) {
  /**
   * The cards of every type over a span: Orders and Member Orders from the order rollup (their transactions carry the
   * order's own figures, and no order's description is a refund's), the other types from their daily sums.
   */
  async function summaryOfAll(shopId: number, span: Span, orderSums: () => Promise<OrderSums>): Promise<TransactionSummary> {
    const [orders, others] = await Promise.all([
      orderSums(),
      repository.transactionSummaryOfTypes(shopId, span, TRANSACTION_TYPE_GROUP.notOrders),
    ]);
    return {
      count: orders.orders + others.count,
      subtotalCents: orders.grossCents + others.subtotalCents,
      taxCents: orders.taxCents + others.taxCents,
      tipCents: orders.tipCents + others.tipCents,
      discountCents: orders.discountCents + others.discountCents,
      totalCents: orders.totalCents + others.totalCents,
      feeCents: orders.feeCents + others.feeCents,
      netCents: orders.netCents + others.netCents,
      refundCents: others.refundCents,
    };
  }

  /**
   * The cards of Orders or Member Orders alone, from the order rollup (decision 125): member orders are its member_*
   * columns, orders the rest. Each order has one transaction of its type carrying the order's own figures, at the
   * order's time, and neither is a refund; the rollup proof test holds it to the raw rows.
   */
  function summaryOfOrders(sums: OrderSums, member: boolean): TransactionSummary {
    const pick = (all: number, members: number) => (member ? members : all - members);
    return {
      count: pick(sums.orders, sums.memberOrders),
      subtotalCents: pick(sums.grossCents, sums.memberGrossCents),
      taxCents: pick(sums.taxCents, sums.memberTaxCents),
      tipCents: pick(sums.tipCents, sums.memberTipCents),
      discountCents: pick(sums.discountCents, sums.memberDiscountCents),
      totalCents: pick(sums.totalCents, sums.memberTotalCents),
      feeCents: pick(sums.feeCents, sums.memberFeeCents),
      netCents: pick(sums.netCents, sums.memberNetCents),
      refundCents: 0,
    };
  }

  return {
    ...writesOf(repository),

    /** The same writes inside a database transaction another module opened. */
    writesWithin: (tx: Parameters<LedgerRepository['within']>[0]): LedgerWrites => writesOf(repository.within(tx)),

    /** Computes every rollup of these shops again from the raw rows. */
    rebuildRollups: (shopIds: number[]) => repository.rebuildRollups(shopIds),

    /** An order's own transaction: its id and type, or null. */
    orderTransaction: (orderId: number) => repository.orderTransaction(orderId),

    /** The Sales Overview's totals: the orders' sums (from the order rollup) with the refunds and dues of the span. */
    async salesTotals(shopId: number, span: Span, orderFigures: Promise<OrderFigures>) {
      const [orders, others] = await Promise.all([orderFigures, repository.otherTransactionSums(shopId, span)]);
      return salesTotals(orders, others);
    },

    /**
     * The summary cards of a filter (`orders`: the order rollup's sums of the span): from the order rollup for All,
     * Orders and Member Orders, and from transaction_sums_by_day for the other types (decision 144).
     */
    async summary(shopId: number, filter: TransactionFilter, orders: () => Promise<OrderSums>): Promise<TransactionSummary> {
      if (filter.type === null) return summaryOfAll(shopId, filter.span, orders);
      if (isOrderTransaction(filter.type)) return summaryOfOrders(await orders(), filter.type === TRANSACTION_TYPE.memberOrder);
      return repository.transactionSummaryOfTypes(shopId, filter.span, [filter.type]);
    },

    /** The summary cards summed from the rows themselves (what the rollups must agree with). */
    summaryFromRows: (shopId: number, filter: TransactionFilter) => repository.transactionSummary(shopId, filter),

    /** One sorted page of transactions. */
    page: (
      shopId: number,
      filter: TransactionFilter,
      sort: { key: TransactionSortKey; direction: 'asc' | 'desc' },
      page: { offset: number; limit: number },
    ): Promise<TransactionRecord[]> => repository.transactionPage(shopId, filter, sort, page),

    /** TransactionsData.xlsx: every transaction of the filter, newest first, read in keyset batches as it is sent. */
    download: (shopId: number, filter: TransactionFilter, batch?: number): SpreadsheetStream<TransactionRecord> => ({
      fileName: TRANSACTIONS_EXPORT_NAME,
      sheetName: TRANSACTIONS_EXPORT_NAME,
      columns: DOWNLOAD_COLUMNS,
      rows: repository.transactionsNewestFirst(shopId, filter, batch),
    }),

    /** Membership Value's monthly sums per tier (tier 0: orders without a membership), from its rollup (decision 240). */
    membershipValueSums: (shopId: number, fromMonth: string, toMonth: string) => repository.membershipValueSums(shopId, fromMonth, toMonth),

    /** The transactions a payout pays, oldest first, and their cards. */
    async payoutTransactions(shopId: number, payoutId: number) {
      const rows = await repository.payoutTransactions(shopId, payoutId);
      return { rows, summary: summaryOfRows(rows) };
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;

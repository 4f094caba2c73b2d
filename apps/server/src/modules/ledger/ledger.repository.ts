import { utcDay } from '@brewline/contracts/days';
import type { TransactionSortKey } from '@brewline/contracts/analytics';
import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactions } from '../../db/schema/orders';
import { transactionsNewestFirst } from './ledger.export.repository';
import { REFUND_DESCRIPTION_PATTERN } from './ledger.rules';
import { addOrderToRollups, addTransactionToRollups, rebuildRollups } from './ledger.rollups.repository';
import type {
  MembershipValueSums,
  OtherTransactionSums,
  RollupLine,
  Span,
  TransactionFilter,
  TransactionRecord,
  TransactionSummarySums,
} from './ledger.types';

/**
 * The ledger's SQL: the transactions, the daily sums of the ones that are not orders (decision 144) and, through
 * ledger.rollups.repository, the report rollups every order adds to. Sums of cents come back as float8, exact to
 * 2^53, so three years of a busy shop never overflow.
 */

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_INSTANT)})`;

const SORT_COLUMNS: Record<TransactionSortKey, SQL> = {
  transactionId: sql`t.id`,
  type: sql`t.type`,
  orderId: sql`t.order_id`,
  userName: sql`coalesce(c.name, '')`,
  createdAt: sql`t.created_at`,
  subtotalCents: sql`t.subtotal_cents`,
  tipCents: sql`t.tip_cents`,
  taxCents: sql`t.tax_cents`,
  promoCode: sql`t.promo_code`,
  discountCents: sql`t.discount_cents`,
  amountCents: sql`t.amount_cents`,
  feeCents: sql`t.fee_cents`,
  netCents: sql`t.net_cents`,
};

const transactionColumns = sql`t.id as "transactionId", t.type::int as "type", t.description, t.order_id as "orderId",
  coalesce(c.name, '') as "userName", ${isoInstant(sql`t.created_at`)} as "createdAt",
  t.subtotal_cents as "subtotalCents", t.tip_cents as "tipCents", t.tax_cents as "taxCents", t.promo_code as "promoCode",
  t.discount_cents as "discountCents", t.amount_cents as "amountCents", t.fee_cents as "feeCents", t.net_cents as "netCents"`;

const summaryColumns = sql`count(*)::int as "count", coalesce(sum(t.subtotal_cents), 0)::float8 as "subtotalCents",
  coalesce(sum(t.tax_cents), 0)::float8 as "taxCents", coalesce(sum(t.tip_cents), 0)::float8 as "tipCents",
  coalesce(sum(t.discount_cents), 0)::float8 as "discountCents", coalesce(sum(t.amount_cents), 0)::float8 as "totalCents",
  coalesce(sum(t.fee_cents), 0)::float8 as "feeCents", coalesce(sum(t.net_cents), 0)::float8 as "netCents",
  coalesce(sum(t.amount_cents) filter (where t.description ilike ${REFUND_DESCRIPTION_PATTERN}), 0)::float8 as "refundCents"`;

const DAY_MS = 86_400_000;
const wholeDays = (span: Span) => span.start.getTime() % DAY_MS === 0 && span.end.getTime() % DAY_MS === 0;
/** A list of type codes as SQL, comma separated. */
const typeList = (types: readonly number[]) =>
  sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );

/** The ledger's reads and writes on one connection or inside one database transaction. */
function ledgerQueries(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL): Promise<T> => (await run<T>(query))[0]!;

  const transactionWhere = (shopId: number, { span, type }: TransactionFilter) =>
    sql`t.shop_id = ${shopId} and t.created_at >= ${span.start} and t.created_at < ${span.end}${type === null ? sql`` : sql` and t.type = ${type}`}`;

  return {
    /** Writes a transaction row; the caller adds it to the daily sums when the rules say so. */
    async insertTransaction(values: typeof transactions.$inferInsert) {
      const [row] = await db.insert(transactions).values(values).returning();
      return row!;
    },

    addTransactionToSums: (row: typeof transactions.$inferSelect) => addTransactionToRollups(db, row),

    addOrderToRollups: (order: Parameters<typeof addOrderToRollups>[1], lines: readonly RollupLine[]) =>
      addOrderToRollups(db, order, lines),

    rebuildRollups: (shopIds: number[]) => rebuildRollups(db, shopIds),

    /** An order's own transaction (an order or a member order), or null. */
    async orderTransaction(orderId: number) {
      const [row] = await db
        .select({ id: transactions.id, type: transactions.type, promoCode: transactions.promoCode })
        .from(transactions)
        .where(and(eq(transactions.orderId, orderId), inArray(transactions.type, [...TRANSACTION_TYPE_GROUP.orders])))
        .orderBy(transactions.id)
        .limit(1);
      return row ?? null;
    },

    /**
     * The transactions that are not orders in a span, by type: from transaction_sums_by_day when the span is whole
     * UTC days (decision 144), else from the rows.
     */
    async otherTransactionSums(shopId: number, span: Span): Promise<OtherTransactionSums[]> {
      const types = typeList(TRANSACTION_TYPE_GROUP.notOrders);
      if (wholeDays(span)) {
        return run<OtherTransactionSums>(sql`
          select type, sum(count)::int as "count", sum(amount_cents)::float8 as "amountCents", sum(fee_cents)::float8 as "feeCents",
            sum(net_cents)::float8 as "netCents"
          from transaction_sums_by_day
          where shop_id = ${shopId} and type in (${types}) and day >= ${utcDay(span.start)} and day < ${utcDay(span.end)}
          group by type`);
      }
      return run<OtherTransactionSums>(sql`
        select t.type::int as "type", count(*)::int as "count", sum(t.amount_cents)::float8 as "amountCents",
          sum(t.fee_cents)::float8 as "feeCents", sum(t.net_cents)::float8 as "netCents"
        from transactions t
        where t.shop_id = ${shopId} and t.type in (${types}) and t.created_at >= ${span.start} and t.created_at < ${span.end}
        group by t.type`);
    },

    /** A page of transactions, sorted (ties by id in the same direction, so pages never overlap). */
    async transactionPage(
      shopId: number,
      filter: TransactionFilter,
      sort: { key: TransactionSortKey; direction: 'asc' | 'desc' },
      page: { offset: number; limit: number },
    ): Promise<TransactionRecord[]> {
      const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
      // Empty order ids and promo codes sort as the smallest; the other columns are never null, and leaving their
      // nulls order at its default lets (shop_id, created_at desc) serve the default sort either way round.
      const nullable = sort.key === 'orderId' || sort.key === 'promoCode';
      const nulls = sql.raw(nullable ? (sort.direction === 'asc' ? 'nulls first' : 'nulls last') : '');
      const join = sort.key === 'userName' ? sql`left join consumers c on c.id = t.consumer_id` : sql``;
      // Page the ids first (only the sort column and the index), then read the page's rows with their names.
      return run<TransactionRecord>(sql`
        with page as (
          select t.id, ${SORT_COLUMNS[sort.key]} as sort_value from transactions t ${join}
          where ${transactionWhere(shopId, filter)}
          order by 2 ${direction} ${nulls}, t.id ${direction}
          limit ${page.limit} offset ${page.offset})
        select ${transactionColumns}
        from page join transactions t on t.id = page.id left join consumers c on c.id = t.consumer_id
        order by page.sort_value ${direction} ${nulls}, t.id ${direction}`);
    },

    /** The summary cards over the whole range and type, summed from the rows (the proof test's reference too). */
    async transactionSummary(shopId: number, filter: TransactionFilter) {
      return one<TransactionSummarySums>(sql`select ${summaryColumns} from transactions t where ${transactionWhere(shopId, filter)}`);
    },

    /**
     * The same cards over the transactions of some types only (the ones the order rollup does not hold): from
     * transaction_sums_by_day when the span is whole UTC days (decision 144), else from the rows.
     */
    async transactionSummaryOfTypes(shopId: number, span: Span, types: readonly number[]) {
      if (wholeDays(span)) {
        return one<TransactionSummarySums>(sql`select coalesce(sum(count), 0)::int as "count", coalesce(sum(subtotal_cents), 0)::float8 as "subtotalCents",
            coalesce(sum(tax_cents), 0)::float8 as "taxCents", coalesce(sum(tip_cents), 0)::float8 as "tipCents",
            coalesce(sum(discount_cents), 0)::float8 as "discountCents", coalesce(sum(amount_cents), 0)::float8 as "totalCents",
            coalesce(sum(fee_cents), 0)::float8 as "feeCents", coalesce(sum(net_cents), 0)::float8 as "netCents",
            coalesce(sum(refund_amount_cents), 0)::float8 as "refundCents"
          from transaction_sums_by_day
          where shop_id = ${shopId} and day >= ${utcDay(span.start)} and day < ${utcDay(span.end)} and type in (${typeList(types)})`);
      }
      return one<TransactionSummarySums>(sql`select ${summaryColumns} from transactions t
        where t.shop_id = ${shopId} and t.created_at >= ${span.start} and t.created_at < ${span.end} and t.type in (${typeList(types)})`);
    },

    /** Every transaction of the range and type, newest first, read in keyset batches (the streamed download). */
    transactionsNewestFirst(shopId: number, filter: TransactionFilter, batch?: number): AsyncGenerator<TransactionRecord> {
      return transactionsNewestFirst(db, shopId, filter, batch);
    },

    /**
     * membership_value_by_month's rows of a shop from one month to another ('YYYY-MM', both included; decision 240):
     * one row per tier and month, a few dozen for a year.
     */
    async membershipValueSums(shopId: number, fromMonth: string, toMonth: string): Promise<MembershipValueSums[]> {
      return run<MembershipValueSums>(sql`
        select to_char(month, 'YYYY-MM') as "month", membership_id as "membershipId", dues_cents::float8 as "duesCents",
          dues_refund_cents::float8 as "duesRefundCents", comp_items::float8 as "compItems", comp_value_cents::float8 as "compValueCents",
          subsidy_cents::float8 as "subsidyCents", orders::float8 as "orders", gross_cents::float8 as "grossCents",
          customers::float8 as "customers"
        from membership_value_by_month
        where shop_id = ${shopId} and month >= ${`${fromMonth}-01`}::date and month <= ${`${toMonth}-01`}::date
        order by month, membership_id`);
    },

    /** The transactions a payout pays, oldest first. */
    async payoutTransactions(shopId: number, payoutId: number): Promise<TransactionRecord[]> {
      return run<TransactionRecord>(sql`
        select ${transactionColumns}
        from transactions t left join consumers c on c.id = t.consumer_id
        where t.shop_id = ${shopId} and t.payout_id = ${payoutId}
        order by t.created_at, t.id`);
    },
  };
}
export type LedgerQueries = ReturnType<typeof ledgerQueries>;

/** The ledger's queries on `db`, and `within(tx)`: the same queries inside another module's database transaction. */
export function createLedgerRepository(db: Database) {
  return { ...ledgerQueries(db), within: (tx: Database) => ledgerQueries(tx) };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

import {
  addDays,
  type DayRange,
  dayStart,
  monthStart,
  PAYOUTS_PAGE_SIZE,
  payoutWeek,
  rangeProblem,
  type TransactionSortKey,
  utcDay,
} from '@brewline/contracts/analytics';
import type {
  ModifierSales,
  ItemSales,
  OverviewCards,
  OverviewTiles,
  PayoutReconciliation,
  PayoutRow,
  PayoutsPage,
  SalesReport,
  SalesTotals,
  TileComparison,
  TransactionsPage,
} from '@brewline/contracts/schemas/analytics';
import type { ShopsReport, ChainFigures } from '@brewline/contracts/schemas/shops-report';
import { canActOnShop, type Principal } from '@brewline/contracts/permissions';
import { AppError, notFound } from '../../errors';
import { keptPerShop } from '../../lib/kept-per-shop';
import type { OrderEvents } from '../../lib/order-events';
import type { Actor } from '../../lib/actor';
import type { ActivityRecorder } from '../activity/activity.service';
import type { ManageShopsService } from '../manage-shops/manage-shops.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { TransactionFilter } from '../ledger/ledger.types';
import type { AnalyticsRepository } from './analytics.repository';
import {
  attachRatePercent,
  chainChange,
  compareFigure,
  compareTotals,
  eachDay,
  frequencyRows,
  frequencyWeeksOf,
  percentChange,
  POPULAR_PRODUCTS_COUNT,
  POPULAR_PRODUCTS_DAYS,
  previousPeriod,
  RECENCY_WINDOWS,
  recencyRow,
  RECENT_ORDERS_COUNT,
  sharePercent,
  spanOfDays,
  timeOfDayBuckets,
  timeOfDayLastHour,
  TOP_COUNT,
  weekdayAverages,
  yearMonths,
  averageCents,
} from './analytics.rules';

const HOUR_MS = 60 * 60 * 1000;

const byGross = <T extends { name: string; count: number; grossCents: number }>(a: T, b: T) =>
  b.grossCents - a.grossCents || b.count - a.count || a.name.localeCompare(b.name);

/** A day's figures against the same weekday a week before (the morning summary mail). */
export interface DayDigest {
  day: string;
  orders: number;
  grossCents: number;
  /** Order refunds of the day: how many, and their amount (negative cents). */
  refunds: number;
  refundCents: number;
  weekBefore: { day: string; orders: number; grossCents: number };
  /** Percent change on the week before, one decimal; null when the week before had none. */
  change: { orders: number | null; grossCents: number | null };
  topItems: Array<{ name: string; count: number; grossCents: number }>;
}

export interface AnalyticsServiceDeps {
  repository: AnalyticsRepository;
  /** The transactions and the report rollups (decision 160). */
  ledger: LedgerService;
  /** The clock: 'today', the windows of the overview and the last hour of the time-of-day chart. */
  now?: () => Date;
  /**
   * Keeps each shop's overview tiles until its next order (decision 210): given on PGlite, where the one process that
   * owns the database takes every order and tells it here, so readers of the tiles need not queue for the connection
   * behind the orders.
   */
  keepTilesUntilOrders?: Pick<OrderEvents, 'subscribe'>;
  /** Where the downloads are recorded (decision 225). */
  activity: ActivityRecorder;
  /** The chains' shops, for the chain's Shops report. */
  manageShops: Pick<ManageShopsService, 'chainAndMembers'>;
}

export function createAnalyticsService({
  repository,
  ledger,
  now = () => new Date(),
  keepTilesUntilOrders,
  activity,
  manageShops,
}: AnalyticsServiceDeps) {
  const keptTiles = keepTilesUntilOrders && keptPerShop<OverviewTiles>(keepTilesUntilOrders);

  async function knownShop(shopId: number) {
    if (!(await repository.shopExists(shopId))) throw notFound();
  }

  /** Refuses a range ending after today (the schema already refused a reversed or too long one). */
  function checkRange(range: DayRange, at: Date) {
    const problem = rangeProblem(range, utcDay(at));
    if (problem) throw new AppError(400, 'VALIDATION_FAILED', problem, problem === 'reportRangeAfterToday' ? 'to' : 'from');
  }

  async function totals(shopId: number, range: DayRange): Promise<SalesTotals> {
    const span = spanOfDays(range);
    return ledger.salesTotals(shopId, span, repository.orderSums(shopId, span));
  }

  /** The summary cards of a filter: the ledger's, with the order rollup's sums of the span (decision 125). */
  const summaryOf = (shopId: number, filter: TransactionFilter) =>
    ledger.summary(shopId, filter, () => repository.orderSums(shopId, filter.span));

  const toPayoutRow = (row: Awaited<ReturnType<AnalyticsRepository['payouts']>>[number]): PayoutRow => ({
    ...row,
    ...payoutWeek(row.date),
  });

  /** The Overview's tiles at the instant `at`. */
  async function overviewTilesAt(shopId: number, at: Date): Promise<OverviewTiles> {
    await knownShop(shopId);
    const today = utcDay(at);
    // The earlier days up to the hour it is now, through its end: the rollups count whole hours (decision 185).
    const sameHours = at.getTime() - dayStart(today).getTime() + HOUR_MS - (at.getTime() % HOUR_MS);
    const earlier = (days: number) => {
      const day = addDays(today, -days);
      return { day, span: { start: dayStart(day), end: new Date(dayStart(day).getTime() + sameHours) } };
    };
    const yesterday = earlier(1);
    const lastWeek = earlier(7);
    const [sums, customers, yesterdaySums, lastWeekSums] = await Promise.all([
      repository.orderSums(shopId, spanOfDays({ from: today, to: today })),
      repository.customerTotals(shopId),
      repository.orderSums(shopId, yesterday.span),
      repository.orderSums(shopId, lastWeek.span),
    ]);
    const comparison = ({ day, span }: ReturnType<typeof earlier>, then: typeof sums): TileComparison => ({
      day,
      until: span.end.toISOString(),
      orders: then.orders,
      grossCents: then.grossCents,
      change: {
        orders: compareFigure('orders', sums.orders, then.orders).change,
        grossCents: compareFigure('grossCents', sums.grossCents, then.grossCents).change,
      },
    });
    return {
      today,
      ordersToday: sums.orders,
      grossTodayCents: sums.grossCents,
      customers: customers.customers,
      averageSpentCents: averageCents(customers.spentCents, customers.visits),
      yesterday: comparison(yesterday, yesterdaySums),
      sameWeekdayLastWeek: comparison(lastWeek, lastWeekSums),
    };
  }

  return {
    /** The Overview's tiles (every member of the shop, decision 088). */
    overviewTiles(shopId: number): Promise<OverviewTiles> {
      const at = now();
      if (!keptTiles) return overviewTilesAt(shopId, at);
      // Every figure of the tiles is the same through an hour (the comparisons run to the hour's end), so an answer
      // is kept for its hour.
      return keptTiles.get(shopId, new Date(at.getTime() - (at.getTime() % HOUR_MS)).toISOString(), () => overviewTilesAt(shopId, at));
    },

    /** The Overview's cards (analytics flag). */
    async overviewCards(shopId: number): Promise<OverviewCards> {
      await knownShop(shopId);
      const at = now();
      const today = utcDay(at);
      const months = yearMonths(today);
      const popular = { from: addDays(today, -(POPULAR_PRODUCTS_DAYS - 1)), to: today };
      const thisMonth = monthStart(today);
      const lastMonth = monthStart(addDays(thisMonth, -1));
      const frequency = frequencyWeeksOf(today);
      const [monthly, items, recency, weeks, recent, newThisMonth, newLastMonth] = await Promise.all([
        repository.monthly(shopId, { start: dayStart(`${months[0]}-01`), end: dayStart(addDays(today, 1)) }),
        repository.itemTotals(shopId, popular.from, popular.to),
        repository.recency(
          shopId,
          at,
          RECENCY_WINDOWS.map((window) => window.days),
        ),
        repository.frequencyWeeks(shopId, [frequency.to, frequency.weekBeforeTo]),
        repository.recentOrders(shopId, RECENT_ORDERS_COUNT),
        repository.newCustomers(shopId, { start: dayStart(thisMonth), end: at }),
        repository.newCustomers(shopId, { start: dayStart(lastMonth), end: dayStart(thisMonth) }),
      ]);
      return {
        today,
        yearSales: months.map((month) => {
          const row = monthly.find((m) => m.month === month);
          return { month, orders: row?.orders ?? 0, grossCents: row?.grossCents ?? 0 };
        }),
        popularProducts: {
          ...popular,
          rows: items
            .sort(byGross)
            .slice(0, POPULAR_PRODUCTS_COUNT)
            .map((item) => ({ menuItemId: item.menuItemId, product: item.name, count: item.count, costCents: item.grossCents })),
        },
        recency: RECENCY_WINDOWS.map((window, i) => ({ window: window.key, ...recencyRow(recency[i]!) })),
        frequency: {
          from: frequency.from,
          to: frequency.to,
          rows: frequencyRows(weeks.get(frequency.to)!, weeks.get(frequency.weekBeforeTo)!),
        },
        recentOrders: recent,
        newCustomers: { thisMonth: newThisMonth, lastMonth: newLastMonth, growth: percentChange(newThisMonth, newLastMonth) },
      };
    },

    /** Sales Overview: the daily chart, weekdays, time of day, the report table and the previous period. */
    async sales(shopId: number, range: DayRange): Promise<SalesReport> {
      const at = now();
      checkRange(range, at);
      await knownShop(shopId);
      const previous = previousPeriod(range);
      const span = spanOfDays(range);
      const [dayRows, hourRows, current, before] = await Promise.all([
        repository.daily(shopId, span),
        repository.hoursOfDay(shopId, span),
        totals(shopId, range),
        totals(shopId, previous),
      ]);
      const days = new Map(eachDay(range.from, range.to).map((day) => [day, { day, orders: 0, grossCents: 0 }]));
      for (const row of dayRows) {
        const day = days.get(row.day);
        if (day) {
          day.orders = row.orders;
          day.grossCents = row.grossCents;
        }
      }
      const hours = Array.from({ length: 24 }, (_, hour) => {
        const row = hourRows.find((candidate) => candidate.hour === hour);
        return { hour, orders: row?.orders ?? 0, grossCents: row?.grossCents ?? 0 };
      });
      const daily = [...days.values()];
      return {
        ...range,
        daily,
        weekdays: weekdayAverages(daily, range),
        timeOfDay: timeOfDayBuckets(hours, timeOfDayLastHour(range.to, at)),
        totals: current,
        previous: { ...previous, totals: before },
        change: compareTotals(current, before),
      };
    },

    /**
     * The chain's Shops report: the chain shop and each member shop the caller holds analytics on, side by side, with
     * their total and each figure against the previous period (decision 245). A shop the caller cannot see is left out.
     */
    async shopsReport(principal: Principal, shopId: number, range: DayRange): Promise<ShopsReport> {
      checkRange(range, now());
      const chain = await manageShops.chainAndMembers(shopId);
      const shops = chain.filter((shop) => canActOnShop(principal, shop.shopId, 'analytics'));
      const ids = shops.map((shop) => shop.shopId);
      // Every shop of the chain shown: 'new to the chain' is the chain's own rollup's.
      const wholeChain = shops.length === chain.length ? shopId : null;
      const previous = previousPeriod(range);
      const figuresOf = async ({ from, to }: DayRange) => {
        const [sales, customers] = await Promise.all([
          Promise.all(ids.map((id) => totals(id, { from, to }))),
          repository.shopsCustomers(ids, { from, to }, wholeChain),
        ]);
        const figures = (sums: SalesTotals[], people: typeof customers.total): ChainFigures => {
          const add = (key: 'grossCents' | 'orders' | 'refundCents' | 'netCents') => sums.reduce((sum, row) => sum + row[key], 0);
          return {
            grossCents: add('grossCents'),
            orders: add('orders'),
            averageOrderCents: averageCents(add('grossCents'), add('orders')),
            ...people,
            refundCents: add('refundCents'),
            netCents: add('netCents'),
          };
        };
        return {
          byShop: ids.map((id, i) => figures([sales[i]!], customers.byShop.get(id)!)),
          total: figures(sales, customers.total),
        };
      };
      const [current, before] = await Promise.all([figuresOf(range), figuresOf(previous)]);
      const compared = (figures: ChainFigures, then: ChainFigures) => ({ figures, previous: then, change: chainChange(figures, then) });
      return {
        ...range,
        previous,
        shops: shops.map((shop, i) => ({
          ...shop,
          ...compared(current.byShop[i]!, before.byShop[i]!),
          sharePercent: sharePercent(current.byShop[i]!.grossCents, current.total.grossCents),
        })),
        total: compared(current.total, before.total),
      };
    },

    /** Item Sales: every item of the range by gross, and a daily line for the top five. */
    async itemSales(shopId: number, range: DayRange): Promise<ItemSales> {
      checkRange(range, now());
      await knownShop(shopId);
      const rows = (await repository.itemTotals(shopId, range.from, range.to)).sort(byGross);
      const top = rows.slice(0, TOP_COUNT);
      const daily = await repository.itemDaily(
        shopId,
        range.from,
        range.to,
        top.map((item) => item.menuItemId),
      );
      const days = eachDay(range.from, range.to);
      return {
        ...range,
        topFive: top.map((item) => {
          const points = new Map(days.map((day) => [day, { day, count: 0, grossCents: 0 }]));
          for (const row of daily) {
            if (row.menuItemId !== item.menuItemId) continue;
            const point = points.get(row.day)!;
            point.count += row.count;
            point.grossCents += row.grossCents;
          }
          return { menuItemId: item.menuItemId, name: item.name, points: [...points.values()] };
        }),
        rows,
      };
    },

    /** Modifier Sales: every modifier (option title and value) by gross, its attach rate, and the top five's lines. */
    async modifierSales(shopId: number, range: DayRange): Promise<ModifierSales> {
      checkRange(range, now());
      await knownShop(shopId);
      const [modifiers, items] = await Promise.all([
        repository.modifierTotals(shopId, range.from, range.to),
        repository.itemTotals(shopId, range.from, range.to),
      ]);
      const itemById = new Map(items.map((item) => [item.menuItemId, item]));
      const groups = new Map<string, ModifierSales['rows'][number]>();
      for (const row of modifiers) {
        const key = JSON.stringify([row.optionTitle, row.value]);
        const group = groups.get(key) ?? {
          name: `${row.optionTitle}: ${row.value}`,
          optionTitle: row.optionTitle,
          value: row.value,
          count: 0,
          grossCents: 0,
          attachRate: 0,
          items: [],
        };
        const item = itemById.get(row.menuItemId);
        const itemCount = item?.count ?? 0;
        group.count += row.count;
        group.grossCents += row.grossCents;
        group.items.push({
          menuItemId: row.menuItemId,
          name: item?.name ?? '',
          count: row.count,
          itemCount,
          attachRate: attachRatePercent(row.count, itemCount),
        });
        groups.set(key, group);
      }
      const rows = [...groups.values()].sort(byGross);
      for (const row of rows) {
        row.items.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
        row.attachRate = attachRatePercent(
          row.count,
          row.items.reduce((sum, item) => sum + item.itemCount, 0),
        );
      }
      const top = rows.slice(0, TOP_COUNT);
      const daily = await repository.modifierDaily(shopId, range.from, range.to, top);
      const days = eachDay(range.from, range.to);
      return {
        ...range,
        topFive: top.map((modifier) => {
          const points = new Map(days.map((day) => [day, { day, count: 0, grossCents: 0 }]));
          for (const row of daily) {
            if (row.optionTitle !== modifier.optionTitle || row.value !== modifier.value) continue;
            const point = points.get(row.day)!;
            point.count += row.count;
            point.grossCents += row.grossCents;
          }
          return { name: modifier.name, optionTitle: modifier.optionTitle, value: modifier.value, points: [...points.values()] };
        }),
        rows,
      };
    },

    /** Transactions: one sorted page and the summary cards over the whole range and type. */
    async transactions(
      shopId: number,
      query: DayRange & {
        type: 'all' | number;
        page: number;
        pageSize: number;
        sort: TransactionSortKey;
        direction: 'asc' | 'desc';
      },
    ): Promise<TransactionsPage> {
      checkRange(query, now());
      await knownShop(shopId);
      const filter: TransactionFilter = { span: spanOfDays(query), type: query.type === 'all' ? null : query.type };
      const [rows, summary] = await Promise.all([
        ledger.page(
          shopId,
          filter,
          { key: query.sort, direction: query.direction },
          { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
        ),
        summaryOf(shopId, filter),
      ]);
      return { rows, total: summary.count, page: query.page, pageSize: query.pageSize, summary };
    },

    /** TransactionsData.xlsx: every row of the range and type, newest first, streamed. */
    async transactionsForExport(shopId: number, query: DayRange & { type: 'all' | number }, actor: Actor) {
      checkRange(query, now());
      await knownShop(shopId);
      const download = ledger.download(shopId, { span: spanOfDays(query), type: query.type === 'all' ? null : query.type });
      await activity.recordDownload(shopId, actor, download.fileName);
      return download;
    },

    async payouts(shopId: number, page: number): Promise<PayoutsPage> {
      await knownShop(shopId);
      const [rows, total] = await Promise.all([
        repository.payouts(shopId, { offset: (page - 1) * PAYOUTS_PAGE_SIZE, limit: PAYOUTS_PAGE_SIZE }),
        repository.payoutCount(shopId),
      ]);
      return { rows: rows.map(toPayoutRow), total, page, pageSize: PAYOUTS_PAGE_SIZE };
    },

    async allPayouts(shopId: number, download: { actor: Actor; fileName: string }): Promise<PayoutRow[]> {
      await knownShop(shopId);
      await activity.recordDownload(shopId, download.actor, download.fileName);
      return (await repository.payouts(shopId, { offset: 0, limit: null })).map(toPayoutRow);
    },

    /** The payouts paid on the UTC days from `from` through `to`, oldest first (the weekly payout statement). */
    async payoutsPaidBetween(shopId: number, from: string, to: string): Promise<PayoutRow[]> {
      await knownShop(shopId);
      const rows = await repository.payouts(shopId, { offset: 0, limit: null }, { paidFrom: from, paidTo: to });
      return rows.reverse().map(toPayoutRow);
    },

    /**
     * One report day (a UTC day, decision 124) against the same weekday a week before, with the figures the Sales
     * Overview gives those days (orders, gross, order refunds), and the day's top items by gross as Item Sales ranks
     * them (the morning summary mail, decision 265).
     */
    async dayDigest(shopId: number, day: string, topCount: number): Promise<DayDigest> {
      await knownShop(shopId);
      const weekBefore = addDays(day, -7);
      const [current, before, items] = await Promise.all([
        totals(shopId, { from: day, to: day }),
        totals(shopId, { from: weekBefore, to: weekBefore }),
        repository.itemTotals(shopId, day, day),
      ]);
      return {
        day,
        orders: current.orders,
        grossCents: current.grossCents,
        refunds: current.refunds,
        refundCents: current.refundCents,
        weekBefore: { day: weekBefore, orders: before.orders, grossCents: before.grossCents },
        change: {
          orders: compareFigure('orders', current.orders, before.orders).change,
          grossCents: compareFigure('grossCents', current.grossCents, before.grossCents).change,
        },
        topItems: items
          .sort(byGross)
          .slice(0, topCount)
          .map((item) => ({ name: item.name, count: item.count, grossCents: item.grossCents })),
      };
    },

    /** Payout reconciliation: the transactions the payout pays; another shop's payout is 404. */
    async payoutTransactions(shopId: number, payoutId: number): Promise<PayoutReconciliation> {
      const [payout] = await repository.payouts(shopId, { offset: 0, limit: 1 }, { payoutId });
      if (!payout) throw notFound();
      const { rows, summary } = await ledger.payoutTransactions(shopId, payoutId);
      return { payout: toPayoutRow(payout), rows, summary, differenceCents: summary.netCents - payout.paidCents };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

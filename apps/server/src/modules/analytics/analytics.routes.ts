import { PAYOUT_COLUMNS, PAYOUTS_EXPORT_NAME } from '@brewline/contracts/analytics';
import {
  ModifierSalesSchema,
  ItemSalesSchema,
  OverviewCardsSchema,
  OverviewTilesSchema,
  PayoutIdParamsSchema,
  PayoutReconciliationSchema,
  type PayoutRow,
  PayoutsPageSchema,
  PayoutsQuerySchema,
  ReportRangeQuerySchema,
  SalesReportSchema,
  TransactionsExportQuerySchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
} from '@brewline/contracts/schemas/analytics';
import { ShopsReportSchema } from '@brewline/contracts/schemas/shops-report';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { principalOf } from '../../lib/principal';
import { reportDownloadColumns, sendSpreadsheet } from '../../lib/spreadsheet-stream';
import type { AnalyticsService } from './analytics.service';

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const analytics = { access: { shop: 'analytics' } } as const;

/** PayoutsData.xlsx: the Payout History columns of the contracts. */
const PAYOUT_EXPORT_COLUMNS = reportDownloadColumns<PayoutRow>(PAYOUT_COLUMNS);

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics: service }) => {
  app.get(
    '/api/shops/:shopId/analytics/overview',
    {
      // The Overview is shown to every member of the shop, so its tiles are too (decision 088).
      config: { access: { shop: 'member' } },
      schema: {
        tags: ['analytics'],
        summary: 'Overview tiles: orders and gross sales today, your customers, average spent per visit since the epoch',
        params: ShopIdParamsSchema,
        response: { 200: OverviewTilesSchema, ...errors },
      },
    },
    async (request) => service.overviewTiles(request.params.shopId),
  );

  app.get(
    '/api/shops/:shopId/analytics/overview/cards',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'Overview cards: year sales by month, popular products, recency, frequency, recent orders, new customers',
        params: ShopIdParamsSchema,
        response: { 200: OverviewCardsSchema, ...errors },
      },
    },
    async (request) => service.overviewCards(request.params.shopId),
  );

  app.get(
    '/api/shops/:shopId/analytics/sales',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'Sales Overview of a range of UTC days: daily gross, weekday averages, time of day, the report and the previous period',
        params: ShopIdParamsSchema,
        querystring: ReportRangeQuerySchema,
        response: { 200: SalesReportSchema, ...errors },
      },
    },
    async (request) => service.sales(request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/analytics/shops-report',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: "The chain's Shops report: the chain shop and its shops side by side, with their total, against the previous period",
        description: 'Only on a chain shop. A shop of the chain where the caller does not hold analytics is left out.',
        params: ShopIdParamsSchema,
        querystring: ReportRangeQuerySchema,
        response: { 200: ShopsReportSchema, ...errors },
      },
    },
    async (request) => service.shopsReport(principalOf(request), request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/analytics/item-sales',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'Item Sales of a range: every item (name, count, gross) and the top five by day',
        params: ShopIdParamsSchema,
        querystring: ReportRangeQuerySchema,
        response: { 200: ItemSalesSchema, ...errors },
      },
    },
    async (request) => service.itemSales(request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/analytics/modifier-sales',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'Modifier Sales of a range: every modifier with its attach rate, and the top five by day',
        params: ShopIdParamsSchema,
        querystring: ReportRangeQuerySchema,
        response: { 200: ModifierSalesSchema, ...errors },
      },
    },
    async (request) => service.modifierSales(request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/analytics/transactions',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'A sorted page of transactions of a range and type, with the summary cards over all of them',
        params: ShopIdParamsSchema,
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionsPageSchema, ...errors },
      },
    },
    async (request) => service.transactions(request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/analytics/transactions.xlsx',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'TransactionsData.xlsx: every transaction of the range and type, newest first, streamed',
        params: ShopIdParamsSchema,
        querystring: TransactionsExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      return sendSpreadsheet(reply, await service.transactionsForExport(request.params.shopId, request.query, actorOf(request)));
    },
  );

  app.get(
    '/api/shops/:shopId/analytics/payouts',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'Payout History: 10 a page, newest first, each with its week',
        params: ShopIdParamsSchema,
        querystring: PayoutsQuerySchema,
        response: { 200: PayoutsPageSchema, ...errors },
      },
    },
    async (request) => service.payouts(request.params.shopId, request.query.page),
  );

  app.get(
    '/api/shops/:shopId/analytics/payouts.xlsx',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'PayoutsData.xlsx: every payout, newest first',
        params: ShopIdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const rows = await service.allPayouts(request.params.shopId, { actor: actorOf(request), fileName: `${PAYOUTS_EXPORT_NAME}.xlsx` });
      return sendSpreadsheet(reply, {
        fileName: PAYOUTS_EXPORT_NAME,
        sheetName: PAYOUTS_EXPORT_NAME,
        columns: PAYOUT_EXPORT_COLUMNS,
        rows,
      });
    },
  );

  app.get(
    '/api/shops/:shopId/analytics/payouts/:payoutId/transactions',
    {
      config: analytics,
      schema: {
        tags: ['analytics'],
        summary: 'Payout reconciliation: the transactions a payout pays, whose nets sum to the paid amount',
        params: PayoutIdParamsSchema,
        response: { 200: PayoutReconciliationSchema, ...errors },
      },
    },
    async (request) => service.payoutTransactions(request.params.shopId, request.params.payoutId),
  );
};

import { ReportRangeQuerySchema } from '@brewline/contracts/schemas/analytics';
import { DayCloseReportSchema } from '@brewline/contracts/schemas/day-close';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DayCloseService } from './day-close.service';

export const dayCloseRoutes: FastifyPluginAsyncZod<{ dayClose: DayCloseService }> = async (app, { dayClose }) => {
  app.get(
    '/api/shops/:shopId/day-close',
    {
      config: { access: { shop: 'analytics' } },
      schema: {
        tags: ['day close'],
        summary:
          "Day close of a range of the shop's business days (its own time zone), both included: each day's sales, " +
          'discounts, refunds, dues, fees, total collected and payout, the totals, and each payout reconciled to what it paid',
        params: ShopIdParamsSchema,
        querystring: ReportRangeQuerySchema,
        response: { 200: DayCloseReportSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => dayClose.report(request.params.shopId, request.query),
  );
};

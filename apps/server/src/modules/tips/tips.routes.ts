import { ReportRangeQuerySchema } from '@brewline/contracts/schemas/analytics';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import { TipPoolBodySchema, TipsReportSchema } from '@brewline/contracts/schemas/tips';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { TipsService } from './tips.service';

export const tipsRoutes: FastifyPluginAsyncZod<{ tips: TipsService }> = async (app, { tips }) => {
  app.get(
    '/api/shops/:shopId/tips',
    {
      config: { access: { shop: 'analytics' } },
      schema: {
        tags: ['tips'],
        summary:
          "Tips of a range of the shop's business days (its own time zone), both included: by day, by hour of the day, " +
          "refunds' tips apart, and the range's tip pool with each person's share",
        params: ShopIdParamsSchema,
        querystring: ReportRangeQuerySchema,
        response: { 200: TipsReportSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => tips.report(request.params.shopId, request.query),
  );

  app.put(
    '/api/shops/:shopId/tips/pool',
    {
      config: { access: { shop: 'analytics' } },
      schema: {
        tags: ['tips'],
        summary:
          "Keep a range's tip pool (the people and their hours; none removes it), in the activity log; answers the " +
          'report with the shares',
        params: ShopIdParamsSchema,
        body: TipPoolBodySchema,
        response: { 200: TipsReportSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => tips.savePool(request.params.shopId, request.body, actorOf(request)),
  );
};

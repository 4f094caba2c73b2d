import { ActivityExportQuerySchema, ActivityPageSchema, ActivityQuerySchema } from '@brewline/contracts/schemas/activity';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { sendSpreadsheet } from '../../lib/spreadsheet-stream';
import type { ActivityService } from './activity.service';

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
/** The log is for the people who manage the shop's users (decision 225). */
const access = { access: { shop: 'userManagement' } } as const;

/** Read-only on purpose: the log has no endpoint that edits or deletes a row (decision 225). */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (app, { activity }) => {
  app.get(
    '/api/shops/:shopId/activity',
    {
      config: access,
      schema: {
        tags: ['activity'],
        summary:
          "A sorted page of the shop's activity log (who did what) of a range of UTC days, by person and area, with the people to filter by; " +
          'account-level rows (sign-ins) of the shop’s users are included',
        params: ShopIdParamsSchema,
        querystring: ActivityQuerySchema,
        response: { 200: ActivityPageSchema, ...errors },
      },
    },
    async (request) => activity.list(request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/activity.xlsx',
    {
      config: access,
      schema: {
        tags: ['activity'],
        summary: 'ActivityLog.xlsx: every row of the filter, newest first, streamed (the download itself is recorded)',
        params: ShopIdParamsSchema,
        querystring: ActivityExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { shopId } = request.params;
      const spreadsheet = activity.export(shopId, request.query);
      await activity.recordDownload(shopId, actorOf(request), spreadsheet.fileName);
      return sendSpreadsheet(reply, spreadsheet);
    },
  );
};

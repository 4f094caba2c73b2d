import {
  AnnouncementAudiencesSchema,
  AnnouncementHistoryQuerySchema,
  AnnouncementHistorySchema,
  AnnouncementIdParamsSchema,
  AnnouncementSchema,
  SendAnnouncementBodySchema,
} from '@brewline/contracts/schemas/announcements';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnnouncementsService } from './announcements.service';

export const announcementsRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementsService }> = async (app, { announcements }) => {
  app.get(
    '/api/shops/:shopId/announcements/audiences',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['announcements'],
        summary: 'The membership tiers the shop may announce to, each with its count of active (approved) members',
        params: ShopIdParamsSchema,
        response: { 200: AnnouncementAudiencesSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => announcements.audiences(request.params.shopId),
  );

  app.get(
    '/api/shops/:shopId/announcements',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['announcements'],
        summary: "A page of the shop's announcements, newest first, each with its derived status (Active, Expired, Retracted)",
        params: ShopIdParamsSchema,
        querystring: AnnouncementHistoryQuerySchema,
        response: { 200: AnnouncementHistorySchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => announcements.history(request.params.shopId, request.query.page, request.query.pageSize),
  );

  app.post(
    '/api/shops/:shopId/announcements',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['announcements'],
        summary: "Send an announcement to the members of one of the shop's tiers (message 1-140, call to action and http(s) URL optional)",
        params: ShopIdParamsSchema,
        body: SendAnnouncementBodySchema,
        response: { 201: AnnouncementSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await announcements.send(request.params.shopId, request.body)),
  );

  app.post(
    '/api/shops/:shopId/announcements/:announcementId/retraction',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['announcements'],
        summary: 'Retract an announcement (one-way; retracting again keeps the first date and answers 200)',
        params: AnnouncementIdParamsSchema,
        response: { 200: AnnouncementSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => announcements.retract(request.params.shopId, request.params.announcementId),
  );
};

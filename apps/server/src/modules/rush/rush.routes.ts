import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  AutoBusyBodySchema,
  AutoBusySettingsSchema,
  BusyBodySchema,
  BusyParamsSchema,
  PauseBodySchema,
  RushStateSchema,
} from '@brewline/contracts/schemas/rush';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { RushService } from './rush.service';

/**
 * Busy is every member's (the staff on shift see the bar fall behind); pausing ordering turns customers away, so it
 * needs Shop Management, as Shop Info's live/paused switch always did (decision 299).
 */
export const rushRoutes: FastifyPluginAsyncZod<{ rush: RushService }> = async (app, { rush }) => {
  const answers = { 200: RushStateSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  app.get(
    '/api/shops/:shopId/rush',
    {
      config: { access: { shop: 'member' } },
      schema: {
        tags: ['rush'],
        summary: "What holds now: each station's busy (extra minutes, end, who) and the pause, ends read with the morning reset",
        params: ShopIdParamsSchema,
        response: { 200: RushStateSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => rush.state(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/rush/busy',
    {
      config: { access: { shop: 'member' } },
      schema: {
        tags: ['rush'],
        summary: 'Busy for a while: extra minutes on the pick-up time of a station (or both) for 15, 30, 60 min or until a time',
        params: ShopIdParamsSchema,
        body: BusyBodySchema,
        response: answers,
      },
    },
    async (request) => rush.setBusy(request.params.shopId, request.body, actorOf(request)),
  );

  app.delete(
    '/api/shops/:shopId/rush/busy/:station',
    {
      config: { access: { shop: 'member' } },
      schema: {
        tags: ['rush'],
        summary: "End a station's busy (or `all`) before its time",
        params: BusyParamsSchema,
        response: answers,
      },
    },
    async (request) => rush.endBusy(request.params.shopId, request.params.station, actorOf(request)),
  );

  app.put(
    '/api/shops/:shopId/rush/pause',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['rush'],
        summary: 'Pause ordering for 15, 30, 60 min, until a time or until reopened; the orders already taken are untouched',
        params: ShopIdParamsSchema,
        body: PauseBodySchema,
        response: answers,
      },
    },
    async (request) => rush.setPause(request.params.shopId, request.body, actorOf(request)),
  );

  app.delete(
    '/api/shops/:shopId/rush/pause',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['rush'],
        summary: 'Reopen ordering now',
        params: ShopIdParamsSchema,
        response: answers,
      },
    },
    async (request) => rush.endPause(request.params.shopId, actorOf(request)),
  );

  app.get(
    '/api/shops/:shopId/rush/automatic',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['rush'],
        summary: "Each station's automatic busy: on or off, more than ordersOver orders in 10 minutes adds extraMinutes",
        params: ShopIdParamsSchema,
        response: { 200: AutoBusySettingsSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => rush.automaticSettings(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/rush/automatic',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['rush'],
        summary: "Save the automatic busy's settings with those the screen loaded; 409 staleCopy when someone changed them since",
        params: ShopIdParamsSchema,
        body: AutoBusyBodySchema,
        response: { 200: AutoBusySettingsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => rush.saveAutomaticSettings(request.params.shopId, request.body, actorOf(request)),
  );
};

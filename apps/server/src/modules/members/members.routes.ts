import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  BulkMemberTransitionBodySchema,
  BulkMemberTransitionResultSchema,
  MemberDetailsSchema,
  MemberParamsSchema,
  MembershipStatsSchema,
  MembersPageSchema,
  MembersQuerySchema,
  MemberTransitionBodySchema,
} from '@brewline/contracts/schemas/members';
import { MembershipValueQuerySchema, MembershipValueSchema } from '@brewline/contracts/schemas/membership-value';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import { sendSpreadsheet } from '../../lib/spreadsheet-stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembersService } from './members.service';

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (app, { members }) => {
  app.get(
    '/api/shops/:shopId/members',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['members'],
        summary:
          "A page of the shop's member requests (default: 25, last updated newest first), optionally of one status or tier, " +
          'with each request’s questionnaire answers; `total` counts every request matching the filters',
        params: ShopIdParamsSchema,
        querystring: MembersQuerySchema,
        response: { 200: MembersPageSchema, ...refusals },
      },
    },
    async (request) => members.list(request.params.shopId, request.query),
  );

  app.post(
    '/api/shops/:shopId/members/transitions',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['members'],
        summary:
          'Approve or decline several requests at once (1-100); each is checked and written on its own, and the answer ' +
          'says per request: applied, refused (with the reason) or notFound',
        params: ShopIdParamsSchema,
        body: BulkMemberTransitionBodySchema,
        response: { 200: BulkMemberTransitionResultSchema, ...refusals },
      },
    },
    async (request) => members.bulkTransition(request.params.shopId, request.body),
  );

  app.get(
    '/api/shops/:shopId/members/:memberId',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['members'],
        summary: "Member Details: the request's dates, price and status, and its Questions & Answers",
        params: MemberParamsSchema,
        response: { 200: MemberDetailsSchema, ...refusals },
      },
    },
    async (request) => members.details(request.params.shopId, request.params.memberId),
  );

  app.post(
    '/api/shops/:shopId/members/:memberId/transitions',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['members'],
        summary:
          'Apply an owner action (approve, decline, approveFree, cancelCancellation, cancelMembership) under a row lock; ' +
          '409 memberStatusChanged when the status no longer allows it or is no longer the `from` the person acted on ' +
          '(someone acted first), 409 memberFreePriceMissing, ' +
          '409 memberAlreadyLive. Answers the request as it now is',
        params: MemberParamsSchema,
        body: MemberTransitionBodySchema,
        response: { 200: MemberDetailsSchema, ...refusals, 409: ApiErrorSchema },
      },
    },
    async (request) => members.transition(request.params.shopId, request.params.memberId, request.body),
  );

  app.get(
    '/api/shops/:shopId/membership-stats',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['members'],
        summary:
          'Every request as a stats row, and the summary: count per status, active members, monthly recurring revenue, ' +
          'joins and cancellations in the last 30 days, churn rate and 12 months of active members',
        params: ShopIdParamsSchema,
        response: { 200: MembershipStatsSchema, ...refusals },
      },
    },
    async (request) => members.stats(request.params.shopId),
  );

  app.get(
    '/api/shops/:shopId/membership-value',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['members'],
        summary:
          'Membership Value of the whole UTC months a range touches (decision 240): per tier and all tiers, month by month, ' +
          'dues collected, complimentary items and their menu value, subsidies earned, the net, and what members spend ' +
          'besides against customers without a membership; `membershipId` limits it to one tier of the shop (else 404)',
        params: ShopIdParamsSchema,
        querystring: MembershipValueQuerySchema,
        response: { 200: MembershipValueSchema, ...refusals },
      },
    },
    async (request) => members.membershipValue(request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/membership-value.xlsx',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['members'],
        summary: 'MembershipValue.xlsx: the Membership Value of the range, one row per tier and month, with totals',
        params: ShopIdParamsSchema,
        querystring: MembershipValueQuerySchema,
        response: refusals,
      },
    },
    async (request, reply) => sendSpreadsheet(reply, await members.membershipValueDownload(request.params.shopId, request.query)),
  );
};

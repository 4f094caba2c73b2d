import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  MembershipBodySchema,
  MembershipFieldsSchema,
  MembershipListSchema,
  MembershipParamsSchema,
  MembershipSchema,
} from '@brewline/contracts/schemas/memberships';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembershipsService } from './memberships.service';

export const membershipsRoutes: FastifyPluginAsyncZod<{ memberships: MembershipsService }> = async (app, { memberships }) => {
  app.get(
    '/api/shops/:shopId/memberships',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['memberships'],
        summary:
          "The tiers the shop sees (Manage Memberships): its own, for a chain shop its shops' own (read-only), and the " +
          "platform's (read-only); readOnlyReason says why a row cannot be edited",
        params: ShopIdParamsSchema,
        response: { 200: MembershipListSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => memberships.list(request.params.shopId),
  );

  app.get(
    '/api/shops/:shopId/memberships/:membershipId',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['memberships'],
        summary: 'One tier the shop sees, with every field of the Manage Membership dialog and its version; 404 for a tier it does not see',
        params: MembershipParamsSchema,
        response: { 200: MembershipSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => memberships.get(request.params.shopId, request.params.membershipId),
  );

  app.post(
    '/api/shops/:shopId/memberships',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['memberships'],
        summary: "Add a tier to the shop (a chain shop's tiers are chain memberships); 403 while memberships are not enabled",
        params: ShopIdParamsSchema,
        body: MembershipFieldsSchema,
        response: { 201: MembershipSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await memberships.create(request.params.shopId, request.body)),
  );

  app.put(
    '/api/shops/:shopId/memberships/:membershipId',
    {
      config: { access: { shop: 'membership' } },
      schema: {
        tags: ['memberships'],
        summary:
          'Save a tier with the version it was loaded at, in one transaction; 403 for the platform membership or a ' +
          "chain's view of its shops' tiers, 404 for a tier the shop does not see, 409 staleCopy when someone saved since",
        params: MembershipParamsSchema,
        body: MembershipBodySchema,
        response: { 200: MembershipSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => memberships.save(request.params.shopId, request.params.membershipId, request.body),
  );
};

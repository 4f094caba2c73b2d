import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema, VersionSchema } from '@brewline/contracts/schemas/shops';
import {
  AddUserBodySchema,
  AddUserResultSchema,
  SetUserPermissionsBodySchema,
  UserListSchema,
  UserParamsSchema,
} from '@brewline/contracts/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { principalOf } from '../../lib/principal';
import { sentEmail } from '../../lib/sent-text';
import type { UsersService } from './users.service';

/** Manage Users: userManagement at the path's shop; the chain's shops are the scope. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/shops/:shopId/users',
    {
      config: { access: { shop: 'userManagement' } },
      schema: {
        tags: ['users'],
        summary: "The users of every shop of the shop's chain (the caller left out) with their flags per shop, and the chain's shops",
        params: ShopIdParamsSchema,
        response: { 200: UserListSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => users.list(request.params.shopId, principalOf(request)),
  );

  app.post(
    '/api/shops/:shopId/users',
    {
      // Each new person is mailed an invitation: counted per caller address and per invited email (decision 019).
      config: { access: { shop: 'userManagement' }, rateLimit: { action: 'staff-invite', account: sentEmail } },
      schema: {
        tags: ['users'],
        summary:
          'Add a Shop User: a new person gets a login and the staff invitation mail; an existing login gains the shops. ' +
          '403 for a shop or flag the caller does not hold',
        params: ShopIdParamsSchema,
        body: AddUserBodySchema,
        response: { 201: AddUserResultSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await users.add(request.params.shopId, principalOf(request), request.body, actorOf(request))),
  );

  app.put(
    '/api/shops/:shopId/users/:loginId/permissions',
    {
      config: { access: { shop: 'userManagement' } },
      schema: {
        tags: ['users'],
        summary:
          "Edit User Permissions: the user's five flags at the chain's shops, in one transaction, from the version loaded " +
          '(409 staleCopy); 403 for a shop or flag the caller does not hold; 409 when a shop would lose its last user manager',
        params: UserParamsSchema,
        body: SetUserPermissionsBodySchema,
        response: {
          200: z.object({ version: VersionSchema }),
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      users.setPermissions(request.params.shopId, principalOf(request), request.params.loginId, request.body, actorOf(request)),
  );
};

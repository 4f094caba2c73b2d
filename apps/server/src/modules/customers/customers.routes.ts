import {
  CustomerContactCountSchema,
  CustomerContactsQuerySchema,
  CustomerOrdersPageSchema,
  CustomerOrdersQuerySchema,
  CustomerParamsSchema,
  CustomerProfileSchema,
  CustomerSegmentsSchema,
  CustomersExportQuerySchema,
  CustomersPageSchema,
  CustomersQuerySchema,
} from '@brewline/contracts/schemas/customers';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { sendCsv } from '../../lib/csv-stream';
import { principalOf } from '../../lib/principal';
import { sendSpreadsheet } from '../../lib/spreadsheet-stream';
import type { CustomersService } from './customers.service';

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const analytics = { access: { shop: 'analytics' } } as const;
const chainNote = 'On a chain shop: the customers of every shop of the chain where the caller holds analytics, each once.';

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (app, { customers }) => {
  app.get(
    '/api/shops/:shopId/customers',
    {
      config: analytics,
      schema: {
        tags: ['customers'],
        summary: "A sorted page of the shop's customers (default: 50, latest visit first), of a search and a segment",
        description: chainNote,
        params: ShopIdParamsSchema,
        querystring: CustomersQuerySchema,
        response: { 200: CustomersPageSchema, ...errors },
      },
    },
    async (request) => customers.list(principalOf(request), request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/customers/segments',
    {
      config: analytics,
      schema: {
        tags: ['customers'],
        summary: "Each segment's count of customers, and every customer's",
        description: chainNote,
        params: ShopIdParamsSchema,
        response: { 200: CustomerSegmentsSchema, ...errors },
      },
    },
    async (request) => customers.segments(principalOf(request), request.params.shopId),
  );

  app.get(
    '/api/shops/:shopId/customers.xlsx',
    {
      config: analytics,
      schema: {
        tags: ['customers'],
        summary: 'Customers.xlsx: every customer of the search and segment, in the list’s order, streamed',
        description: chainNote,
        params: ShopIdParamsSchema,
        querystring: CustomersExportQuerySchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, await customers.download(principalOf(request), request.params.shopId, request.query, actorOf(request))),
  );

  app.get(
    '/api/shops/:shopId/customers/contacts',
    {
      config: analytics,
      schema: {
        tags: ['customers'],
        summary: 'How many contacts the contact list of the search and segment holds: its customers who agreed to marketing',
        description: chainNote,
        params: ShopIdParamsSchema,
        querystring: CustomerContactsQuerySchema,
        response: { 200: CustomerContactCountSchema, ...errors },
      },
    },
    async (request) => ({ contacts: await customers.contactCount(principalOf(request), request.params.shopId, request.query) }),
  );

  app.get(
    '/api/shops/:shopId/customers/contacts.csv',
    {
      config: analytics,
      schema: {
        tags: ['customers'],
        summary:
          'The contact list (CSV, UTF-8 with a byte order mark): Email Address, First Name, Last Name, Tags (the ' +
          'segments) of every customer of the search and segment who agreed to marketing, streamed',
        description: chainNote,
        params: ShopIdParamsSchema,
        querystring: CustomerContactsQuerySchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await customers.contactList(principalOf(request), request.params.shopId, request.query, actorOf(request))),
  );

  app.get(
    '/api/shops/:shopId/customers/:customerId',
    {
      config: analytics,
      schema: {
        tags: ['customers'],
        summary: "A customer's profile: figures, segments, spend by month, favourites, memberships, promo codes, refunds, events",
        description: 'A customer who never ordered at a shop the caller sees from here is 404.',
        params: CustomerParamsSchema,
        response: { 200: CustomerProfileSchema, ...errors },
      },
    },
    async (request) => customers.profile(principalOf(request), request.params.shopId, request.params.customerId),
  );

  app.get(
    '/api/shops/:shopId/customers/:customerId/orders',
    {
      config: analytics,
      schema: {
        tags: ['customers'],
        summary: "A page of a customer's orders (10, newest first), each with its transaction",
        params: CustomerParamsSchema,
        querystring: CustomerOrdersQuerySchema,
        response: { 200: CustomerOrdersPageSchema, ...errors },
      },
    },
    async (request) => customers.orders(principalOf(request), request.params.shopId, request.params.customerId, request.query.page),
  );
};

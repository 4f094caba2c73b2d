import { customerDataFileName } from '@brewline/contracts/customer-data';
import {
  ConsumerAccessResultSchema,
  ConsumerRequestBodySchema,
  ConsumerRequestParamsSchema,
  ConsumerRequestSchema,
  CustomerDataParamsSchema,
  CustomerDataSchema,
  EraseCustomerBodySchema,
  EraseCustomerResponseSchema,
} from '@brewline/contracts/schemas/customer-data';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../errors';
import { actorOf } from '../../lib/actor';
import { attachmentContentDisposition } from '../../lib/content-disposition';
import { principalOf } from '../../lib/principal';
import { sendSpreadsheet } from '../../lib/spreadsheet-stream';
import type { ActivityRecorder } from '../activity/activity.service';
import type { CustomerDataService } from './customer-data.service';

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const appErrors = { 400: ApiErrorSchema, 401: ApiErrorSchema };
const scopeNote = 'The shops are those of the profile: on a chain shop, every shop of the chain where the caller holds analytics.';
const requestNote =
  'Idempotent by (key, requestId): 202 when recorded, 200 with the same reference on a repeat. The person is found by ' +
  "email among the customers of the key's shop (a platform key: of any shop); `found` says whether they were (decision 291).";

export const customerDataRoutes: FastifyPluginAsyncZod<{ customerData: CustomerDataService; activity: ActivityRecorder }> = async (
  app,
  { customerData, activity },
) => {
  app.get(
    '/api/shops/:shopId/customers/:customerId/data.json',
    {
      config: { access: { shop: 'analytics' } },
      schema: {
        tags: ['customers'],
        summary: 'Everything Brewline holds on a customer (an access request), as a JSON file',
        description: scopeNote,
        params: CustomerDataParamsSchema,
        response: { 200: CustomerDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { shopId, customerId } = request.params;
      const data = await customerData.download(principalOf(request), shopId, customerId);
      const fileName = customerDataFileName(customerId, 'json');
      await activity.recordDownload(shopId, actorOf(request), fileName);
      return reply.header('content-disposition', attachmentContentDisposition(fileName, '.json')).send(data);
    },
  );

  app.get(
    '/api/shops/:shopId/customers/:customerId/data.xlsx',
    {
      config: { access: { shop: 'analytics' } },
      schema: {
        tags: ['customers'],
        summary: 'The same as an .xlsx: one row per field of each record (Section, Record, Field, Value)',
        description: scopeNote,
        params: CustomerDataParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { shopId, customerId } = request.params;
      const sheet = await customerData.downloadSheet(principalOf(request), shopId, customerId);
      await activity.recordDownload(shopId, actorOf(request), sheet.fileName);
      return sendSpreadsheet(reply, sheet);
    },
  );

  app.post(
    '/api/shops/:shopId/customers/:customerId/erasure',
    {
      config: { access: { shop: 'userManagement' } },
      schema: {
        tags: ['customers'],
        summary: 'Erases a customer: their name, email, phone and app user id become a tombstone everywhere, in one transaction',
        description:
          'Needs analytics (the profile) and userManagement at the shop; the body repeats the customer’s email (400 ' +
          'erasureEmailMismatch). Erases the person for every shop (decision 291). A customer of the shop already erased: 200 as before.',
        params: CustomerDataParamsSchema,
        body: EraseCustomerBodySchema,
        response: { 200: EraseCustomerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { shopId, customerId } = request.params;
      return customerData.erase(principalOf(request), shopId, customerId, request.body.email, actorOf(request));
    },
  );

  app.post(
    '/api/consumers/erasure-requests',
    {
      config: { access: 'serviceKey' },
      schema: {
        tags: ['orders'],
        summary: "The ordering app's erasure request: the person is erased for every shop, at once",
        description: requestNote,
        body: ConsumerRequestBodySchema,
        response: { 200: ConsumerRequestSchema, 202: ConsumerRequestSchema, ...appErrors },
      },
    },
    async (request, reply) => {
      if (!request.serviceKey) throw unauthenticated('serviceKeyInvalid');
      const { request: answer, created } = await customerData.requestErasure(request.serviceKey, request.body, request.ip || null);
      return reply.status(created ? 202 : 200).send(answer);
    },
  );

  app.post(
    '/api/consumers/access-requests',
    {
      config: { access: 'serviceKey' },
      schema: {
        tags: ['orders'],
        summary: "The ordering app's access request: fetch its data with GET /api/consumers/access-requests/{reference}",
        description: requestNote,
        body: ConsumerRequestBodySchema,
        response: { 200: ConsumerRequestSchema, 202: ConsumerRequestSchema, ...appErrors },
      },
    },
    async (request, reply) => {
      if (!request.serviceKey) throw unauthenticated('serviceKeyInvalid');
      const { request: answer, created } = await customerData.requestAccess(request.serviceKey, request.body);
      return reply.status(created ? 202 : 200).send(answer);
    },
  );

  app.get(
    '/api/consumers/access-requests/:reference',
    {
      config: { access: 'serviceKey' },
      schema: {
        tags: ['orders'],
        summary: "An access request with what is held on the person at the key's shops now",
        description: 'Only the key that made the request reads it; any other reference is 404.',
        params: ConsumerRequestParamsSchema,
        response: { 200: ConsumerAccessResultSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      if (!request.serviceKey) throw unauthenticated('serviceKeyInvalid');
      return customerData.accessResult(request.serviceKey, request.params.reference);
    },
  );
};

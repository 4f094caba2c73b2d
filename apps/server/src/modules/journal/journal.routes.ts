import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  AccountMappingResponseSchema,
  AccountMappingSchema,
  JournalFileQuerySchema,
  JournalQuerySchema,
  JournalSchema,
} from '@brewline/contracts/schemas/journal';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { CSV_BOM } from '../../lib/csv.rules';
import { sendCsv } from '../../lib/csv-stream';
import type { JournalService } from './journal.service';

async function* oneChunk(text: string) {
  yield text;
}

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const journalRoutes: FastifyPluginAsyncZod<{ journal: JournalService }> = async (app, { journal }) => {
  app.get(
    '/api/shops/:shopId/accounts-mapping',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['journal'],
        summary: "The accounts the shop's journal books to: each one's name (QuickBooks) and code (Xero), or the defaults",
        params: ShopIdParamsSchema,
        response: { 200: AccountMappingResponseSchema, ...errors },
      },
    },
    async (request) => journal.mapping(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/accounts-mapping',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['journal'],
        summary: "Keep the journal's account mapping, whole, in the activity log",
        params: ShopIdParamsSchema,
        body: AccountMappingSchema,
        response: { 200: AccountMappingResponseSchema, ...errors },
      },
    },
    async (request) => journal.saveMapping(request.params.shopId, request.body, actorOf(request)),
  );

  app.get(
    '/api/shops/:shopId/journal',
    {
      config: { access: { shop: 'analytics' } },
      schema: {
        tags: ['journal'],
        summary:
          "The accountant's journal of a range of the shop's business days: one balanced entry a day, or a payout paid " +
          'in the range, on the mapped accounts, and how many files its Xero download takes',
        params: ShopIdParamsSchema,
        querystring: JournalQuerySchema,
        response: { 200: JournalSchema, ...errors },
      },
    },
    async (request) => journal.journal(request.params.shopId, request.query),
  );

  app.get(
    '/api/shops/:shopId/journal.csv',
    {
      config: { access: { shop: 'analytics' } },
      schema: {
        tags: ['journal'],
        summary:
          "The journal as QuickBooks Online's journal entry CSV, or one numbered part (300 lines at most) of Xero's " +
          'manual journal CSV',
        params: ShopIdParamsSchema,
        querystring: JournalFileQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await journal.file(request.params.shopId, request.query, actorOf(request));
      // A journal is a few hundred lines at most: written whole, sent through the shared CSV reply.
      return sendCsv(reply, { fileName: file.fileName, lines: oneChunk(`${CSV_BOM}${file.body}`) });
    },
  );
};

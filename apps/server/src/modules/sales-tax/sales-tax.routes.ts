import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { SalesTaxQuerySchema, SalesTaxReportSchema } from '@brewline/contracts/schemas/sales-tax';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SalesTaxService } from './sales-tax.service';

export const salesTaxRoutes: FastifyPluginAsyncZod<{ salesTax: SalesTaxService }> = async (app, { salesTax }) => {
  app.get(
    '/api/shops/:shopId/sales-tax',
    {
      config: { access: { shop: 'analytics' } },
      schema: {
        tags: ['sales tax'],
        summary:
          "A year's sales tax figures (this year or the three before) by month and quarter of the shop's own calendar: " +
          'taxable and non-taxable sales, tax collected and refunded, net tax',
        params: ShopIdParamsSchema,
        querystring: SalesTaxQuerySchema,
        response: { 200: SalesTaxReportSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => salesTax.report(request.params.shopId, request.query.year),
  );
};

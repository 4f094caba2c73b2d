import { type ModuleApp, onRepository } from '../../lib/app-module';
import { salesTaxRoutes } from './sales-tax.routes';
import { createSalesTaxRepository } from './sales-tax.repository';
import { createSalesTaxService, type SalesTaxService } from './sales-tax.service';

/** The module's service on the database, with the dependencies it names. */
export const buildSalesTax = onRepository(createSalesTaxRepository, createSalesTaxService);

/** A year's sales tax by month and quarter (decision 302). */
export async function registerSalesTax(app: ModuleApp, { services }: { services: { salesTax: SalesTaxService } }) {
  await app.register(salesTaxRoutes, { salesTax: services.salesTax });
}

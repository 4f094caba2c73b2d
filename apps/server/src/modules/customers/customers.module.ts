import { type ModuleApp, onRepository } from '../../lib/app-module';
import { customersRoutes } from './customers.routes';
import { createCustomersRepository } from './customers.repository';
import { createCustomersService, type CustomersService } from './customers.service';

/** The module's service on the database, with the dependencies it names. */
export const buildCustomers = onRepository(createCustomersRepository, createCustomersService);

/** Customers: the list, its segments and a customer's profile (decision 289). */
export async function registerCustomers(app: ModuleApp, { services }: { services: { customers: CustomersService } }) {
  await app.register(customersRoutes, { customers: services.customers });
}

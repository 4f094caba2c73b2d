import { type ModuleApp, onRepository } from '../../lib/app-module';
import type { ActivityRecorder } from '../activity/activity.service';
import { customerDataRoutes } from './customer-data.routes';
import { createCustomerDataRepository } from './customer-data.repository';
import { createCustomerDataService, type CustomerDataService } from './customer-data.service';

/** The module's service on the database, with the dependencies it names. */
export const buildCustomerData = onRepository(createCustomerDataRepository, createCustomerDataService);

/** A customer's personal data: their data downloaded, their erasure, and the ordering app's requests (decision 291). */
export async function registerCustomerData(
  app: ModuleApp,
  { services }: { services: { customerData: CustomerDataService; activity: ActivityRecorder } },
) {
  await app.register(customerDataRoutes, { customerData: services.customerData, activity: services.activity });
}

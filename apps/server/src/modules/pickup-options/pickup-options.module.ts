import { type ModuleApp, onRepository } from '../../lib/app-module';
import { pickupOptionsRoutes } from './pickup-options.routes';
import { createPickupOptionsRepository } from './pickup-options.repository';
import { createPickupOptionsService, type PickupOptionsService } from './pickup-options.service';

/** The module's service on the database, with the dependencies it names. */
export const buildPickupOptions = onRepository(createPickupOptionsRepository, createPickupOptionsService);

/** Shop Info screen: the pick-up options. */
export async function registerPickupOptions(app: ModuleApp, { services }: { services: { pickupOptions: PickupOptionsService } }) {
  await app.register(pickupOptionsRoutes, { pickupOptions: services.pickupOptions });
}

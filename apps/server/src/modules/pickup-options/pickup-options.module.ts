import type { ModuleApp } from '../../lib/app-module';
import { pickupOptionsRoutes } from './pickup-options.routes';
import type { PickupOptionsService } from './pickup-options.service';

/** Shop Info screen: the pick-up options. */
export async function registerPickupOptions(app: ModuleApp, { services }: { services: { pickupOptions: PickupOptionsService } }) {
  await app.register(pickupOptionsRoutes, { pickupOptions: services.pickupOptions });
}

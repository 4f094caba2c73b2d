import type { ModuleApp } from '../../lib/app-module';
import { orderEventsRoutes } from './order-events.routes';
import type { OrderEventsService } from './order-events.service';

/** The shop's new orders as server-sent events, for the live overview and sales screens (decision 093). */
export async function registerOrderEvents(app: ModuleApp, { services }: { services: { orderEvents: OrderEventsService } }) {
  await app.register(orderEventsRoutes, { orderEvents: services.orderEvents });
}

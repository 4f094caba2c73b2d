import { type ModuleApp, onRepository } from '../../lib/app-module';
import { orderEventsRoutes } from './order-events.routes';
import { createOrderEventsRepository } from './order-events.repository';
import { createOrderEventsService, type OrderEventsService } from './order-events.service';

/** The module's service on the database, with the dependencies it names. */
export const buildOrderEvents = onRepository(createOrderEventsRepository, createOrderEventsService);

/** The shop's new orders as server-sent events, for the live overview and sales screens (decision 093). */
export async function registerOrderEvents(app: ModuleApp, { services }: { services: { orderEvents: OrderEventsService } }) {
  await app.register(orderEventsRoutes, { orderEvents: services.orderEvents, stopping: app.stopping });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { ordersRoutes } from './orders.routes';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService, type OrdersService } from './orders.service';

/** The module's service on the database, with the dependencies it names. */
export const buildOrders = onRepository(createOrdersRepository, createOrdersService);

/** The ordering app's order intake, authenticated by a service key (decisions 080, 081). */
export async function registerOrders(app: ModuleApp, { services }: { services: { orders: OrdersService } }) {
  await app.register(ordersRoutes, { orders: services.orders });
}

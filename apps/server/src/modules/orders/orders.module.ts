import type { ModuleApp } from '../../lib/app-module';
import { ordersRoutes } from './orders.routes';
import type { OrdersService } from './orders.service';

/** The ordering app's order intake, authenticated by a service key (decisions 080, 081). */
export async function registerOrders(app: ModuleApp, { services }: { services: { orders: OrdersService } }) {
  await app.register(ordersRoutes, { orders: services.orders });
}

import type { ModuleApp } from '../../lib/app-module';
import { eventsRoutes } from './events.routes';
import type { EventsService } from './events.service';

/** Event guest lists, refunds through the payment provider and check-in (decisions 110-114). */
export async function registerEvents(app: ModuleApp, { services }: { services: { events: EventsService } }) {
  await app.register(eventsRoutes, { events: services.events });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { eventsRoutes } from './events.routes';
import { createEventsRepository } from './events.repository';
import { createEventsService, type EventsService } from './events.service';

/** The module's service on the database, with the dependencies it names. */
export const buildEvents = onRepository(createEventsRepository, createEventsService);

/** Event guest lists, refunds through the payment provider and check-in (decisions 110-114). */
export async function registerEvents(app: ModuleApp, { services }: { services: { events: EventsService } }) {
  await app.register(eventsRoutes, { events: services.events });
}

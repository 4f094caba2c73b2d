import { type ModuleApp, onRepository } from '../../lib/app-module';
import { visitsRoutes } from './visits.routes';
import { createVisitsRepository } from './visits.repository';
import { createVisitsService, type VisitsService } from './visits.service';

/** The module's service on the database, with the dependencies it names. */
export const buildVisits = onRepository(createVisitsRepository, createVisitsService);

/** Visits recorded by source, and their counts for the administrator. */
export async function registerVisits(app: ModuleApp, { services }: { services: { visits: VisitsService } }) {
  await app.register(visitsRoutes, { visits: services.visits });
}

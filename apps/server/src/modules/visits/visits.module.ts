import type { ModuleApp } from '../../lib/app-module';
import { visitsRoutes } from './visits.routes';
import type { VisitsService } from './visits.service';

/** Visits recorded by source, and their counts for the administrator. */
export async function registerVisits(app: ModuleApp, { services }: { services: { visits: VisitsService } }) {
  await app.register(visitsRoutes, { visits: services.visits });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { activityRoutes } from './activity.routes';
import { createActivityRepository } from './activity.repository';
import { createActivityService, type ActivityService } from './activity.service';

/** The module's service on the database, with the dependencies it names. */
export const buildActivity = onRepository(createActivityRepository, createActivityService);

/** The activity log: who did what, read-only (decision 225). */
export async function registerActivity(app: ModuleApp, { services }: { services: { activity: ActivityService } }) {
  await app.register(activityRoutes, { activity: services.activity });
}

import type { ModuleApp } from '../../lib/app-module';
import { activityRoutes } from './activity.routes';
import type { ActivityService } from './activity.service';

/** The activity log: who did what, read-only (decision 225). */
export async function registerActivity(app: ModuleApp, { services }: { services: { activity: ActivityService } }) {
  await app.register(activityRoutes, { activity: services.activity });
}

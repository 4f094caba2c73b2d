import { type ModuleApp, onRepository } from '../../lib/app-module';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsRepository } from './analytics.repository';
import { createAnalyticsService, type AnalyticsService } from './analytics.service';

/** The module's service on the database, with the dependencies it names. */
export const buildAnalytics = onRepository(createAnalyticsRepository, createAnalyticsService);

/** The report screens on the orders data (decisions 087-092). */
export async function registerAnalytics(app: ModuleApp, { services }: { services: { analytics: AnalyticsService } }) {
  await app.register(analyticsRoutes, { analytics: services.analytics });
}

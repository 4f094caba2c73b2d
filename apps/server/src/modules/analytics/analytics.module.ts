import type { ModuleApp } from '../../lib/app-module';
import { analyticsRoutes } from './analytics.routes';
import type { AnalyticsService } from './analytics.service';

/** The report screens on the orders data (decisions 087-092). */
export async function registerAnalytics(app: ModuleApp, { services }: { services: { analytics: AnalyticsService } }) {
  await app.register(analyticsRoutes, { analytics: services.analytics });
}

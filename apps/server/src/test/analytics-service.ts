import path from 'node:path';
import { UNRECORDED_ACTIVITY } from '../modules/activity/activity.rules';
import { createAnalyticsRepository } from '../modules/analytics/analytics.repository';
import { createAnalyticsService } from '../modules/analytics/analytics.service';
import { createManageShopsRepository } from '../modules/manage-shops/manage-shops.repository';
import { createManageShopsService } from '../modules/manage-shops/manage-shops.service';
import { buildLedger } from '../modules/ledger/ledger.module';
import { createFileStorage } from '../ports/storage';
import type { TestApp } from './test-app';

/**
 * The analytics service on a test app's database with the test's own clock (and, to compare the rollups with the raw
 * orders, its own repository): its dependencies as app.ts hands them, but the downloads left out of the log.
 */
export function analyticsServiceOf(t: Pick<TestApp, 'db' | 'config'>, now: () => Date, repository = createAnalyticsRepository(t.db)) {
  return createAnalyticsService({
    repository,
    ledger: buildLedger(t.db),
    now,
    activity: UNRECORDED_ACTIVITY,
    manageShops: createManageShopsService({
      repository: createManageShopsRepository(t.db),
      storage: createFileStorage(path.join(t.config.dataDir, 'storage')),
    }),
  });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { tipsRoutes } from './tips.routes';
import { createTipsRepository } from './tips.repository';
import { createTipsService, type TipsService } from './tips.service';

/** The module's service on the database, with the dependencies it names. */
export const buildTips = onRepository(createTipsRepository, createTipsService);

/** Tips by day and hour, and the tip pool (decision 301). */
export async function registerTips(app: ModuleApp, { services }: { services: { tips: TipsService } }) {
  await app.register(tipsRoutes, { tips: services.tips });
}

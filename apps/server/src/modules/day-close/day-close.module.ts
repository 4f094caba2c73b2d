import { type ModuleApp, onRepository } from '../../lib/app-module';
import { dayCloseRoutes } from './day-close.routes';
import { createDayCloseRepository } from './day-close.repository';
import { createDayCloseService, type DayCloseService } from './day-close.service';

/** The module's service on the database, with the dependencies it names. */
export const buildDayClose = onRepository(createDayCloseRepository, createDayCloseService);

/** Day close: a range's business days, their totals and their payouts reconciled (decision 303). */
export async function registerDayClose(app: ModuleApp, { services }: { services: { dayClose: DayCloseService } }) {
  await app.register(dayCloseRoutes, { dayClose: services.dayClose });
}

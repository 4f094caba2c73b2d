import { type ModuleApp, onRepository } from '../../lib/app-module';
import { promoCodesRoutes } from './promo-codes.routes';
import { createPromoCodesRepository } from './promo-codes.repository';
import { createPromoCodesService, type PromoCodesService } from './promo-codes.service';

/** The module's service on the database, with the dependencies it names. */
export const buildPromoCodes = onRepository(createPromoCodesRepository, createPromoCodesService);

/** Promo codes: create, list with their return, deactivate, usage (decisions 100-106). */
export async function registerPromoCodes(app: ModuleApp, { services }: { services: { promoCodes: PromoCodesService } }) {
  await app.register(promoCodesRoutes, { promoCodes: services.promoCodes });
}

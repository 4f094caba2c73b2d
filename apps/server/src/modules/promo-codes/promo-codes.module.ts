import type { ModuleApp } from '../../lib/app-module';
import { promoCodesRoutes } from './promo-codes.routes';
import type { PromoCodesService } from './promo-codes.service';

/** Promo codes: create, list with their return, deactivate, usage (decisions 100-106). */
export async function registerPromoCodes(app: ModuleApp, { services }: { services: { promoCodes: PromoCodesService } }) {
  await app.register(promoCodesRoutes, { promoCodes: services.promoCodes });
}

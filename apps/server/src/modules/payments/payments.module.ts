import type { Config } from '../../config';
import { type ModuleApp, onRepository } from '../../lib/app-module';
import type { Payments } from '../../ports/payments';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsRepository } from './payments.repository';
import { createPaymentsService, type PaymentsService } from './payments.service';
import { sandboxOnboardingRoutes } from './sandbox-onboarding.routes';

/** The module's service on the database, with the dependencies it names. */
export const buildPayments = onRepository(createPaymentsRepository, createPaymentsService);

/** Onboarding and the Shop Info screen: card payments; the sandbox's hosted onboarding page when it is the provider. */
export async function registerPayments(
  app: ModuleApp,
  {
    services,
    config,
    ports,
  }: { services: { payments: PaymentsService }; config: Pick<Config, 'publicUrl'>; ports: { payments: Payments } },
) {
  await app.register(paymentsRoutes, { payments: services.payments });
  if (ports.payments.kind === 'sandbox') await app.register(sandboxOnboardingRoutes, { publicUrl: config.publicUrl });
}

import type { Config } from '../../config';
import type { ModuleApp } from '../../lib/app-module';
import type { Payments } from '../../ports/payments';
import { paymentsRoutes } from './payments.routes';
import type { PaymentsService } from './payments.service';
import { sandboxOnboardingRoutes } from './sandbox-onboarding.routes';

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

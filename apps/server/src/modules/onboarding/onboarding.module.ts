import { type ModuleApp, onRepository } from '../../lib/app-module';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingRepository } from './onboarding.repository';
import { createOnboardingService, type OnboardingService } from './onboarding.service';

/** The module's service on the database, with the dependencies it names. */
export const buildOnboarding = onRepository(createOnboardingRepository, createOnboardingService);

/** Onboarding's completion. */
export async function registerOnboarding(app: ModuleApp, { services }: { services: { onboarding: OnboardingService } }) {
  await app.register(onboardingRoutes, { onboarding: services.onboarding });
}

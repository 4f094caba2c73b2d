import type { ModuleApp } from '../../lib/app-module';
import { onboardingRoutes } from './onboarding.routes';
import type { OnboardingService } from './onboarding.service';

/** Onboarding's completion. */
export async function registerOnboarding(app: ModuleApp, { services }: { services: { onboarding: OnboardingService } }) {
  await app.register(onboardingRoutes, { onboarding: services.onboarding });
}

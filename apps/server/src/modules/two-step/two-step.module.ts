import type { ModuleApp } from '../../lib/app-module';
import { twoStepRoutes } from './two-step.routes';
import type { TwoStepService } from './two-step.service';

/** Two-step sign-in (decisions 220-224). */
export async function registerTwoStep(app: ModuleApp, { services }: { services: { twoStep: TwoStepService } }) {
  await app.register(twoStepRoutes, { twoStep: services.twoStep });
}

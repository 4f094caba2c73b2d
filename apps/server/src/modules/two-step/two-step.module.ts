import { type ModuleApp, onRepository } from '../../lib/app-module';
import { twoStepRoutes } from './two-step.routes';
import { createTwoStepRepository } from './two-step.repository';
import { createTwoStepService, type TwoStepService } from './two-step.service';

/** The module's service on the database, with the dependencies it names. */
export const buildTwoStep = onRepository(createTwoStepRepository, createTwoStepService);

/** Two-step sign-in (decisions 220-224). */
export async function registerTwoStep(app: ModuleApp, { services }: { services: { twoStep: TwoStepService } }) {
  await app.register(twoStepRoutes, { twoStep: services.twoStep });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { authRoutes } from './auth.routes';
import { createAuthRepository } from './auth.repository';
import { createAuthService, type AuthService } from './auth.service';

/** The module's service on the database, with the dependencies it names. */
export const buildAuth = onRepository(createAuthRepository, createAuthService);

/** Sign-in, sign-up, the session and the signed-in devices. */
export async function registerAuth(app: ModuleApp, { services }: { services: { auth: AuthService } }) {
  await app.register(authRoutes, { auth: services.auth });
}

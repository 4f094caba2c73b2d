import type { ModuleApp } from '../../lib/app-module';
import { authRoutes } from './auth.routes';
import type { AuthService } from './auth.service';

/** Sign-in, sign-up, the session and the signed-in devices. */
export async function registerAuth(app: ModuleApp, { services }: { services: { auth: AuthService } }) {
  await app.register(authRoutes, { auth: services.auth });
}

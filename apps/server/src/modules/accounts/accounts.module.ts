import type { ModuleApp } from '../../lib/app-module';
import { accountsRoutes } from './accounts.routes';
import type { AccountsService } from './accounts.service';

/** Password resets and changes, and the staff and email verifications. */
export async function registerAccounts(app: ModuleApp, { services }: { services: { accounts: AccountsService } }) {
  await app.register(accountsRoutes, { accounts: services.accounts });
}

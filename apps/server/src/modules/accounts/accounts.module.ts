import { type ModuleApp, onRepository } from '../../lib/app-module';
import { accountsRoutes } from './accounts.routes';
import { createAccountsRepository } from './accounts.repository';
import { createAccountsService, type AccountsService } from './accounts.service';

/** The module's service on the database, with the dependencies it names. */
export const buildAccounts = onRepository(createAccountsRepository, createAccountsService);

/** Password resets and changes, and the staff and email verifications. */
export async function registerAccounts(app: ModuleApp, { services }: { services: { accounts: AccountsService } }) {
  await app.register(accountsRoutes, { accounts: services.accounts });
}

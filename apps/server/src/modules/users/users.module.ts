import { type ModuleApp, onRepository } from '../../lib/app-module';
import { usersRoutes } from './users.routes';
import { createUsersRepository } from './users.repository';
import { createUsersService, type UsersService } from './users.service';

/** The module's service on the database, with the dependencies it names. */
export const buildUsers = onRepository(createUsersRepository, createUsersService);

/** Manage Users and their permissions. */
export async function registerUsers(app: ModuleApp, { services }: { services: { users: UsersService } }) {
  await app.register(usersRoutes, { users: services.users });
}

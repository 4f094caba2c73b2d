import { type ModuleApp, onRepository } from '../../lib/app-module';
import { staffUsersRoutes } from './staff-users.routes';
import { createStaffUsersRepository } from './staff-users.repository';
import { createStaffUsersService, type StaffUsersService } from './staff-users.service';

/** The module's service on the database, with the dependencies it names. */
export const buildStaffUsers = onRepository(createStaffUsersRepository, createStaffUsersService);

/** Manage Users and their permissions. */
export async function registerStaffUsers(app: ModuleApp, { services }: { services: { staffUsers: StaffUsersService } }) {
  await app.register(staffUsersRoutes, { staffUsers: services.staffUsers });
}

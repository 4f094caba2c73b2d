import type { ModuleApp } from '../../lib/app-module';
import { staffUsersRoutes } from './staff-users.routes';
import type { StaffUsersService } from './staff-users.service';

/** Manage Users and their permissions. */
export async function registerStaffUsers(app: ModuleApp, { services }: { services: { staffUsers: StaffUsersService } }) {
  await app.register(staffUsersRoutes, { staffUsers: services.staffUsers });
}

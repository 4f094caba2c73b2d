import type { ModuleApp } from '../../lib/app-module';
import { membersRoutes } from './members.routes';
import type { MembersService } from './members.service';

/** Members and Membership Value (decision 240). */
export async function registerMembers(app: ModuleApp, { services }: { services: { members: MembersService } }) {
  await app.register(membersRoutes, { members: services.members });
}

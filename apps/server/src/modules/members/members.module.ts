import { type ModuleApp, onRepository } from '../../lib/app-module';
import { membersRoutes } from './members.routes';
import { createMembersRepository } from './members.repository';
import { createMembersService, type MembersService } from './members.service';

/** The module's service on the database, with the dependencies it names. */
export const buildMembers = onRepository(createMembersRepository, createMembersService);

/** Members and Membership Value (decision 240). */
export async function registerMembers(app: ModuleApp, { services }: { services: { members: MembersService } }) {
  await app.register(membersRoutes, { members: services.members });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { membershipsRoutes } from './memberships.routes';
import { createMembershipsRepository } from './memberships.repository';
import { createMembershipsService, type MembershipsService } from './memberships.service';

/** The module's service on the database, with the dependencies it names. */
export const buildMemberships = onRepository(createMembershipsRepository, createMembershipsService);

/** Membership tiers. */
export async function registerMemberships(app: ModuleApp, { services }: { services: { memberships: MembershipsService } }) {
  await app.register(membershipsRoutes, { memberships: services.memberships });
}

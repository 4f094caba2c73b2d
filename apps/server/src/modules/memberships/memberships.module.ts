import type { ModuleApp } from '../../lib/app-module';
import { membershipsRoutes } from './memberships.routes';
import type { MembershipsService } from './memberships.service';

/** Membership tiers. */
export async function registerMemberships(app: ModuleApp, { services }: { services: { memberships: MembershipsService } }) {
  await app.register(membershipsRoutes, { memberships: services.memberships });
}

import type { ModuleApp } from '../../lib/app-module';
import { announcementsRoutes } from './announcements.routes';
import type { AnnouncementsService } from './announcements.service';

/** Announcements to a tier's members and their history. */
export async function registerAnnouncements(app: ModuleApp, { services }: { services: { announcements: AnnouncementsService } }) {
  await app.register(announcementsRoutes, { announcements: services.announcements });
}

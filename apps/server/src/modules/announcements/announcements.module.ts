import { type ModuleApp, onRepository } from '../../lib/app-module';
import { announcementsRoutes } from './announcements.routes';
import { createAnnouncementsRepository } from './announcements.repository';
import { createAnnouncementsService, type AnnouncementsService } from './announcements.service';

/** The module's service on the database, with the dependencies it names. */
export const buildAnnouncements = onRepository(createAnnouncementsRepository, createAnnouncementsService);

/** Announcements to a tier's members and their history. */
export async function registerAnnouncements(app: ModuleApp, { services }: { services: { announcements: AnnouncementsService } }) {
  await app.register(announcementsRoutes, { announcements: services.announcements });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { contactRoutes } from './contact.routes';
import { createContactRepository } from './contact.repository';
import { createContactService, type ContactService } from './contact.service';

/** The module's service on the database, with the dependencies it names. */
export const buildContact = onRepository(createContactRepository, createContactService);

/** Messages to support. */
export async function registerContact(app: ModuleApp, { services }: { services: { contact: ContactService } }) {
  await app.register(contactRoutes, { contact: services.contact });
}

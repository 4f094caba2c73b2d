import type { ModuleApp } from '../../lib/app-module';
import { contactRoutes } from './contact.routes';
import type { ContactService } from './contact.service';

/** Messages to support. */
export async function registerContact(app: ModuleApp, { services }: { services: { contact: ContactService } }) {
  await app.register(contactRoutes, { contact: services.contact });
}

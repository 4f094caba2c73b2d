import { type ModuleApp, onRepository } from '../../lib/app-module';
import type { Mailer } from '../../ports/mailer';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { createDevMailboxRepository } from './dev-mailbox.repository';
import { createDevMailboxService, type DevMailboxService } from './dev-mailbox.service';

/** The module's service on the database, with the dependencies it names. */
export const buildDevMailbox = onRepository(createDevMailboxRepository, createDevMailboxService);

/** /dev/mailbox, only when mail goes to the outbox table (no SMTP_URL). */
export async function registerDevMailbox(
  app: ModuleApp,
  { services, ports }: { services: { devMailbox: DevMailboxService }; ports: { mailer: Mailer } },
) {
  if (ports.mailer.kind === 'outbox') await app.register(devMailboxRoutes, { mailbox: services.devMailbox });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { journalRoutes } from './journal.routes';
import { createJournalRepository } from './journal.repository';
import { createJournalService, type JournalService } from './journal.service';

/** The module's service on the database, with the dependencies it names. */
export const buildJournal = onRepository(createJournalRepository, createJournalService);

/** The account mapping and the accountant's journal (decisions 304, 305). */
export async function registerJournal(app: ModuleApp, { services }: { services: { journal: JournalService } }) {
  await app.register(journalRoutes, { journal: services.journal });
}

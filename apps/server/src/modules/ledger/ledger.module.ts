import { onRepository } from '../../lib/app-module';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService } from './ledger.service';

/**
 * The ledger on a database, as app.ts, the seeds and the tests build it. The ledger has no routes, so it has no
 * registration: orders and events write through its service, analytics reads through it.
 */
export const buildLedger = onRepository(createLedgerRepository, createLedgerService);

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { backupRoutes } from './backup.routes';
import { createBackupRepository } from './backup.repository';
import { createBackupService, type BackupService } from './backup.service';

/** The module's service on the database, with the dependencies it names. */
export const buildBackup = onRepository(createBackupRepository, createBackupService);

/** The embedded database's backup, for npm run backup (decision 230). */
export async function registerBackup(app: ModuleApp, { services }: { services: { backup: BackupService } }) {
  await app.register(backupRoutes, { backup: services.backup });
}

import type { ModuleApp } from '../../lib/app-module';
import { backupRoutes } from './backup.routes';
import type { BackupService } from './backup.service';

/** The embedded database's backup, for npm run backup (decision 230). */
export async function registerBackup(app: ModuleApp, { services }: { services: { backup: BackupService } }) {
  await app.register(backupRoutes, { backup: services.backup });
}

import { type ModuleApp, onRepository } from '../../lib/app-module';
import { backupRoutes } from './backup.routes';
import { createBackupRepository } from './backup.repository';
import { BACKUP_TICK_MS } from './backup.rules';
import { createBackupService, type BackupService } from './backup.service';

/** The module's service on the database, with the dependencies it names. */
export const buildBackup = onRepository(createBackupRepository, createBackupService);

export interface BackupScheduler {
  /** Starts the minute ticks; a second start does nothing. */
  start(): void;
  /** Stops the ticks and waits for a running backup to end. */
  stop(): Promise<void>;
}

/**
 * The embedded database's backup, for npm run backup (decision 230), the nightly ones and their list (decision
 * 286). server.ts starts the minute ticks, never a test: tests call the service's tick with their own clock.
 */
export async function registerBackup(app: ModuleApp, { services }: { services: { backup: BackupService } }) {
  await app.register(backupRoutes, { backup: services.backup });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running = services.backup
      .tick()
      .then((outcome) => {
        if (outcome?.ok) app.log.info({ file: outcome.fileName, copyMs: outcome.copyMs }, 'scheduled backup verified');
        else if (outcome) app.log.error({ file: outcome.fileName, reason: outcome.reason }, 'scheduled backup failed');
      })
      .catch((err: unknown) => app.log.error({ err }, 'scheduled backup tick failed'));
  };
  const scheduler: BackupScheduler = {
    start() {
      if (timer) return;
      timer = setInterval(tick, BACKUP_TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
  app.decorate('backupScheduler', scheduler);
  // The last outcome (lastOutcome()) is what a metric of the backups reads; tests tick it with their clock.
  app.decorate('backupService', services.backup);
  app.addHook('onClose', () => scheduler.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The nightly backups' minute ticks: server.ts starts them on PGlite (decision 286). */
    backupScheduler: BackupScheduler;
    /** The backups' service: its lastOutcome() (time, ok, reason, copy time) is for a metric (decision 286). */
    backupService: BackupService;
  }
}

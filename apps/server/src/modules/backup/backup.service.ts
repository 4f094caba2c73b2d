import { AppError } from '../../errors';
import type { BackupRepository } from './backup.repository';
import { backupFileName } from './backup.rules';

export interface Backup {
  fileName: string;
  bytes: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Backups of the embedded database (decision 230). The database belongs to the one process that has it open, so the
 * copy is taken here, between transactions, and streamed to a platform administrator; on PostgreSQL the answer is
 * a refusal that names pg_dump.
 */
export function createBackupService({ repository, now = () => new Date() }: { repository: BackupRepository; now?: () => Date }) {
  return {
    async take(): Promise<Backup> {
      const at = now();
      const archive = await repository.dump();
      if (!archive) throw new AppError(409, 'CONFLICT', 'backupUsePgDump');
      return { fileName: backupFileName(at), bytes: archive.size, body: archive.stream() };
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;

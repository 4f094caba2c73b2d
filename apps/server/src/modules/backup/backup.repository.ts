import type { DatabaseHandle } from '../../db/client';

/** The database's own copy of itself: PGlite's data folder, or nothing on PostgreSQL (pg_dump's job). */
export function createBackupRepository(database: Pick<DatabaseHandle, 'driver' | 'dumpDataDir'>) {
  return {
    driver: database.driver,
    /** The data folder as a gzipped tar, taken between transactions (decision 230); null on PostgreSQL. */
    async dump(): Promise<Blob | null> {
      return database.dumpDataDir ? database.dumpDataDir() : null;
    },
  };
}
export type BackupRepository = ReturnType<typeof createBackupRepository>;

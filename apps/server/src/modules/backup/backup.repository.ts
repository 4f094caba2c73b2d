import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { type BackupContents, readBackupContents } from '../../db/restore';
import { logins } from '../../db/schema/accounts';

export type { BackupContents };

/** The database's own copy of itself: PGlite's data folder, or nothing on PostgreSQL (pg_dump's job). */
export function createBackupRepository(database: Pick<DatabaseHandle, 'db' | 'driver' | 'dumpDataDir'>) {
  const { db } = database;
  return {
    driver: database.driver,
    /** The data folder as a gzipped tar, taken between transactions (decision 230); null on PostgreSQL. */
    async dump(): Promise<Blob | null> {
      return database.dumpDataDir ? database.dumpDataDir() : null;
    },
    /** A backup file opened in a scratch database, every table counted (decision 286); throws when it does not open. */
    readBackup: (file: string): Promise<BackupContents> => readBackupContents(file),
    /** The live database's tables and applied migrations: what a verified backup must hold too. */
    async expected(): Promise<{ tables: string[]; migrations: number }> {
      const tables = (await db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )) as unknown as { rows: Array<{ name: string }> };
      const migrations = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      return { tables: tables.rows.map((row) => row.name), migrations: migrations.rows[0]!.n };
    },
    /** Where a failed backup is told: every platform administrator. */
    async adminEmails(): Promise<string[]> {
      const rows = await db.select({ email: logins.email }).from(logins).where(eq(logins.isPlatformAdmin, true)).orderBy(logins.email);
      return rows.map((row) => row.email);
    },
  };
}
export type BackupRepository = ReturnType<typeof createBackupRepository>;

import { existsSync, mkdirSync, mkdtempSync, openAsBlob, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { livePidOf, PGLITE_EXTENSIONS } from './client';

const gunzipAsync = promisify(gunzip);

/** Why a restore was refused: the CLI prints the message and exits with 1. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** A .tar.gz written by npm run backup (PGlite's dumpDataDir). */
  archive: string;
  /** The app's DATA_DIR: the database goes to DATA_DIR/pgdata. */
  dataDir: string;
  /** Replace an existing database (it is kept beside, renamed). */
  force: boolean;
  now?: Date;
}

export interface RestoreResult {
  /** Where the database now is. */
  pgdata: string;
  /** Where the database that was there went (with force), or null. */
  replaced: string | null;
  /** What the restored database holds, as a first check. */
  shops: number;
  orders: number;
}

/** Whether a folder holds a PostgreSQL data folder (PGlite's too). */
export const holdsDatabase = (pgdata: string) => existsSync(path.join(pgdata, 'PG_VERSION'));

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');

/**
 * Restores a backup into a stopped app's DATA_DIR (decision 230). Refuses while a process has the database open, and
 * over an existing database without force. The archive is unpacked and opened in a folder beside pgdata first, so a
 * broken file leaves the existing database untouched; only then is the old one moved aside and the new one moved in.
 */
export async function restoreDataDir({ archive, dataDir, force, now = new Date() }: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(archive)) throw new RestoreRefused(`No backup file at ${archive}.`);
  const pid = livePidOf(dataDir);
  if (pid !== null) {
    throw new RestoreRefused(`Brewline is running on ${dataDir} (process ${pid}). Stop it first, then restore.`);
  }
  const pgdata = path.join(dataDir, 'pgdata');
  const existing = holdsDatabase(pgdata);
  if (existing && !force) {
    throw new RestoreRefused(`${dataDir} already holds a database. To replace it (it is kept beside, renamed), run again with --force.`);
  }
  const stamp = stampOf(now);
  const incoming = path.join(dataDir, `pgdata.restoring-${stamp}`);
  mkdirSync(dataDir, { recursive: true });
  rmSync(incoming, { recursive: true, force: true });
  let counts: { shops: number; orders: number };
  try {
    const db = new PGlite(incoming, { loadDataDir: await openAsBlob(archive), extensions: PGLITE_EXTENSIONS });
    try {
      counts = await countsOf(db);
    } finally {
      await db.close();
    }
  } catch (err) {
    rmSync(incoming, { recursive: true, force: true });
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(`${archive} is not a Brewline backup that can be opened (${(err as Error).message}).`);
  }
  let replaced: string | null = null;
  if (existsSync(pgdata)) {
    if (existing) {
      replaced = path.join(dataDir, `pgdata.before-restore-${stamp}`);
      renameSync(pgdata, replaced);
    } else if (readdirSync(pgdata).length === 0) {
      rmSync(pgdata, { recursive: true });
    } else {
      throw new RestoreRefused(`${pgdata} holds files but no database: move them away first.`);
    }
  }
  renameSync(incoming, pgdata);
  return { pgdata, replaced, ...counts };
}

/** A Brewline database has its migrations' table and its shops; the counts are printed as a first check. */
async function countsOf(db: PGlite): Promise<{ shops: number; orders: number }> {
  const migrations = await db.query<{ found: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as found");
  if (!migrations.rows[0]?.found) throw new RestoreRefused('The backup holds a database, but not a Brewline one.');
  const { rows } = await db.query<{ shops: number; orders: number }>(
    'select (select count(*)::int from shops) as shops, (select count(*)::int from orders) as orders',
  );
  return rows[0]!;
}

/** What a backup opened in a scratch folder holds: its tables with their row counts, and its migrations. */
export interface BackupContents {
  /** Every table of the public schema, each counted (a damaged table file fails the count). */
  tables: Record<string, number>;
  /** How many migrations the database had applied. */
  migrations: number;
}

/**
 * Opens a backup as a restore would (decision 286): unpacked into a temporary PGlite in a scratch folder, then every
 * table of it counted. Throws RestoreRefused when the file is not a Brewline backup that opens; the scratch folder
 * is removed either way.
 */
export async function readBackupContents(archive: string): Promise<BackupContents> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'brewline-verify-'));
  try {
    // Unpacked here first: PGlite's own gunzip leaves a truncated file's error unhandled, which would end the process.
    const bytes = await readFile(archive);
    const tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? await gunzipAsync(bytes) : bytes;
    const db = new PGlite(path.join(scratch, 'pgdata'), { loadDataDir: new Blob([new Uint8Array(tar)]), extensions: PGLITE_EXTENSIONS });
    try {
      await countsOf(db);
      return await contentsOf(db);
    } finally {
      await db.close();
    }
  } catch (err) {
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(`${path.basename(archive)} does not open as a Brewline backup (${(err as Error).message}).`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The public tables, each counted, and the applied migrations: of a backup, or of the live database to compare. */
export async function contentsOf(db: Pick<PGlite, 'query'>): Promise<BackupContents> {
  const names = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const tables: Record<string, number> = {};
  for (const { name } of names.rows) {
    const counted = await db.query<{ n: number }>(`select count(*)::int as n from "${name.replace(/"/g, '""')}"`);
    tables[name] = counted.rows[0]!.n;
  }
  const migrations = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return { tables, migrations: migrations.rows[0]!.n };
}

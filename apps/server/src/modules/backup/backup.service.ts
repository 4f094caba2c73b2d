import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupEntry, BackupList, BackupOutcome } from '@brewline/contracts/schemas/backup';
import { AppError } from '../../errors';
import type { Mailer } from '../../ports/mailer';
import type { BackupRepository } from './backup.repository';
import {
  type BackupFile,
  backupFileName,
  type BackupSchedule,
  backupsToPrune,
  failureReason,
  nextBackupAt,
  parseBackupFileName,
  scheduledBackupFileName,
} from './backup.rules';

export interface Backup {
  fileName: string;
  bytes: number;
  body: ReadableStream<Uint8Array>;
}

export interface BackupDeps {
  repository: BackupRepository;
  /** Where a failed scheduled backup is told to the platform administrators. */
  mailer?: Mailer;
  /** The nightly backups (decision 286): their folder, time (null: off) and how many are kept. */
  scheduled?: { dir: string; schedule: BackupSchedule | null; keep: number };
  /** The clock; tests fix it. */
  now?: () => Date;
}

/** What the check beside each scheduled backup keeps: `<file>.json`. */
interface CheckRecord {
  check: 'verified' | 'failed';
  reason: string | null;
  tables?: number;
  rows?: number;
}

const checkFileOf = (file: string) => `${file}.json`;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Backups of the embedded database (decision 230). The database belongs to the one process that has it open, so the
 * copy is taken here, between transactions, and streamed to a platform administrator; on PostgreSQL the answer is
 * a refusal that names pg_dump. On PGlite this process also takes one each night (decision 286): written, opened in
 * a scratch database and checked, and only then are the older scheduled ones pruned; a failure is mailed to the
 * platform administrators, and the last outcome is kept for a metric to read.
 */
export function createBackupService({ repository, mailer, scheduled, now = () => new Date() }: BackupDeps) {
  const schedule = repository.driver === 'pglite' && scheduled ? scheduled.schedule : null;
  let nextAt: Date | null = schedule ? nextBackupAt(schedule, now()) : null;
  let running: Promise<BackupOutcome> | undefined;
  let last: BackupOutcome | null = null;

  async function verify(file: string): Promise<CheckRecord> {
    const [contents, expected] = await Promise.all([repository.readBackup(file), repository.expected()]);
    const missing = expected.tables.filter((table) => !(table in contents.tables));
    if (missing.length > 0) throw new Error(`the backup lacks ${missing.length} tables (${missing.slice(0, 5).join(', ')})`);
    if (contents.migrations !== expected.migrations) {
      throw new Error(`the backup has ${contents.migrations} migrations applied, the database ${expected.migrations}`);
    }
    const counts = Object.values(contents.tables);
    return { check: 'verified', reason: null, tables: counts.length, rows: counts.reduce((a, b) => a + b, 0) };
  }

  async function tellAdmins(outcome: BackupOutcome) {
    if (!mailer) return;
    const emails = await repository.adminEmails();
    for (const to of emails) {
      await mailer.send({
        to,
        subject: 'Brewline: the nightly backup failed',
        text: [
          `The scheduled backup of ${outcome.at} (${outcome.fileName}) failed:`,
          '',
          outcome.reason ?? 'unknown error',
          '',
          'The older backups are kept. The backups are listed on the admin overview; npm run backup takes one by hand.',
        ].join('\n'),
      });
    }
  }

  /** One scheduled backup: written, verified, then the older ones pruned; a failure mailed. Never throws. */
  async function takeScheduled(dir: string, keep: number): Promise<BackupOutcome> {
    const at = now();
    const fileName = scheduledBackupFileName(at);
    const file = path.join(dir, fileName);
    let copyMs: number | null = null;
    let outcome: BackupOutcome;
    try {
      await mkdir(dir, { recursive: true });
      const started = performance.now();
      const archive = await repository.dump();
      copyMs = Math.round(performance.now() - started);
      if (!archive) throw new Error('PostgreSQL is backed up with its own tools');
      const partial = `${file}.partial`;
      // The backup holds every account's password hash: only its owner may read it. 'wx': never over another's file.
      await writeFile(partial, Buffer.from(await archive.arrayBuffer()), { mode: 0o600, flag: 'wx' });
      await chmod(partial, 0o600);
      await rename(partial, file);
      let record: CheckRecord;
      try {
        record = await verify(file);
      } catch (err) {
        record = { check: 'failed', reason: failureReason(err) };
      }
      await writeFile(checkFileOf(file), JSON.stringify(record), { mode: 0o600 });
      if (record.check === 'failed') throw new Error(record.reason ?? 'verification failed');
      outcome = { at: at.toISOString(), ok: true, fileName, reason: null, copyMs };
      for (const old of backupsToPrune(await files(dir), keep)) {
        await rm(path.join(dir, old.name), { force: true });
        await rm(checkFileOf(path.join(dir, old.name)), { force: true });
      }
    } catch (err) {
      outcome = { at: at.toISOString(), ok: false, fileName, reason: failureReason(err), copyMs };
      await tellAdmins(outcome).catch(() => undefined);
    }
    last = outcome;
    return outcome;
  }

  /** The backups of the folder, with what their check found. */
  async function files(dir: string): Promise<Array<BackupFile & { reason: string | null }>> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return [];
    }
    const found: Array<BackupFile & { reason: string | null }> = [];
    for (const name of names) {
      const parsed = parseBackupFileName(name);
      if (!parsed) continue;
      let record: CheckRecord | null = null;
      try {
        record = JSON.parse(await readFile(checkFileOf(path.join(dir, name)), 'utf8')) as CheckRecord;
      } catch {
        // A backup taken by hand, or one whose check never finished.
      }
      found.push({ name, ...parsed, check: record?.check ?? 'unchecked', reason: record?.reason ?? null });
    }
    return found;
  }

  return {
    async take(): Promise<Backup> {
      const at = now();
      const archive = await repository.dump();
      if (!archive) throw new AppError(409, 'CONFLICT', 'backupUsePgDump');
      return { fileName: backupFileName(at), bytes: archive.size, body: archive.stream() };
    },

    /**
     * The schedule's tick, once a minute (decision 286): when the next time has come, takes one backup. The next
     * time moves on before the backup starts, and a tick during a running backup joins it, so a tick fired twice
     * takes one. Answers the outcome when it took one, else null.
     */
    async tick(): Promise<BackupOutcome | null> {
      if (running) return running;
      if (!scheduled || !nextAt || now().getTime() < nextAt.getTime()) return null;
      nextAt = nextBackupAt(schedule!, now());
      running = takeScheduled(scheduled.dir, scheduled.keep).finally(() => {
        running = undefined;
      });
      return running;
    },

    /** How the last scheduled backup went (time, ok, reason, copy time), for the list and a metric; null before one. */
    lastOutcome: (): BackupOutcome | null => last,

    /** The backups' folder as the platform administrator sees it, newest first. */
    async list(): Promise<BackupList> {
      const entries: BackupEntry[] = [];
      if (scheduled) {
        for (const file of await files(scheduled.dir)) {
          const size = await stat(path.join(scheduled.dir, file.name)).catch(() => null);
          if (!size) continue;
          entries.push({
            fileName: file.name,
            bytes: size.size,
            takenAt: file.at.toISOString(),
            scheduled: file.scheduled,
            check: file.check,
            reason: file.reason,
          });
        }
      }
      entries.sort((a, b) => b.takenAt.localeCompare(a.takenAt) || a.fileName.localeCompare(b.fileName));
      return {
        scheduled: schedule !== null,
        time: schedule ? `${pad(schedule.hour)}:${pad(schedule.minute)}` : null,
        keep: scheduled?.keep ?? 0,
        nextAt: nextAt?.toISOString() ?? null,
        last,
        backups: entries,
      };
    },
  };
}
export type BackupService = ReturnType<typeof createBackupService>;

import type { BackupEntry } from '@brewline/contracts/schemas/backup';

/**
 * The backup's rules, pure. Backups of the embedded database (decision 230): `npm run backup` saves the running app's database as
 * `brewline-<UTC time>.tar.gz`, a name that sorts by time and holds no character a file system refuses. The nightly
 * backups (decision 286) are named `brewline-scheduled-<UTC time>.tar.gz`, so retention prunes only its own files.
 */
export const BACKUP_FILE_PREFIX = 'brewline-';
export const BACKUP_FILE_SUFFIX = '.tar.gz';
/** The answer's content type: PGlite's data folder as a gzipped tar. */
export const BACKUP_CONTENT_TYPE = 'application/gzip';
/** What the scheduled backups' names begin with: only these are ever pruned. */
export const SCHEDULED_BACKUP_PREFIX = 'brewline-scheduled-';
/** The backups' folder is looked at once a minute: a run is due when the minute of the schedule has come. */
export const BACKUP_TICK_MS = 60_000;

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');

/** `brewline-2026-11-27T031500Z.tar.gz` for 2026-11-27 03:15:00 UTC: the time to the second, without colons. */
export function backupFileName(at: Date): string {
  return `${BACKUP_FILE_PREFIX}${stampOf(at)}${BACKUP_FILE_SUFFIX}`;
}

/** `brewline-scheduled-2026-11-27T031500Z.tar.gz`: a backup the schedule took. */
export function scheduledBackupFileName(at: Date): string {
  return `${SCHEDULED_BACKUP_PREFIX}${stampOf(at)}${BACKUP_FILE_SUFFIX}`;
}

const BACKUP_NAME = /^brewline-(scheduled-)?(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** The time a backup's name tells, and whether the schedule made it; null for any other file. */
export function parseBackupFileName(name: string): { at: Date; scheduled: boolean } | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, scheduled, year, month, day, hour, minute, second] = match;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(at.getTime()) ? null : { at, scheduled: Boolean(scheduled) };
}

/** The daily time of the backups, in the server's local time. */
export interface BackupSchedule {
  hour: number;
  minute: number;
}

/** `HH:MM` (00:00 to 23:59) as a schedule; `off` as null; anything else throws with what is expected. */
export function parseBackupSchedule(value: string): BackupSchedule | null {
  if (value.trim().toLowerCase() === 'off') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  if (!match) throw new Error(`BACKUP_SCHEDULE must be a time of day as HH:MM (00:00 to 23:59, server local time) or off; got "${value}".`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * The first run strictly after `after`: today's HH:MM in the server's local time if still ahead, else tomorrow's.
 * A time that a spring-forward skips (02:30 on that night) runs when the clock has jumped past it (03:00's
 * minute: Date fills the gap forward); a time the autumn fall-back gives twice runs at its first, once.
 */
export function nextBackupAt(schedule: BackupSchedule, after: Date): Date {
  for (let days = 0; days <= 2; days++) {
    const at = new Date(after.getFullYear(), after.getMonth(), after.getDate() + days, schedule.hour, schedule.minute, 0, 0);
    if (at.getTime() > after.getTime()) return at;
  }
  // Unreachable: two days ahead is always after.
  throw new Error('no next backup time');
}

/** What the check after writing found: opened with its tables (verified), not (failed), or never checked (by hand). */
export type BackupCheck = BackupEntry['check'];

export interface BackupFile {
  name: string;
  at: Date;
  scheduled: boolean;
  check: BackupCheck;
}

/**
 * The scheduled backups to delete once a new one is verified: the verified ones past the newest `keep` (`keep`
 * below 1 keeps 1), and the failed or unchecked ones older than the newest verified one, which replaces them.
 * Backups taken by hand (`npm run backup`) and any other file are never pruned; with no verified backup nothing is.
 */
export function backupsToPrune(files: readonly BackupFile[], keep: number): BackupFile[] {
  const scheduled = files.filter((file) => file.scheduled).sort((a, b) => b.at.getTime() - a.at.getTime());
  const verified = scheduled.filter((file) => file.check === 'verified');
  const newest = verified[0];
  if (!newest) return [];
  const kept = new Set(verified.slice(0, Math.max(1, keep)));
  return scheduled.filter((file) => (file.check === 'verified' ? !kept.has(file) : file.at.getTime() < newest.at.getTime()));
}

/** A failure's reason as one short line, for the list, the mail and the last outcome. */
export function failureReason(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line || 'unknown error';
}

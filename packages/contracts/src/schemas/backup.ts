import { z } from 'zod';

/**
 * The embedded database's backups as the platform administrator sees them (decision 286): the files of the backups'
 * folder, the nightly schedule, and how the last scheduled backup went.
 */

/** Verified: opened after it was written, with every table; failed: did not; unchecked: taken by hand (npm run backup). */
const BACKUP_CHECKS = ['verified', 'failed', 'unchecked'] as const;

export const BackupEntrySchema = z.object({
  fileName: z.string(),
  bytes: z.number().int(),
  /** When it was taken (ISO), from its name. */
  takenAt: z.string(),
  /** Made by the schedule (pruned past BACKUP_KEEP), or by hand (never pruned). */
  scheduled: z.boolean(),
  check: z.enum(BACKUP_CHECKS),
  /** Why it failed, in one line; null unless failed. */
  reason: z.string().nullable(),
});
export type BackupEntry = z.infer<typeof BackupEntrySchema>;

export const BackupOutcomeSchema = z.object({
  at: z.string(),
  ok: z.boolean(),
  fileName: z.string(),
  reason: z.string().nullable(),
  /** How long the copy took, in milliseconds: orders wait for its first part, the copy between transactions. */
  copyMs: z.number().int().nullable(),
});
export type BackupOutcome = z.infer<typeof BackupOutcomeSchema>;

export const BackupListSchema = z.object({
  /** False on PostgreSQL (its own tools back it up) or with BACKUP_SCHEDULE=off. */
  scheduled: z.boolean(),
  /** The daily time, HH:MM in the server's local time; null when off. */
  time: z.string().nullable(),
  keep: z.number().int(),
  /** The next scheduled backup (ISO); null when off. */
  nextAt: z.string().nullable(),
  /** How the last scheduled backup of this process went; null before the first. */
  last: BackupOutcomeSchema.nullable(),
  /** Newest first. */
  backups: z.array(BackupEntrySchema),
});
export type BackupList = z.infer<typeof BackupListSchema>;

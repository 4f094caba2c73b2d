/**
 * The backup's rules, pure. Backups of the embedded database (decision 230): `npm run backup` saves the running app's database as
 * `brewline-<UTC time>.tar.gz`, a name that sorts by time and holds no character a file system refuses.
 */
export const BACKUP_FILE_PREFIX = 'brewline-';
export const BACKUP_FILE_SUFFIX = '.tar.gz';
/** The answer's content type: PGlite's data folder as a gzipped tar. */
export const BACKUP_CONTENT_TYPE = 'application/gzip';

/** `brewline-2026-11-27T031500Z.tar.gz` for 2026-11-27 03:15:00 UTC: the time to the second, without colons. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '');
  return `${BACKUP_FILE_PREFIX}${stamp}${BACKUP_FILE_SUFFIX}`;
}

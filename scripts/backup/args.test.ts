import { describe, expect, it } from 'vitest';
import { parseBackupArgs, parseRestoreArgs, UsageError } from './args';

describe('npm run backup arguments', () => {
  const env = { BREWLINE_ADMIN_EMAIL: 'admin@example.com' };

  it('defaults to ./backups and the local app on PORT', () => {
    expect(parseBackupArgs([], env)).toEqual({ outDir: 'backups', baseUrl: 'http://localhost:3000', email: 'admin@example.com' });
    expect(parseBackupArgs([], { ...env, PORT: '3204', BACKUP_DIR: '/var/backups/brewline' })).toEqual({
      outDir: '/var/backups/brewline',
      baseUrl: 'http://localhost:3204',
      email: 'admin@example.com',
    });
    expect(parseBackupArgs([], { ...env, BASE_URL: 'https://shop.example.com/' }).baseUrl).toBe('https://shop.example.com');
  });

  it('takes the options in both spellings, over the environment', () => {
    expect(parseBackupArgs(['--out', 'nightly', '--url=http://10.0.0.2:8080', '--email', 'ops@example.com'], env)).toEqual({
      outDir: 'nightly',
      baseUrl: 'http://10.0.0.2:8080',
      email: 'ops@example.com',
    });
  });

  it('refuses a password on the command line, a missing sign-in, unknown options and bad addresses', () => {
    expect(() => parseBackupArgs(['--password', 'secret'], env)).toThrow(/BREWLINE_ADMIN_PASSWORD/);
    expect(() => parseBackupArgs([], {})).toThrow(/BREWLINE_ADMIN_EMAIL/);
    expect(() => parseBackupArgs(['--outt', 'x'], env)).toThrow(/Unknown option --outt/);
    expect(() => parseBackupArgs(['--out'], env)).toThrow(/--out needs a value/);
    expect(() => parseBackupArgs(['--out', '--url'], env)).toThrow(/--out needs a value/);
    expect(() => parseBackupArgs(['--url', 'localhost:3000'], env)).toThrow(/not an http/);
    expect(() => parseBackupArgs(['extra'], env)).toThrow(UsageError);
  });
});

describe('npm run restore arguments', () => {
  it('takes one file, --force and --data-dir', () => {
    expect(parseRestoreArgs(['b.tar.gz'])).toEqual({ file: 'b.tar.gz', force: false, dataDir: undefined });
    expect(parseRestoreArgs(['--force', 'b.tar.gz', '--data-dir', 'other'])).toEqual({ file: 'b.tar.gz', force: true, dataDir: 'other' });
    expect(parseRestoreArgs(['b.tar.gz', '--data-dir=other'])).toEqual({ file: 'b.tar.gz', force: false, dataDir: 'other' });
  });

  it('refuses no file, two files, --force with a value and unknown options', () => {
    expect(() => parseRestoreArgs([])).toThrow(/Name the backup file/);
    expect(() => parseRestoreArgs(['--force'])).toThrow(/Name the backup file/);
    expect(() => parseRestoreArgs(['a.tar.gz', 'b.tar.gz'])).toThrow(/One backup file/);
    expect(() => parseRestoreArgs(['a.tar.gz', '--force=yes'])).toThrow(/Unknown option/);
    expect(() => parseRestoreArgs(['a.tar.gz', '--yes'])).toThrow(/Unknown option --yes/);
  });
});

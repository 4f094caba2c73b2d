import { describe, expect, it } from 'vitest';
import {
  type BackupCheck,
  type BackupFile,
  backupFileName,
  backupsToPrune,
  nextBackupAt,
  parseBackupFileName,
  parseBackupSchedule,
  scheduledBackupFileName,
} from './backup.rules';

describe('backup file names', () => {
  it('name the UTC time to the second, without colons', () => {
    expect(backupFileName(new Date('2026-11-27T03:15:00.000Z'))).toBe('brewline-2026-11-27T031500Z.tar.gz');
    expect(backupFileName(new Date('2026-01-02T23:59:59.999Z'))).toBe('brewline-2026-01-02T235959Z.tar.gz');
  });

  it('sort as their times do', () => {
    const times = ['2026-11-27T03:15:00Z', '2026-02-01T00:00:00Z', '2026-11-27T03:14:59Z', '2025-12-31T23:00:00Z'];
    const names = times.map((time) => backupFileName(new Date(time)));
    expect([...names].sort()).toEqual([...times].sort().map((time) => backupFileName(new Date(time))));
  });
});

describe('the schedule', () => {
  it('reads HH:MM and off, and refuses anything else with what it expects', () => {
    expect(parseBackupSchedule('03:00')).toEqual({ hour: 3, minute: 0 });
    expect(parseBackupSchedule('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseBackupSchedule('off')).toBeNull();
    for (const bad of ['3:00', '24:00', '12:60', '0300', '', 'noon']) {
      expect(() => parseBackupSchedule(bad)).toThrow(/BACKUP_SCHEDULE must be a time of day as HH:MM/);
    }
  });
});

// The next run is in the server's local time.
const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi);

describe('the next backup time', () => {
  const three = { hour: 3, minute: 0 };

  it('is today when the time is still ahead, tomorrow when it has passed or is now', () => {
    expect(nextBackupAt(three, local(2026, 11, 27, 2, 59))).toEqual(local(2026, 11, 27, 3, 0));
    expect(nextBackupAt(three, local(2026, 11, 27, 3, 0))).toEqual(local(2026, 11, 28, 3, 0));
    expect(nextBackupAt(three, local(2026, 11, 27, 15, 0))).toEqual(local(2026, 11, 28, 3, 0));
  });

  it('crosses midnight, the month and the year', () => {
    expect(nextBackupAt({ hour: 0, minute: 5 }, local(2026, 12, 31, 23, 50))).toEqual(local(2027, 1, 1, 0, 5));
    expect(nextBackupAt({ hour: 23, minute: 30 }, local(2026, 2, 28, 23, 45))).toEqual(local(2026, 3, 1, 23, 30));
  });

  it('runs once a day across daylight saving changes, a skipped time at the jump', () => {
    // Europe/Berlin: 2026-03-29 02:00 -> 03:00, 2026-10-25 03:00 -> 02:00. Node reads TZ again when it is set.
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      const spring = nextBackupAt(three, local(2026, 3, 28, 12, 0));
      expect(spring).toEqual(local(2026, 3, 29, 3, 0));
      expect(nextBackupAt(three, spring)).toEqual(local(2026, 3, 30, 3, 0));
      const skipped = nextBackupAt({ hour: 2, minute: 30 }, local(2026, 3, 28, 12, 0));
      expect(skipped.getDate()).toBe(29);
      expect(nextBackupAt({ hour: 2, minute: 30 }, skipped).getDate()).toBe(30);
      const autumn = nextBackupAt({ hour: 2, minute: 30 }, local(2026, 10, 24, 12, 0));
      expect(autumn.getDate()).toBe(25);
      // The doubled hour runs once: the next is the day after, not an hour later.
      expect(nextBackupAt({ hour: 2, minute: 30 }, autumn).getDate()).toBe(26);
      // The skipped 02:30 runs at 03:30 summer time; 01:00 to 03:00 that night is one hour.
      expect(skipped.getHours()).toBe(3);
      expect(nextBackupAt(three, local(2026, 3, 29, 1, 0)).getTime() - local(2026, 3, 29, 1, 0).getTime()).toBe(3_600_000);
      // 02:30 on the fall-back night is its first (summer time, UTC+2).
      expect(autumn.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('scheduled backup names', () => {
  it('are told apart from hand-taken ones and other files', () => {
    const at = new Date('2026-11-27T03:00:00Z');
    expect(scheduledBackupFileName(at)).toBe('brewline-scheduled-2026-11-27T030000Z.tar.gz');
    expect(parseBackupFileName(scheduledBackupFileName(at))).toEqual({ at, scheduled: true });
    expect(parseBackupFileName(backupFileName(at))).toEqual({ at, scheduled: false });
    for (const other of ['notes.txt', 'brewline-scheduled-2026-11-27T030000Z.tar.gz.json', 'brewline-2026-11-27.tar.gz']) {
      expect(parseBackupFileName(other)).toBeNull();
    }
  });
});

describe('retention', () => {
  const file = (day: number, check: BackupCheck, scheduled = true): BackupFile => {
    const at = new Date(Date.UTC(2026, 10, day, 3));
    return { name: (scheduled ? scheduledBackupFileName : backupFileName)(at), at, scheduled, check };
  };
  const names = (files: BackupFile[]) => files.map((f) => f.name).sort();

  it('keeps the N newest verified scheduled backups and prunes the older ones', () => {
    const files = [file(5, 'verified'), file(1, 'verified'), file(3, 'verified'), file(4, 'verified'), file(2, 'verified')];
    expect(names(backupsToPrune(files, 3))).toEqual(names([file(1, 'verified'), file(2, 'verified')]));
    expect(backupsToPrune(files, 5)).toEqual([]);
    expect(names(backupsToPrune(files, 0))).toHaveLength(4);
  });

  it('never prunes backups taken by hand', () => {
    const files = [file(1, 'unchecked', false), file(2, 'unchecked', false), file(3, 'verified'), file(4, 'verified')];
    expect(names(backupsToPrune(files, 1))).toEqual(names([file(3, 'verified')]));
  });

  it('drops failed backups older than the newest verified one, and nothing while none is verified', () => {
    const files = [file(1, 'verified'), file(2, 'failed'), file(3, 'verified'), file(4, 'failed')];
    expect(names(backupsToPrune(files, 2))).toEqual(names([file(2, 'failed')]));
    expect(backupsToPrune([file(1, 'failed'), file(2, 'unchecked')], 1)).toEqual([]);
  });
});

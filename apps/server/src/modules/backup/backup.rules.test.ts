import { describe, expect, it } from 'vitest';
import { backupFileName } from './backup.rules';

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
